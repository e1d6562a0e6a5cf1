import {test, expect} from '@playwright/test';
import {mkdtemp, readdir, readFile, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parse} from 'yaml';
import {buildIndexFiles, buildPageModel, SearchEngine, type ReaderQueries} from '../../src/lib/search/engine';
import {unpackWords} from '../../src/lib/search/engine/format';
import {pageOfKey} from '../../src/lib/search/engine/pageModel';
import {stem} from '../../src/lib/search/engine/words';
import {checkedReaderQueries, loadReaderQueries} from '../../src/plugins/search/build/readerQueries';
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
    [],
    4,
  );
  // Stems: point is a word of the index (its number there, 0), certificat is not (front-coded). Send and wallet
  // are in three queries of a page each, under 4.
  expect(model.indexWords).toEqual([0]);
  expect(unpackWords(model.otherWords)).toEqual(['certificat']);
  // The model's word numbers, point 0 and certificat 1, as gaps, then counts; a page with no queries has none.
  expect(model.counts).toEqual([[0, 5], [], [1, 5]]);
  expect(model.sectionCounts).toEqual(['', '', '']);
  // At 3 (MIN_COUNT), send and wallet are kept too.
  expect(buildPageModel(readerQueries, ['/token-transfers']).counts).toEqual([[0, 5, 1, 3, 1, 3]]);
  expect(buildIndexFiles(records, []).head.pageModel).toEqual({
    indexWords: [],
    otherWords: '',
    counts: [[], []],
    sectionCounts: ['', ''],
  });
});

/** A page of two sections the engine tells apart by the page's words, where readers use their own. */
const walletRecords: SearchRecord[] = [
  record({lvl1: 'Wallets'}),
  record({lvl1: 'Wallets', lvl2: 'Deactivate a wallet'}),
  record({
    lvl1: 'Wallets',
    lvl2: 'Deactivate a wallet',
    content: 'Sets the status to inactive until it is activated again.',
  }),
  record({lvl1: 'Wallets', lvl2: 'Delete a wallet'}),
  record({
    lvl1: 'Wallets',
    lvl2: 'Delete a wallet',
    content: 'Removes a wallet for good: deleting cannot be undone.',
  }),
  record({lvl1: 'Wallets', lvl2: 'Status', content: 'Active or inactive.'}),
  record({lvl1: 'Wallets', lvl2: 'Wallet list', content: 'Every wallet of the company.'}),
  record({lvl1: 'Wallets', lvl2: 'Wallet owner', content: 'Who holds a wallet.'}),
  record({lvl1: 'Wallets', lvl2: 'Suspend', content: 'Stops every transfer until resumed.'}),
];

const FILLER = (
  'address balance owner history label network limit type list search export import backup restore name icon ' +
  'colour language region currency tag note alert report token chain key secret role team'
).split(' ');

/**
 * Readers of the deactivation say pause (for a while); of the deletion, remove; of the page, much else, so that a
 * word's share of the page's readers' words is as small as on a real page.
 */
const walletQueries: ReaderQueries = {
  '/wallets': FILLER.flatMap((word) => [`wallet ${word}`, `${word} of a wallet`, `check the ${word}`]),
  '/wallets#deactivate-a-wallet': [
    'pause a wallet for a while',
    'pause my wallet for a while',
    'pause the wallet a while',
    'pause wallet for now',
  ],
  '/wallets#delete-a-wallet': ['remove a wallet for good', 'remove a wallet', 'remove wallet forever'],
  '/wallets#suspend': [
    'freeze and lock a wallet',
    'lock and freeze my wallet',
    'freeze lock wallet',
    'how do i freeze and lock a wallet',
    'wallet freeze lock',
    'freeze or lock the wallet',
  ],
};

