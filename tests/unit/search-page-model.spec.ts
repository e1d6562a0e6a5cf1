import {test, expect} from '@playwright/test';
import {mkdtemp, readdir, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {buildIndexFiles, buildPageModel, SearchEngine, type ReaderQueries} from '../../src/lib/search/engine';
import {unpackWords} from '../../src/lib/search/engine/format';
import {MIN_COUNT} from '../../src/lib/search/engine/pageModel';
import {loadReaderQueries} from '../../src/plugins/search/build/readerQueries';
import type {SearchRecord} from '../../src/lib/search/types';
import {record} from '../support/searchRecord';

// Which page readers mean, learned from readers' queries for each page (engine/pageModel.ts).

/** Two sibling pages; the NFT page's heading has more of the query's words, so the engine alone puts it first. */
const records: SearchRecord[] = [
  record({lvl1: 'Token transfers'}),
  record({lvl1: 'Token transfers', lvl2: 'Send'}),
  record({lvl1: 'Token transfers', lvl2: 'Send', content: 'Moves tokens from one wallet to another.'}),
  record({
    lvl1: 'Token transfers',
    lvl2: 'Balances',
    content: 'What a wallet holds of each token, its points.',
  }),
  record({lvl1: 'NFT transfers'}),
  record({lvl1: 'NFT transfers', lvl2: 'Send a token to a wallet'}),
  record({
    lvl1: 'NFT transfers',
    lvl2: 'Send a token to a wallet',
    content: 'Moves one NFT, a unique token, such as a paint.',
  }),
];

/** Readers of the token page say points; readers of the NFT page say certificates. */
const readerQueries: ReaderQueries = {
  '/token-transfers': [
    'send points to a wallet',
    'give loyalty points to a customer wallet',
    'move points between wallets',
    'send points to another user',
    'how do i send points',
  ],
  '/nft-transfers': [
    'send a certificate to a wallet',
    'give a certificate to a student',
    'move a certificate between wallets',
    'send a certificate to another wallet',
    'who holds a certificate',
  ],
};

const pages = (engine: SearchEngine, query: string) =>
  engine.search({query, hitsPerPage: 10}).hits.map((hit) => `${hit.hierarchy.lvl1} › ${hit.hierarchy.lvl2}`);

test('the model keeps the words its readers used at least MIN_COUNT times, per page of the head', () => {
  const model = buildPageModel(
    readerQueries,
    ['/token-transfers', '/elsewhere', '/nft-transfers'],
    ['point'],
  );
  // Stems: point is a word of the index (its number there, 0), certificat is not (front-coded). Send and wallet
  // are in three queries of a page each, under MIN_COUNT.
  expect(MIN_COUNT).toBe(4);
  expect(model.indexWords).toEqual([0]);
  expect(unpackWords(model.otherWords)).toEqual(['certificat']);
  // The model's word numbers, point 0 and certificat 1, as gaps, then counts; a page with no queries has none.
  expect(model.counts).toEqual([[0, 5], [], [1, 5]]);
  expect(buildPageModel(readerQueries, ['/token-transfers'], [], 3).counts).toEqual([[0, 5, 1, 3, 1, 3]]);
  expect(buildIndexFiles(records, []).head.pageModel).toEqual({
    indexWords: [],
    otherWords: '',
    counts: [[], []],
  });
});

test('a page its readers name by their own words comes first, its best section first, the rest in order', () => {
  const lexical = pages(new SearchEngine(records), 'send points to a wallet');
  expect(lexical[0]).toBe('NFT transfers › Send a token to a wallet');
  const engine = new SearchEngine(records, [], [], readerQueries);
  const hits = pages(engine, 'send points to a wallet');
  expect(hits[0]).toBe('Token transfers › Send');
  // Only that record moved: the others keep the engine's order.
  expect(hits.slice(1)).toEqual(lexical.filter((hit) => hit !== hits[0]));
  // Readers of the NFT page say certificate: it stays first there.
  expect(pages(engine, 'send a certificate to a wallet')[0]).toBe('NFT transfers › Send a token to a wallet');
  // Past the 512 characters the engine reads, a number does not count.
  expect(pages(engine, `send points to a wallet${' '.repeat(600)}9`)[0]).toBe('Token transfers › Send');
});

test('a mistyped word is read as its correction, a word of the index as itself', () => {
  const engine = new SearchEngine(records, [], [], readerQueries);
  expect(pages(engine, 'send pionts to a wallet')[0]).toBe('Token transfers › Send');
  // paint is one typo from point, but the index has it: the reader's own word, which the model does not know.
  expect(pages(engine, 'send paint to a wallet')[0]).toBe('NFT transfers › Send a token to a wallet');
});

test('a query that names code is left to the engine', () => {
  const engine = new SearchEngine(records, [], [], readerQueries);
  const lexical = new SearchEngine(records);
  // Each would move for its word points, but a joined name, a path, a camelCase name or a number is met as written.
  for (const query of [
    'send points to my_wallet',
    'send points to /wallet',
    'send points to myWallet',
    'send points to a wallet 42',
  ]) {
    expect(pages(lexical, query)[0], query).toBe('NFT transfers › Send a token to a wallet');
    expect(pages(engine, query)[0], query).toBe('NFT transfers › Send a token to a wallet');
  }
});

test('a page first that the model has no queries for keeps its place', () => {
  const onlyToken = {'/token-transfers': readerQueries['/token-transfers']!};
  const engine = new SearchEngine(records, [], [], onlyToken);
  expect(pages(engine, 'send points to a wallet')[0]).toBe('NFT transfers › Send a token to a wallet');
});

test("a readers' queries file that is not a page and its queries stops the build naming the file", async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'reader-queries-'));
  await writeFile(path.join(folder, 'a.yaml'), 'page: /a\nqueries: [send points]\n');
  expect(await loadReaderQueries(folder)).toEqual({'/a': ['send points']});
  await writeFile(path.join(folder, 'b.yaml'), 'page: /a\nqueries: [move points]\n');
  await expect(loadReaderQueries(folder)).rejects.toThrow(/b\.yaml: \/a has another file/);
  await writeFile(path.join(folder, 'b.yaml'), 'queries: [move points]\n');
  await expect(loadReaderQueries(folder)).rejects.toThrow(/b\.yaml: expected `page`/);
});

/** The site path of each doc (its file's path, or its front matter's slug). */
async function docPaths(): Promise<string[]> {
  const docs = path.resolve('docs');
  const paths: string[] = [];
  for (const file of await readdir(docs, {recursive: true})) {
    // Files and folders named with a leading underscore are partials, not pages.
    if (!/\.mdx?$/.test(file) || /(^|\/)_/.test(file)) continue;
    const frontMatter = (await readFile(path.join(docs, file), 'utf8')).match(/^---\n([\s\S]*?)\n---/)?.[1];
    const slug = (frontMatter ? parse(frontMatter) : {})?.slug as string | undefined;
    const fromFile = `/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`;
    paths.push((slug ?? fromFile).replace(/\/$/, '') || '/');
  }
  return paths.sort();
}

test("every doc has readers' queries, and every file of them names a doc", async () => {
  const queries = await loadReaderQueries(path.resolve('src/plugins/search/reader-queries'));
  expect(Object.keys(queries).sort()).toEqual(await docPaths());
  for (const [page, list] of Object.entries(queries)) expect(list.length, page).toBeGreaterThanOrEqual(80);
});
