import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';

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
