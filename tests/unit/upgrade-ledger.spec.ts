import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {contactPoints, ejectedFiles, readRepoFile} from '../support/contactPoints';

// UPGRADING.md lists every place that relies on an internal of Docusaurus or
// DocSearch, checked against the versions in its first table. An upgrade of
// one of them must go through the ledger before the suite passes again.
const root = path.join(__dirname, '..', '..');
const ledger = readFileSync(path.join(root, 'UPGRADING.md'), 'utf8');

function checkedVersions(): Array<[name: string, version: string]> {
  const section = ledger.split('## Checked against')[1]?.split('\n## ')[0] ?? '';
  return [...section.matchAll(/^\| `([^`]+)` \| ([^ |]+) \|$/gm)].map((row) => [row[1]!, row[2]!]);
}

const installedVersion = (name: string): string =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

test('UPGRADING.md names the versions it was checked against', () => {
  expect(checkedVersions().map(([name]) => name)).toEqual(
    expect.arrayContaining(['@docusaurus/core', '@docusaurus/theme-search-algolia', '@docsearch/react']),
  );
});

for (const [name, version] of checkedVersions()) {
  test(`${name} is the version UPGRADING.md was checked against`, () => {
    expect(
      installedVersion(name),
      `${name} is no longer ${version}: go through its rows in UPGRADING.md, then write the new version there`,
    ).toBe(version);
  });
}

/** The ledger's rows: the "Where" cell and the whole row's text. */
function ledgerRows(): Array<{where: string; text: string}> {
  return ledger
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => ({where: line.split(' | ')[0]!, text: line}));
}

/**
 * Paths a "Where" cell names. One that does not start at the repository's root
 * (`Modal.tsx`, `Layout/index.tsx`) is in the folder of the last one that does.
 */
function namedPaths(where: string): string[] {
  const paths: string[] = [];
  let folder = '';
  for (const [, name] of where.matchAll(/`([^`]+)`/g)) {
    if (existsSync(path.join(root, name!.split('/')[0]!))) {
      folder = path.posix.dirname(name!);
      paths.push(name!);
    } else if (folder) paths.push(`${folder}/${name}`);
  }
  return paths;
}

/** A path names a file exactly, or with `*` standing for any part of it. */
function names(pattern: string, file: string): boolean {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`).test(file);
}

const mentions = (text: string, name: string) =>
  new RegExp(`(?<![\\w-])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(text);

test('every point of contact with a dependency has a row in UPGRADING.md', () => {
  const rows = ledgerRows();
  const missing = contactPoints().flatMap((point) => {
    const covering = rows.filter((row) =>
      namedPaths(row.where).some((pattern) => names(pattern, point.file)),
    );
    if (covering.length === 0) return [`${point.file}: ${point.kind} (${point.detail}) has no row`];
    const unnamed = point.mustName.filter((name) => !covering.some((row) => mentions(row.text, name)));
    return unnamed.length ? [`${point.file}: its row does not name ${unnamed.join(', ')}`] : [];
  });
  expect(missing, 'add a row to UPGRADING.md for each (what it relies on, why, how to check)').toEqual([]);
});

test('every ejected file fences its changes with CUSTOM CODE comments', () => {
  const unfenced = ejectedFiles().filter((file) => {
    const code = readRepoFile(file);
    const opens = code.match(/(?:\/\/|\{\/\*) CUSTOM CODE(?! END)\b/g)?.length ?? 0;
    const closes = code.match(/(?:\/\/|\{\/\*) CUSTOM CODE END\b/g)?.length ?? 0;
    return opens === 0 || opens !== closes;
  });
  expect(unfenced, 'fence each change to the upstream copy: // CUSTOM CODE … // CUSTOM CODE END').toEqual([]);
});
