// Runs afdocs (the Agent-Friendly Documentation Spec's checker) against a
// served build and returns its report with the score. Every URL it fetches is
// on the served site: links to the published origin are rewritten to it.
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {installAfdocs} from './install.mjs';

/** The origin the build links to (its canonical URLs), read from the build's sitemap. */
export function publishedOrigin(root) {
  const sitemap = readFileSync(path.join(root, 'build/sitemap.xml'), 'utf8');
  const loc = /<loc>\s*([^<\s]+)/.exec(sitemap)?.[1];
  if (!loc) throw new Error('build/sitemap.xml lists no page: run `npm run build` first');
  return new URL(loc).origin;
}

/**
 * The report of `afdocs check <url>` as JSON, with `score`. Deterministic
 * sampling (the same pages every run, up to 50 of llms.txt's links), no delay
 * between requests: the server is local.
 */
export async function runAfdocs(root, url, log = console.log) {
  const {node, cli} = await installAfdocs(root, log);
  const args = [
    cli,
    'check',
    url,
    ...['--canonical-origin', publishedOrigin(root)],
    ...['--sampling', 'deterministic', '--request-delay', '0', '--max-concurrency', '4'],
    ...['--format', 'json', '--score', '--quiet'],
  ];
  const child = spawn(node, args, {stdio: ['ignore', 'pipe', 'pipe']});
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  await new Promise((resolve) => child.once('exit', resolve));
  try {
    return JSON.parse(stdout);
  } catch {
    throw new Error(`afdocs gave no report (exit ${child.exitCode}):\n${(stderr || stdout).slice(-2000)}`);
  }
}

/** One line per check that is not a pass, with the pages that did not pass it (three at most). */
export function describeReport(report) {
  return report.results
    .filter((result) => result.status !== 'pass')
    .flatMap((result) => {
      const pages = (result.details?.pageResults ?? []).filter((page) =>
        ['warn', 'fail'].includes(page.status),
      );
      return [
        `${result.status.toUpperCase().padEnd(5)} ${result.id}: ${result.message}`,
        ...pages.slice(0, 3).map((page) => `        ${page.status} ${page.url}`),
      ];
    });
}