test("each section's readers' words are stored as a row of counts of its page's words", () => {
  const sectionPaths = [
    [
      '/wallets',
      '/wallets#deactivate-a-wallet',
      '/wallets#delete-a-wallet',
      '/wallets#status',
      '/wallets#suspend',
    ],
  ];
  const model = buildPageModel(walletQueries, ['/wallets'], [], sectionPaths);
  // The page's words, in the model's order, a row a section in the page's order, each word's count in base 62;
  // under 2 (MIN_SECTION_COUNT) as 0 (none of the sections' words is a word of the index).
  const words = unpackWords(model.otherWords);
  const row = (counts: Record<string, number>) =>
    words
      .map((word) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'[counts[word] ?? 0])
      .join('');
  expect(model.sectionCounts).toEqual([
    row({...Object.fromEntries(FILLER.map((word) => [stem(word), 3])), check: 30, wallet: 60}) +
      row({paus: 4, whil: 3, wallet: 4}) +
      row({remov: 3, wallet: 3}) +
      row({}) +
      row({freez: 6, lock: 6, wallet: 6}),
  ]);
  // A row whose largest count is over a digit's is scaled to fit, keeping the shares: 70 and 35 as 61 and 31.
  const many = {
    '/w#a': [...Array.from({length: 35}, () => 'pause wallet'), ...Array.from({length: 35}, () => 'wallet')],
  };
  expect(buildPageModel(many, ['/w'], [], [['/w', '/w#a']]).sectionCounts).toEqual(['00' + 'Vz']);
});

test("the first page's section its readers mean comes first, the rest in order", () => {
  const lexical = pages(new SearchEngine(walletRecords), 'pause the wallet for a while without deleting it');
  expect(lexical[0]).toBe('Wallets › Delete a wallet');
  const engine = new SearchEngine(walletRecords, [], [], walletQueries);
  const hits = pages(engine, 'pause the wallet for a while without deleting it');
  expect(hits[0]).toBe('Wallets › Deactivate a wallet');
  expect(hits.slice(1)).toEqual(lexical.filter((hit) => hit !== hits[0]));
  // Both sections' readers say wallet: the engine's order stands.
  expect(pages(engine, 'delete a wallet')[0]).toBe('Wallets › Delete a wallet');
  // The same as the second page of a site: its rows are its own sections'.
  const site = new SearchEngine([...records, ...walletRecords], [], [], {...readerQueries, ...walletQueries});
  expect(pages(site, 'pause the wallet for a while without deleting it')[0]).toBe(
    'Wallets › Deactivate a wallet',
  );
});

test('a section readers ask for by words it lacks comes first from past the first five sections', () => {
  const lexical = pages(new SearchEngine(walletRecords), 'freeze and lock the wallet');
  expect(lexical.indexOf('Wallets › Suspend')).toBeGreaterThanOrEqual(5);
  const hits = pages(new SearchEngine(walletRecords, [], [], walletQueries), 'freeze and lock the wallet');
  expect(hits).toEqual(['Wallets › Suspend', ...lexical.filter((hit) => hit !== 'Wallets › Suspend')]);
});

test('a section readers mean that no word of the query met leads, and counts among the hits and their pages', () => {
  const query = 'freeze and lock the status';
  const urls = (result: {hits: Array<{url: string}>}) => result.hits.map((hit) => hit.url);
  const lexical = new SearchEngine(walletRecords).search({query, hitsPerPage: 10});
  const engine = new SearchEngine(walletRecords, [], [], walletQueries);
  const result = engine.search({query, hitsPerPage: 10});
  const suspend = walletRecords.at(-1)!.url;
  expect(urls(lexical)).not.toContain(suspend);
  expect(urls(result)).toEqual([suspend, ...urls(lexical)]);
  expect(result.nbHits).toBe(lexical.nbHits + 1);
  // One a page, every hit is on a page nbPages counts.
  expect(engine.search({query, hitsPerPage: 1}).nbPages).toBe(result.nbHits);
  const paged = Array.from(
    {length: result.nbHits},
    (_, page) => urls(engine.search({query, hitsPerPage: 1, page}))[0],
  );
  expect(paged).toEqual(urls(result));
  // Where the facet filters leave it out, it is not brought in: the deactivation leads with its heading.
  const pause = {query: 'pause the list', hitsPerPage: 10};
  expect(engine.search(pause).hits[0]).toMatchObject({url: walletRecords[1]!.url, type: 'lvl2'});
  const text = {...pause, facetFilters: ['type:content']};
  expect(urls(engine.search(text))).toEqual(urls(new SearchEngine(walletRecords).search(text)));
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

test("a query that names code keeps the engine's first hit; the page its readers mean comes second", () => {
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
    const hits = pages(engine, query);
    expect(hits[0], query).toBe('NFT transfers › Send a token to a wallet');
    expect(hits[1], query).toMatch(/^Token transfers › /);
  }
});

test('the page its readers mean of all: first when the model is clear, else second; its section where the engine has none of it', () => {
  // Only the token page has balances; only the NFT page's readers say certificate, only the token page's points.
  const lexical = (query: string) => new SearchEngine(records).search({query}).hits.map((hit) => hit.url);
  expect(lexical('balances of a certificate')).toEqual(['https://d.example/token-transfers#balances']);
  expect(lexical('balances of a certificate in points')).toEqual([
    'https://d.example/token-transfers#balances',
  ]);
  // The NFT page's readers all asked of its one section: it comes at that section.
  const withSections: ReaderQueries = {
    '/token-transfers': readerQueries['/token-transfers']!,
    '/nft-transfers#send-a-token-to-a-wallet': readerQueries['/nft-transfers']!,
  };
  const engine = new SearchEngine(records, [], [], withSections);
  // Certificate alone: the model is clear (MODEL_MARGIN), and the NFT page comes first.
  expect(pages(engine, 'balances of a certificate')).toEqual([
    'NFT transfers › Send a token to a wallet',
    'Token transfers › Balances',
  ]);
  expect(engine.search({query: 'balances of a certificate'}).nbHits).toBe(2);
  // Points too: the NFT page is likelier, not clearly, and comes second; the engine's first hit stays first.
  expect(pages(engine, 'balances of a certificate in points')).toEqual([
    'Token transfers › Balances',
    'NFT transfers › Send a token to a wallet',
  ]);
  // Where the engine has it further down, it moves up to second, the rest in their order.
  const query2 = 'balances and tokens of a certificate in points';
  expect(pages(new SearchEngine(records), query2)).toEqual([
    'Token transfers › Balances',
    'Token transfers › null',
    'Token transfers › Send',
    'NFT transfers › Send a token to a wallet',
  ]);
  expect(pages(engine, query2)).toEqual([
    'Token transfers › Balances',
    'NFT transfers › Send a token to a wallet',
    'Token transfers › null',
    'Token transfers › Send',
  ]);
  // A query that names code keeps the engine's first hit, however clear the model: the NFT page comes second.
  expect(pages(engine, 'balances of a certificate 42')).toEqual([
    'Token transfers › Balances',
    'NFT transfers › Send a token to a wallet',
  ]);
  // Its readers asked of the page as a whole: the page's top.
  const pageOnly = new SearchEngine(records, [], [], readerQueries).search({
    query: 'balances of a certificate',
  });
  expect(pageOnly.hits.map((hit) => hit.url)).toEqual([
    'https://d.example/nft-transfers',
    'https://d.example/token-transfers#balances',
  ]);
  // Readers of the first page mean it: nothing is added.
  expect(pages(engine, 'balances of points')).toEqual(['Token transfers › Balances']);
  // A record no query word met must pass the facet filters too: the section's heading is not content.
  const filtered = engine.search({query: 'balances of a certificate', facetFilters: ['type:content']});
  expect(filtered.hits.map((hit) => hit.url)).toEqual(['https://d.example/token-transfers#balances']);
  expect(filtered.nbHits).toBe(1);
});

test("a page its readers clearly mean comes first from past the engine's first five pages", () => {
  // Five ledgers head a section with the query's balances; the diplomas page has it only in its text.
  const ledgers = [1, 2, 3, 4, 5].flatMap((n) => [
    record({lvl1: `Ledger ${n}`}),
    record({lvl1: `Ledger ${n}`, lvl2: 'Balances', content: `The balances of ledger ${n}.`}),
  ]);
  const diplomas = [
    record({lvl1: 'Diplomas'}),
    record({lvl1: 'Diplomas', lvl2: 'Holders', content: 'Who holds each one, with their balances.'}),
  ];
  const ledgerQueries = [
    'ledger totals',
    'ledger totals now',
    'my ledger totals',
    'ledger sums',
    'ledger sums today',
  ];
  const queries: ReaderQueries = Object.fromEntries([
    ...[1, 2, 3, 4, 5].map((n) => [`/ledger-${n}`, ledgerQueries]),
    [
      '/diplomas',
      ['who holds a certificate', 'certificate holders', 'find a certificate', 'certificate owner'],
    ],
  ]);
  const lexical = pages(new SearchEngine([...ledgers, ...diplomas]), 'balances of a certificate');
  expect(lexical.indexOf('Diplomas › Holders')).toBe(5);
  const hits = pages(
    new SearchEngine([...ledgers, ...diplomas], [], [], queries),
    'balances of a certificate',
  );
  expect(hits).toEqual(['Diplomas › Holders', ...lexical.filter((hit) => hit !== 'Diplomas › Holders')]);
});

test('a page first that the model has no queries for keeps its place', () => {
  const onlyToken = {'/token-transfers': readerQueries['/token-transfers']!};
  const engine = new SearchEngine(records, [], [], onlyToken);
  expect(pages(engine, 'send points to a wallet')[0]).toBe('NFT transfers › Send a token to a wallet');
});

test("a readers' queries file that is not a page, its queries and its sections stops the build naming the file", async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'reader-queries-'));
  const a = path.join(folder, 'a.yaml');
  // Values as written: an anchor 007 and a query 1.50 are not numbers; an empty queries: is none.
  await writeFile(a, 'page: /a\nqueries:\nsections:\n  send: [move points, 1.50]\n  007: [agent]\n');
  const loaded = await loadReaderQueries(folder);
  expect(loaded.queries).toEqual({'/a': [], '/a#send': ['move points', '1.50'], '/a#007': ['agent']});
  const urls = ['https://d.example/a', 'https://d.example/a#send', 'https://d.example/a#007'];
  expect(checkedReaderQueries(loaded, urls)).toEqual(loaded.queries);
  // A heading renamed since: its old anchor is named, with the file; so is a page the index does not have.
  expect(() => checkedReaderQueries(loaded, urls.slice(0, 2))).toThrow(
    `${a}: /a has no section #007; write one of its headings' anchors.`,
  );
  expect(() => checkedReaderQueries(loaded, ['https://d.example/b'])).toThrow(
    `${a}: /a is not a page of the site's search index.`,
  );
  const b = path.join(folder, 'b.yaml');
  const rejects = async (yaml: string, message: string | RegExp) => {
    await writeFile(b, yaml);
    await expect(loadReaderQueries(folder), yaml).rejects.toThrow(message);
  };
  await rejects('page: /a\nqueries: [move points]\n', `${b}: /a has another file`);
  await rejects('queries: [move points]\n', `${b}: expected \`page\``);
  await rejects('page: /b\nsections: [move points]\n', `${b}: expected \`page\``);
  await rejects('page: /b\nsections:\n  send: move points\n', `${b}: \`send\` is not a list of queries`);
  await rejects('page: /b\nsections:\n  send: [move, {a: b}]\n', `${b}: \`send\`'s query 2 is not a query`);
  await rejects('page: /b\nsections:\n  send: []\n', `${b}: section \`send\` has no queries`);
  await rejects(
    'page: /b\nsections:\n  "#send": [move]\n',
    `${b}: write the section \`#send\` without its #`,
  );
  // A key written twice: the parser's message, with its line, after the file's name.
  await rejects('page: /b\nsections:\n  send: [move]\n  send: [give]\n', new RegExp(`^${b}: .*line 4`, 's'));
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
  const {queries} = await loadReaderQueries(path.resolve('src/plugins/search/reader-queries'));
  const byPage = new Map<string, number>();
  for (const [key, list] of Object.entries(queries)) {
    const page = pageOfKey(key);
    byPage.set(page, (byPage.get(page) ?? 0) + list.length);
  }
  expect([...byPage.keys()].sort()).toEqual(await docPaths());
  for (const [page, count] of byPage) expect(count, page).toBeGreaterThanOrEqual(80);
});
