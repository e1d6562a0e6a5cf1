/**
 * Whether the checkout holds each file's history, so "Last updated" can be
 * read from git. A shallow clone (CI often makes one) would give every page
 * the date of its one commit: then the date is left out rather than wrong.
 */
import {execFileSync} from 'node:child_process';

export function hasFullGitHistory(): boolean {
  try {
    return (
      execFileSync('git', ['rev-parse', '--is-shallow-repository'], {encoding: 'utf8'}).trim() === 'false'
    );
  } catch {
    // Not a git checkout, or no git: no dates to read.
    return false;
  }
}
