import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// The READMEs drift when a file moves and the prose does not. Every path a
// README or CONTRIBUTING.md names from the repository's root (in backticks) or
// links to (a relative Markdown link) must exist in the checkout: as it is
// written, or as a module named without its extension (`src/lib/openapi/samples`),
// a spec named by its stem (`tests/browser/layout`) or a patch by its package
// (`patches/@docusaurus+bundler`). A folder's README may name paths from its own
// folder (`src/index.ts` in mcp/README.md).
const root = path.join(__dirname, '..', '..');
const tracked = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'}).split('\n').filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const readmes = tracked.filter((file) => /(^|\/)README\.md$/.test(file) || file === 'CONTRIBUTING.md');
/** Paths a README names on purpose though they are gone, and why. */
const gone = new Map([['static/openapi.yaml', 'the single-file description that scripts/openapi splits']]);

function exists(file: string): boolean {
  if (gone.has(file) || folders.has(file) || tracked.includes(file)) return true;
  return tracked.some(
    (candidate) => candidate.startsWith(file) && /^[.+]/.test(candidate.slice(file.length)),
  );
}

/**
 * Where a backticked name could be, when its first part is a folder of the root or of the README's
 * folder (`text/markdown` is none): mcp/README.md names both `src/index.ts` and `src/lib/search`.
 */
function asPaths(name: string, base: string): string[] {
  if (!/^[\w@.+-]+\/[\w@.+/-]*$/.test(name)) return [];
  const first = name.split('/')[0];
  return [base === '.' ? '' : path.posix.join(base, name), name].filter(
    (candidate) => candidate && folders.has(candidate.slice(0, candidate.length - name.length) + first),
  );
}

/** Each path the README names or links to that is not in the checkout, as `file:line: path`. */
function missingPaths(readme: string): string[] {
  const base = path.posix.dirname(readme);
  const missing: string[] = [];
  readFileSync(path.join(root, readme), 'utf8')
    .split('\n')
    .forEach((line, index) => {
      const named = [...line.matchAll(/`([^`\s]+)`/g)]
        .map((match) => match[1].replace(/[/:,.]+$/, ''))
        .map((name) => ({name, candidates: asPaths(name, base)}))
        .filter(({candidates}) => candidates.length > 0);
      const linked = [...line.matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1].split('#')[0])
        .filter((target) => target && !target.startsWith('/') && !/^[a-z]+:/.test(target))
        .map((target) => path.posix.normalize(path.posix.join(base, target)).replace(/\/$/, ''));
      for (const {name, candidates} of named) {
        if (!candidates.some(exists)) missing.push(`${readme}:${index + 1}: ${name}`);
      }
      for (const target of linked) {
        if (!exists(target)) missing.push(`${readme}:${index + 1}: ${target}`);
      }
    });
  return missing;
}

test('every path a README names or links to exists', () => {
  expect(readmes.length).toBeGreaterThan(15);
  expect(readmes.flatMap(missingPaths)).toEqual([]);
});
