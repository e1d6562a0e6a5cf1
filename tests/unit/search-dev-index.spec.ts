import {mkdirSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {bundlerIdle} from '../../src/plugins/search/build/bundlerIdle';
import {writeDevIndex, type DevIndexCache} from '../../src/plugins/search/build/devIndex';
import {SEARCH_RECORDS_PATH, type SearchRecordsFile} from '../../src/lib/search/types';

const front = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n`;

function site() {
  const siteDir = mkdtempSync(path.join(tmpdir(), 'dev-index-'));
  mkdirSync(path.join(siteDir, 'docs'));
  const write = (file: string, text: string) => writeFileSync(path.join(siteDir, 'docs', file), text);
  write('a.mdx', `${front('Alpha')}## Minting {#minting}\n\nAlpha text.\n`);
  write('_shared.mdx', 'Shared words.\n');
  write('b.mdx', `${front('Beta')}import Shared from './_shared.mdx';\n\n<Shared />\n`);
  const doc = (id: string, title: string) => ({
    id,
    title,
    description: `About ${title}.`,
    permalink: `/${id}`,
    source: `@site/docs/${id}.mdx`,
    sidebar: 'main',
    frontMatter: id === 'a' ? {keywords: ['first letter']} : {},
  });
  const version = {
    versionName: 'current',
    sidebars: {main: []},
    docs: [doc('a', 'Alpha'), doc('b', 'Beta')],
  } as unknown as LoadedVersion;
  const cache: DevIndexCache = new Map();
  const outDir = path.join(siteDir, 'out');
  const index = () =>
    writeDevIndex({
      version,
      siteDir,
      siteUrl: 'https://docs.example.com',
      specPath: 'missing.yaml',
      readerQueries: {},
      synonyms: [],
      outDir,
      cache,
      pause: () => Promise.resolve(),
    });
  const records = () =>
    (JSON.parse(readFileSync(path.join(outDir, SEARCH_RECORDS_PATH), 'utf8')) as SearchRecordsFile).records;
  const contents = () =>
    records()
      .map((record) => record.content)
      .filter(Boolean);
  const keywords = () =>
    records()
      .map((record) => record.pageKeywords)
      .filter(Boolean);
  return {write, cache, index, contents, keywords};
}

test('an edit re-reads only the page it changed, or the pages whose partial it changed', async () => {
  const {write, cache, index, contents, keywords} = site();
  await index();
  expect(contents()).toEqual(expect.arrayContaining(['Alpha text.', 'Shared words.']));
  expect(keywords()).toEqual(['first letter']); // the front matter's, on the title's record
  const first = {a: cache.get('a')!.records, b: cache.get('b')!.records};

  write('a.mdx', `${front('Alpha')}## Minting {#minting}\n\nAlpha text, edited.\n`);
  await index();
  expect(cache.get('a')!.records).not.toBe(first.a);
  expect(cache.get('b')!.records).toBe(first.b);
  expect(contents()).toContain('Alpha text, edited.');

  write('_shared.mdx', 'Shared words, edited.\n');
  await index();
  expect(cache.get('b')!.records).not.toBe(first.b);
  expect(contents()).toContain('Shared words, edited.');
  expect(contents()).not.toContain('Shared words.');
});

test('the index waits while the bundler compiles, and a moment after', async () => {
  const taps: Record<string, () => void> = {};
  const hook = (name: string) => ({tap: (_: string, callback: () => void) => (taps[name] = callback)});
  const {plugin, idle} = bundlerIdle(50, 50);
  plugin.apply({hooks: {invalid: hook('invalid'), done: hook('done'), failed: hook('failed')}});
  let ran = false;
  const waiting = idle().then(() => (ran = true));
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(ran).toBe(false); // the first compile has not finished
  const done = Date.now();
  taps.done!();
  await waiting;
  expect(Date.now() - done).toBeGreaterThanOrEqual(45);
  taps.invalid!(); // an edit: wait again
  let again = false;
  const next = idle().then(() => (again = true));
  await new Promise((resolve) => setTimeout(resolve, 80));
  expect(again).toBe(false);
  taps.done!();
  await next;
});
