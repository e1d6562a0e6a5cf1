import {test, expect} from '@playwright/test';
import {createLocalSearchClient} from '../../src/plugins/search/client/localSearchClient';
import {outlineToRecords} from '../../src/plugins/search/build/records';
import type {SearchIndexFile} from '../../src/plugins/search/types';

const records = outlineToRecords(
  {
    path: '/services/wallet-management/wallet',
    section: 'Wallet Management',
    language: 'en',
    docusaurusTag: 'docs-default-current',
    inSidebar: true,
    blocks: [
      {kind: 'heading', level: 1, text: 'Wallet API', anchor: null},
      {kind: 'text', text: 'Create and list wallets for users.'},
      {kind: 'heading', level: 2, text: 'Create wallet', anchor: 'create-wallet'},
      {kind: 'text', text: 'POST /api/wallet/wallet'},
    ],
  },
  'https://docs.example.com',
);
const indexFile: SearchIndexFile = {version: 2, synonyms: [['wallet', 'account']], records};

test.describe('local search client', () => {
  test('answers both request shapes Algolia clients send', async () => {
    const client = createLocalSearchClient('/search-index.json', async () => indexFile);
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

  test('fetches the index once, and again only after a failure', async () => {
    let calls = 0;
    let shouldFail = true;
    const client = createLocalSearchClient('/search-index.json', async () => {
      calls += 1;
      if (shouldFail) throw new Error('network down');
      return indexFile;
    });
    await expect(client.search({requests: [{query: 'wallet'}]})).rejects.toThrow('network down');
    shouldFail = false;
    await client.search({requests: [{query: 'wallet'}]});
    await client.search({requests: [{query: 'create'}]});
    expect(calls).toBe(2);
  });

  test('1,000 generated hostile queries neither throw nor return markup', async () => {
    const client = createLocalSearchClient('/search-index.json', async () => indexFile);
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
