import {test, expect} from '@playwright/test';
import {createLocalSearchClient} from '../../src/lib/search/client/localSearchClient';
import {outlineToRecords} from '../../src/plugins/search/build/records';
import {buildIndexFiles, type IndexFileOptions} from '../../src/lib/search/engine/indexFiles';
import {postingsFile, recordsFile} from '../../src/lib/search/engine/format';
import type {SearchRecord} from '../../src/lib/search/types';

const page = (path: string, title: string, sections: Array<[string, string]>) =>
  outlineToRecords(
    {
      path,
      section: 'Wallet Management',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      inSidebar: true,
      keywords: [],
      blocks: [
        {kind: 'heading', level: 1, text: title, anchor: null},
        ...sections.flatMap(([heading, text]) => [
          {
            kind: 'heading' as const,
            level: 2,
            text: heading,
            anchor: heading.toLowerCase().replace(/\W+/g, '-'),
          },
          {kind: 'text' as const, text},
        ]),
      ],
    },
    'https://docs.example.com',
  );

const records = [
  ...page('/services/wallet-management/wallet', 'Wallet API', [
    ['Create wallet', 'POST /api/wallet/wallet creates and lists wallets for users.'],
  ]),
  ...page('/services/token/token-service', 'Token API', [['Mint tokens', 'Creates new units of a token.']]),
  ...page('/general/rate_limit', 'Rate Limits', [['Limits', 'Requests per minute, per key.']]),
];

/** The index files as a server would serve them, and the URLs asked for. */
function served(all: SearchRecord[], options?: IndexFileOptions) {
  const {head, shards, chunks} = buildIndexFiles(all, [['wallet', 'account']], options);
  const files = new Map<string, unknown>([['/search-index.json', head]]);
  shards.forEach((shard, k) => files.set(`/${postingsFile(head, k)}`, shard));
  chunks.forEach((chunk, k) => files.set(`/${recordsFile(head, k)}`, chunk));
  const requested: string[] = [];
  const fetchFile = async (url: string) => {
    requested.push(url);
    if (!files.has(url)) throw new Error(`404 ${url}`);
    return structuredClone(files.get(url));
  };
  return {files, requested, fetchFile};
}

test.describe('local search client', () => {
  test('answers both request shapes Algolia clients send', async () => {
    const client = createLocalSearchClient('/search-index.json', served(records).fetchFile);
    const v5 = await client.search({
      requests: [{indexName: 'maschain', query: 'create wallet', hitsPerPage: 5}],
    });
    expect(v5.results[0]!.hits[0]!.hierarchy.lvl2).toBe('Create wallet');
    expect(v5.results[0]!.index).toBe('maschain');
    const legacy = await client.search([
      {indexName: 'maschain', params: 'query=wallet&hitsPerPage=1&facetFilters=%5B%22language%3Aen%22%5D'},
    ]);
    expect(legacy.results[0]!.hits).toHaveLength(1);
    expect(legacy.results[0]!.nbHits).toBeGreaterThan(1);
  });

  test('fetches each file of the index once, and again only after a failure', async () => {
    const {requested, fetchFile} = served(records);
    let shouldFail = true;
    const client = createLocalSearchClient('/search-index.json', async (url) => {
      if (shouldFail) throw new Error('network down');
      return fetchFile(url);
    });
    await expect(client.search({requests: [{query: 'wallet'}]})).rejects.toThrow('network down');
    shouldFail = false;
    await client.search({requests: [{query: 'wallet'}]});
    await client.search({requests: [{query: 'create'}, {query: 'wallet'}]});
    expect(requested.filter((url) => url === '/search-index.json')).toHaveLength(1);
    expect(new Set(requested).size).toBe(requested.length);
  });

  test('a large index: fetches only the shards and chunks a query needs, and starts over when a file is gone', async () => {
    const {files, requested, fetchFile} = served(records, {shardSize: 1, chunkSize: 1});
    const client = createLocalSearchClient('/search-index.json', fetchFile, {prefetchRecords: 0});
    const {results} = await client.search({requests: [{query: 'mint'}]});
    expect(results[0]!.hits[0]!.hierarchy.lvl2).toBe('Mint tokens');
    // The head, the one shard of 'mint' (and its forms), the one page that has it.
    expect(requested.filter((url) => url.includes('-p'))).toHaveLength(1);
    expect(requested.filter((url) => url.includes('-r'))).toHaveLength(1);
    expect(files.size).toBeGreaterThan(requested.length + 10);
    // A newer build replaced the files: the query fails, the next one reads the new head.
    const {files: rebuilt} = served(records.slice(0, 4));
    files.clear();
    for (const [url, data] of rebuilt) files.set(url, data);
    await expect(client.search({requests: [{query: 'limits'}]})).rejects.toThrow('404');
    const retry = await client.search({requests: [{query: 'wallet'}]});
    expect(retry.results[0]!.hits[0]!.hierarchy.lvl1).toBe('Wallet API');
  });

  test('a small index: the rest of it comes in the background after the first answer', async () => {
    const {files, requested, fetchFile} = served(records, {shardSize: 1, chunkSize: 1});
    const client = createLocalSearchClient('/search-index.json', fetchFile);
    await client.search({requests: [{query: 'mint'}]});
    await expect.poll(() => new Set(requested).size).toBe(files.size);
    expect(requested).toHaveLength(files.size);
  });

  test('an opened search box fetches the head and every postings shard, no records, on a small index only', async () => {
    const small = served(records, {shardSize: 1, chunkSize: 1});
    const client = createLocalSearchClient('/search-index.json', small.fetchFile);
    await client.preload();
    expect(small.requested).toEqual(['/search-index.json']);
    await client.preload({withPostings: true});
    const shards = [...small.files.keys()].filter((url) => url.includes('-p'));
    await expect.poll(() => small.requested.length).toBe(1 + shards.length);
    expect(small.requested.slice(1).sort()).toEqual(shards.sort());
    // The first query then needs only records.
    await client.search({requests: [{query: 'mint'}]});
    expect(small.requested.slice(1 + shards.length, 2 + shards.length)[0]).toContain('-r');

    const large = served(records, {shardSize: 1, chunkSize: 1});
    const client2 = createLocalSearchClient('/search-index.json', large.fetchFile, {prefetchRecords: 0});
    await client2.preload({withPostings: true});
    expect(large.requested).toEqual(['/search-index.json']);
  });

  test('1,000 generated hostile queries neither throw nor return markup', async () => {
    const client = createLocalSearchClient('/search-index.json', served(records).fetchFile);
    const pieces = [
      '<script>alert(1)</script>',
      '"><svg onload=alert(1)>',
      '.*',
      '(?:',
      '[',
      '\\',
      '$&',
      '%00',
      '\u0000',
      '\ud800',
      '😀',
      'wallet',
      'WALLET',
      '/api/wallet/wallet',
      '&lt;',
      '{{7*7}}',
      "' OR 1=1 --",
      '\n\t',
      ' ',
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 1000; i += 1) {
      const length = Math.floor(random() * 12);
      let query = Array.from({length}, () => pieces[Math.floor(random() * pieces.length)]).join('');
      if (i % 100 === 0) query = query.repeat(1000).slice(0, 10_000);
      const {results} = await client.search({
        requests: [{indexName: 'maschain', query, highlightPreTag: '<mark>', highlightPostTag: '</mark>'}],
      });
      const markup = JSON.stringify(results[0]!.hits).replace(/<\/?mark>/g, '');
      expect(markup, `query #${i}`).not.toMatch(/<[a-z/!]/i);
    }
  });
});
