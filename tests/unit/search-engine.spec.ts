import {test, expect} from '@playwright/test';
import {
  buildIndexFiles,
  indexWords,
  IndexStore,
  SearchEngine,
  setWeights,
  stem,
  STOP_WORDS,
  tokenize,
  typoDistance,
  WEIGHTS,
} from '../../src/lib/search/engine';
import {
  compactHierarchies,
  CONTENT_BIT,
  decodePostings,
  encodePostings,
  fullHierarchies,
  packWords,
  PAGE_KEYWORDS_BIT,
  POSTING_BITS,
  unpackWords,
} from '../../src/lib/search/engine/format';
import {LONG_QUERY_TERMS, WordsCriterion} from '../../src/lib/search/engine/wordsCriterion';
import {Meets, TermMeets} from '../../src/lib/search/engine/meets';
import {keywordsYield} from '../../src/lib/search/engine/pageKeywords';
import {TEXT_FIELDS_SHIFT, type Rank} from '../../src/lib/search/engine/ranking';
import {identifiersIn} from '../../src/plugins/search/build/identifiers';
import type {SearchRecord} from '../../src/lib/search/types';
import {record} from '../support/searchRecord';
import {PREFETCH_RECORDS} from '../../src/lib/search/engine/format';

const WEIGHTS_AT_START = {...WEIGHTS};

const records = [
  record({lvl1: 'Rate Limits', content: 'Each wallet call counts towards the limit.'}),
  record({lvl1: 'Wallet API'}),
  record({lvl1: 'Token API', lvl2: 'Mint tokens'}),
  record({
    lvl1: 'Token API',
    lvl2: 'Mint tokens',
    content: 'POST /api/token/mint creates new units of a token.',
  }),
  record({lvl1: 'Token API', lvl2: 'Burn tokens', content: 'POST /api/token/burn removes units.'}),
  record({lvl1: 'Audit Trail API', content: 'Categories group audit records.'}),
  record({lvl1: 'Markdown page', docusaurus_tag: 'default'}),
  record({lvl1: 'Wallet API', language: 'fr', lvl2: 'Portefeuille'}),
  record({lvl1: 'Token Pricing', content: 'Minting is priced per transaction.'}),
  record({lvl1: 'Calling the APIs', content: 'Send the client_id and client_secret headers.'}),
  record({lvl1: 'e-KYC Overview', content: 'Verify identities with e-KYC.'}),
  record({lvl1: 'Error Codes', keywords: 'latest_error FailedOperation.CompareFail'}),
];
const engine = new SearchEngine(records, [
  ['api key', 'client id', 'client secret'],
  ['testnet', 'staging'],
]);
const titles = (query: string, params = {}) =>
  engine.search({query, ...params}).hits.map((hit) => hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1);

test.describe('search engine', () => {
  test('tokenizes on punctuation and case', () => {
    expect(tokenize('POST /api/token/mint — Créer')).toEqual(['post', 'api', 'token', 'mint', 'creer']);
  });

  test('counts typos as Algolia does: a swap of two letters is one', () => {
    expect(typoDistance('wallet', 'walet', 2)).toBe(1);
    expect(typoDistance('wallet', 'wallte', 2)).toBe(1);
    expect(typoDistance('contract', 'contarct', 2)).toBe(1);
    expect(typoDistance('token', 'taken', 2)).toBe(1);
    expect(typoDistance('category', 'catgeroy', 1)).toBe(2);
  });

  test('plurals and common endings share a stem', () => {
    for (const group of [
      ['price', 'prices', 'priced', 'pricing'],
      ['wallet', 'wallets'],
      ['create', 'creating', 'created', 'creates'],
      ['category', 'categories'],
      ['manage', 'managed', 'management'],
      ['available', 'availability'],
      ['compatible', 'compatibility'],
    ]) {
      expect(new Set(group.map(stem)).size, group.join(' ')).toBe(1);
    }
    // A stem is a prefix of every word it stands for: the engine finds the forms by it.
    expect('availability'.startsWith(stem('available'))).toBe(true);
    expect(stem('table')).not.toBe(stem('tab'));
  });

  test('a title match beats a body match', () => {
    expect(titles('wallet')[0]).toBe('Wallet API');
    expect(titles('wallet')).toContain('Rate Limits');
  });

  test('the last word matches as a prefix', () => {
    expect(titles('wal')[0]).toBe('Wallet API');
    expect(titles('mint tok')[0]).toBe('Mint tokens');
  });

  test('one typo from four letters, two from eight, none below', () => {
    expect(titles('walet')[0]).toBe('Wallet API');
    expect(titles('tokn')).toContain('Burn tokens');
    expect(titles('prcied')).toContain('Token Pricing');
    expect(titles('tranzactoin')).toContain('Token Pricing');
    expect(titles('prczed')).toEqual([]);
    expect(titles('mnt')).toEqual([]);
    expect(titles('burm')).toContain('Burn tokens');
  });

  test('question and filler words never make a query fail', () => {
    expect(titles('how do I mint tokens')[0]).toBe('Mint tokens');
    expect(titles('what is the rate limit')[0]).toBe('Rate Limits');
  });

  test('plural and ending forms find each other', () => {
    expect(titles('pricing')).toContain('Token Pricing');
    expect(titles('wallets')[0]).toBe('Wallet API');
  });

  test("synonyms from the synonyms file, after the reader's own words", () => {
    expect(titles('api key')).toContain('Calling the APIs');
    expect(titles('client secret')[0]).toBe('Calling the APIs');
  });

  test('hyphenated words match written solid', () => {
    expect(titles('ekyc')[0]).toBe('e-KYC Overview');
  });

  test('code identifiers are found, and never shown', () => {
    const hit = engine.search({query: 'FailedOperation.CompareFail'}).hits[0]!;
    expect(hit.hierarchy.lvl1).toBe('Error Codes');
    expect(hit).not.toHaveProperty('keywords');
    expect(titles('latest_error')[0]).toBe('Error Codes');
    expect(
      identifiersIn('{"client_id": "x", "type": "MyKad", "note": "Hello World"} GET /api/wallet/wallet'),
    ).toEqual(['client_id', 'MyKad', '/api/wallet/wallet']);
  });

  test('API paths are searchable, and so is the plain-words form', () => {
    expect(titles('/api/token/mint')[0]).toBe('Mint tokens');
    expect(titles('mint token')[0]).toBe('Mint tokens');
  });

  test('records with every word come first; when none has them all, records with some of them follow', () => {
    expect(titles('mint tokens')[0]).toBe('Mint tokens');
    const partial = titles('mint audit');
    expect(partial).toContain('Mint tokens');
    expect(partial).toContain('Audit Trail API');
    expect(titles('zzqxj wqzzv')).toEqual([]);
  });

  test('one hit per URL', () => {
    const urls = engine.search({query: 'mint'}).hits.map((hit) => hit.url);
    expect(new Set(urls).size).toBe(urls.length);
  });

  test('facet filters work the way Algolia applies them', () => {
    expect(titles('wallet', {facetFilters: ['language:en']})).not.toContain('Portefeuille');
    expect(titles('wallet', {facetFilters: ['language:fr']})).toEqual(['Portefeuille']);
    expect(
      titles('markdown', {
        facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
      }),
    ).toEqual(['Markdown page']);
    expect(titles('markdown', {facetFilters: [['docusaurus_tag:docs-default-current']]})).toEqual([]);
    expect(titles('markdown', {facetFilters: ['-docusaurus_tag:default']})).toEqual([]);
  });

  test('highlights matches and escapes everything else', () => {
    const hit = engine.search({query: 'mint', highlightPreTag: '<mark>', highlightPostTag: '</mark>'})
      .hits[0]!;
    expect(hit._highlightResult.hierarchy.lvl2?.value).toBe('<mark>Mint</mark> tokens');
    expect(hit._highlightResult.hierarchy.lvl2?.matchLevel).toBe('full');
    const evil = new SearchEngine([record({lvl1: 'Use <script>alert(1)</script> & more'})]);
    const value = evil.search({query: 'script'}).hits[0]!._highlightResult.hierarchy.lvl1?.value;
    expect(value).toBe('Use &lt;<mark>script</mark>&gt;alert(1)&lt;/<mark>script</mark>&gt; &amp; more');
  });

  test('marks only the words that rank: a stop word of a question is not marked in every hit', () => {
    const stops = new SearchEngine([record({lvl1: 'Wallet API', lvl2: 'Switch a wallet off'})]);
    const lvl2 = stops.search({query: 'how do i switch off a wallet'}).hits[0]!._highlightResult.hierarchy
      .lvl2;
    expect(lvl2?.value).toBe('<mark>Switch</mark> a <mark>wallet</mark> <mark>off</mark>');
    expect(lvl2?.matchLevel).toBe('full');
  });

  test('hits carry highlights of the levels and content that have text only, as Algolia does', () => {
    const hit = new SearchEngine([record({lvl1: 'Mint API', lvl2: 'Mint tokens'})]).search({
      query: 'mint',
    }).hits[0]!;
    // Docusaurus's /search page shows the last highlighted level as the title, the others as breadcrumbs.
    expect(Object.keys(hit._highlightResult.hierarchy)).toEqual(['lvl0', 'lvl1', 'lvl2']);
    expect(hit._highlightResult.content).toBeUndefined();
    expect(hit._snippetResult.content).toBeUndefined();
  });

  test('snippets cut long content around the first match', () => {
    const long = new SearchEngine([
      record({lvl1: 'Long', content: `${'alpha '.repeat(30)}needle ${'omega '.repeat(30)}`}),
    ]);
    const snippet = long.search({query: 'needle', attributesToSnippet: ['content:6']}).hits[0]!._snippetResult
      .content!;
    expect(snippet.value).toBe('…alpha alpha <mark>needle</mark> omega omega omega…');
  });

  test('pages through results', () => {
    const first = engine.search({query: 'api', hitsPerPage: 2, page: 0});
    const second = engine.search({query: 'api', hitsPerPage: 2, page: 1});
    expect(first.hits).toHaveLength(2);
    expect(first.nbPages).toBe(Math.ceil(first.nbHits / 2));
    expect(second.hits[0]!.url).not.toBe(first.hits[0]!.url);
  });

  test('hostile queries return quietly', () => {
    const hostile = [
      'a'.repeat(10_000),
      '.*+?^${}()|[]\\/',
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      '\u0000\uffff\ud800',
      ' '.repeat(500),
    ];
    // Every stop word once, over a text that has them all: ranked as words, as a query of stop words alone is,
    // within the words' limit; the record is found, and counted once.
    const stopWords = [...STOP_WORDS].join(' ');
    const answer = new SearchEngine([record({lvl1: 'Stop words', content: stopWords})]).search({
      query: stopWords,
    });
    expect([answer.nbHits, answer.hits.length]).toEqual([1, 1]);
    for (const query of hostile) {
      expect(() => engine.search({query})).not.toThrow();
      for (const hit of engine.search({query}).hits) {
        expect(JSON.stringify(hit._highlightResult)).not.toMatch(/<(script|img)/i);
      }
    }
  });
});

test.describe('search ranking signals', () => {
  const rank = (engine: SearchEngine, query: string) =>
    engine.search({query}).hits.map((hit) => hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1);

  test('a name written joined is a name: found solid, and before its words apart', () => {
    expect(indexWords('Send client_secret to /api/wallet/get-wallet-transactions')).toEqual([
      'send',
      'client',
      'secret',
      'clientsecret',
      'to',
      'api',
      'wallet',
      'get',
      'wallet',
      'transactions',
      'apiwalletgetwallettransactions',
      'getwallettransactions',
    ]);
    const engine = new SearchEngine([
      record({lvl1: 'Keys', content: 'A client of the portal gets a secret key.'}),
      record({lvl1: 'Headers', content: 'Every call sends the client_secret header.'}),
      record({lvl1: 'Wallet history', lvl2: 'Get wallet transaction count'}),
      record({lvl1: 'Wallet extras', content: 'GET /api/wallet/get-wallet-transactions'}),
    ]);
    expect(rank(engine, 'client_secret')).toEqual(['Headers', 'Keys']);
    expect(rank(engine, 'get-wallet-transactions')[0]).toBe('Wallet extras');
    // A path is found from its beginning, as a reader types it.
    expect(rank(engine, '/api/wallet/get-wal')[0]).toBe('Wallet extras');
  });

  test('a long question weighs its words by how often the pages head a section with them: framing met by chance does not carry a record past the subject', () => {
    const engine = new SearchEngine([
      record({lvl1: 'Tokens', lvl2: 'Create token', content: 'Creates a token contract.'}),
      record({lvl1: 'Tokens', lvl2: 'Mint token', content: 'Mints more of a token.'}),
      record({lvl1: 'Tokens', lvl2: 'Pause token', content: 'Pausing freezes every transfer of the token.'}),
      record({lvl1: 'Errors', lvl2: 'Retries', content: 'Some people still retry while a call waits.'}),
    ]);
    // people, still, while: three of five words, none of them a heading's; token and pause: two, both headings'.
    expect(rank(engine, 'can people still pause my token while')[0]).toBe('Pause token');
    // A short query counts each word the same, as Algolia's allOptional does.
    const counted = new WordsCriterion([0.1, 1, 1]);
    expect(counted.level(0b001)).toBe(1);
    expect(counted.level(0b110)).toBe(2);
    // From LONG_QUERY_TERMS terms on, by informativeness, scaled to the number of terms; all of them only when all are met.
    expect(LONG_QUERY_TERMS).toBe(4);
    const weighed = new WordsCriterion([0.1, 0.1, 0.1, 1]);
    expect(weighed.level(0b0111)).toBe(1);
    expect(weighed.level(0b1000)).toBe(3);
    expect(weighed.level(0b1110)).toBe(3);
    expect(weighed.level(0b1111)).toBe(4);
  });

  test("question and filler words do not use up the limit of a query's words", () => {
    const engine = new SearchEngine([
      record({lvl1: 'Explorer', content: 'Hide the raw input of a transaction.'}),
      record({lvl1: 'Transactions', content: 'The raw input data of a transaction.'}),
    ]);
    // Thirteen words, seven of them question words: the last, explorer, is still read.
    expect(rank(engine, 'how do i hide raw input data of my transactions in the explorer')[0]).toBe(
      'Explorer',
    );
  });

  test("content that opens with the query's word (a parameter row) comes before content that mentions it", () => {
    const engine = new SearchEngine([
      record({lvl1: 'Async writes', content: 'Your request includes a callback_url that MasChain calls.'}),
      record({lvl1: 'Mint tokens', content: 'callback_url required string — Your HTTPS endpoint.'}),
    ]);
    expect(rank(engine, 'callback_url')).toEqual(['Mint tokens', 'Async writes']);
  });

  test('a row that opens with the word comes before text under a heading further up that has it', () => {
    const hierarchy = {lvl0: 'Docs', lvl1: 'Guide', lvl2: 'Callbacks', lvl3: 'Retries'};
    const engine = new SearchEngine([
      record({
        lvl1: 'Guide',
        hierarchy: {...hierarchy, lvl4: null, lvl5: null, lvl6: null},
        url: 'https://d.example/guide#retries',
        anchor: 'retries',
        content: 'A failed delivery is sent again three times.',
      }),
      record({lvl1: 'Mint', content: 'callbacks optional array — Addresses to notify.'}),
    ]);
    expect(engine.search({query: 'callbacks'}).hits.map((hit) => hit.hierarchy.lvl1)).toEqual([
      'Mint',
      'Guide',
    ]);
  });

  test("text under a heading with the query's word comes before text under a heading further up that has it", () => {
    // A section of level 3: its heading's record, then its text.
    const section = (lvl1: string, lvl2: string, lvl3: string) => {
      const hierarchy = {lvl0: 'Docs', lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null};
      const url = `https://d.example/${lvl1.replace(/\W+/g, '-')}#${lvl3}`;
      const base = {lvl1, hierarchy, url, anchor: lvl3};
      return [
        record({...base, type: 'lvl3'}),
        record({...base, content: 'Lists the transactions of a wallet.'}),
      ];
    };
    const engine = new SearchEngine([
      ...section('Wallet guide', 'Holdings', 'Fees'),
      ...section('NFT guide', 'Lookups', 'Holdings'),
    ]);
    expect(engine.search({query: 'holdings transactions'}).hits.map((hit) => hit.hierarchy.lvl1)).toEqual([
      'NFT guide',
      'Wallet guide',
    ]);
  });

  test('a pricing page follows a page with the same match, unless the query asks about cost', () => {
    const text = (lvl1: string, pageRank: number) =>
      record({lvl1, content: 'Mint tokens for a fee per call.', weight: {pageRank, level: 0, position: 0}});
    // The pricing page comes first on a tie.
    const engine = new SearchEngine([text('Token rates', -3), text('Token guide', 0)]);
    const pages = (query: string) => engine.search({query}).hits.map((hit) => hit.hierarchy.lvl1);
    expect(pages('mint tokens')).toEqual(['Token guide', 'Token rates']);
    expect(pages('mint tokens fee')).toEqual(['Token rates', 'Token guide']);
    expect(pages('how much does it cost to mint tokens')).toEqual(['Token rates', 'Token guide']);
  });

  test('a phrase of question words in the synonyms file is a term: "how many" asks for a limit', () => {
    const engine = new SearchEngine(
      [
        record({lvl1: 'Wallet API', lvl2: 'Create wallets', content: 'Creates wallets for your company.'}),
        record({lvl1: 'Wallet rules', content: 'Create at most ten wallets.'}),
      ],
      [['limit', 'at most', 'how many']],
    );
    expect(rank(engine, 'how many wallets can I create')[0]).toBe('Wallet rules');
  });

  test('a word in two synonym groups is met by the members of both, as on Algolia', () => {
    const engine = new SearchEngine(
      [
        record({lvl1: 'Pricing', content: 'The charge per call.'}),
        record({lvl1: 'Utilities', content: 'Estimate the gas of a call.'}),
        record({lvl1: 'Guide', content: 'Make a call.'}),
      ],
      [
        ['price', 'fee', 'charge'],
        ['gas', 'fee'],
      ],
    );
    expect(rank(engine, 'fee').sort()).toEqual(['Pricing', 'Utilities']);
  });

  test('a word written as the index has it is not met by a typo for the words criterion: generate is not general', () => {
    const engine = new SearchEngine([
      record({lvl1: 'Errors', content: 'A general fault: the verification link has expired.'}),
      record({lvl1: 'Verification API', lvl2: 'Create a verification link'}),
      record({lvl1: 'Reports', lvl2: 'Generate reports'}),
    ]);
    expect(rank(engine, 'generate verification link')[0]).toBe('Create a verification link');
    // A word the index does not have still meets its near words, and counts.
    expect(rank(engine, 'genral verification link')[0]).toBe('Errors');
  });

  test('a word the index lacks in every form meets the word it corrects to in its forms too; a word it has does not', () => {
    const engine = new SearchEngine([
      record({lvl1: 'Utilities', lvl2: 'List compiler versions'}),
      record({lvl1: 'Guide', content: 'Pick a version.'}),
      record({lvl1: 'Token API'}),
      record({lvl1: 'Travel', content: 'The train was taken.'}),
      record({lvl1: 'Timing', content: 'It takes a block.'}),
    ]);
    // verison is one typo from version, two from versions: as a form of version, versions is met with one.
    expect(rank(engine, 'verison').sort()).toEqual(['Guide', 'List compiler versions']);
    // token is in the index: taken, one typo away, is another word, and its forms (takes) are not met.
    expect(rank(engine, 'token')).not.toContain('Timing');
  });

  test('a word the index lacks stands for its correction in the synonyms file, the typos carried', () => {
    const engine = new SearchEngine(
      [
        record({lvl1: 'Introduction', lvl2: 'Mas Wallet'}),
        record({lvl1: 'Getting started', lvl2: 'MasWallet'}),
        record({lvl1: 'Deactivate a wallet', content: 'A wallet deactivated is disabled.'}),
      ],
      [
        ['maswallet', 'mas wallet'],
        ['disable', 'deactivate'],
      ],
    );
    // maswalet is maswallet mistyped: the members of its group meet it, with its typo, after the word itself.
    expect(rank(engine, 'maswalet')).toEqual(['MasWallet', 'Mas Wallet']);
    // A phrase of the file with a word mistyped is still the phrase.
    expect(rank(engine, 'mas walet')).toEqual(['Mas Wallet', 'MasWallet']);
    // A word of the synonyms file is the reader's own, not a typo of a word of the pages (disabled).
    expect(rank(engine, 'disable')[0]).toBe('Deactivate a wallet');
  });

  test('of two equal matches, the one on a page that meets the word in more of its records comes first', () => {
    const engine = new SearchEngine([
      record({lvl1: 'Entity API', content: 'parent_id optional integer — Id of the parent.'}),
      record({lvl1: 'Category API', content: 'parent_id required integer — Id of the parent.'}),
      record({lvl1: 'Category API', lvl2: 'Building the tree', content: 'Set parent_id to nest a category.'}),
      record({lvl1: 'Category API', lvl2: 'Moving a category', content: 'Change its parent_id.'}),
      record({lvl1: 'Category API', lvl2: 'Errors', content: 'An unknown parent_id is refused.'}),
    ]);
    expect(engine.search({query: 'parent_id'}).hits[0]!.hierarchy.lvl1).toBe('Category API');
  });

  test("a page's keywords bring the page forward, and the record that stands for it is one of its sections", () => {
    const pages = (keywords?: string) =>
      new SearchEngine([
        record({lvl1: 'Token API', lvl2: 'Disable transfers', content: 'Stops transfers from any wallet.'}),
        record({lvl1: 'Wallet API', ...(keywords ? {pageKeywords: keywords} : {})}),
        record({lvl1: 'Wallet API', lvl2: 'Kinds of account', content: 'Each user has an account.'}),
        record({
          lvl1: 'Wallet API',
          lvl2: 'Deactivate a wallet',
          content: 'A deactivated wallet cannot sign.',
        }),
      ]);
    expect(rank(pages(), 'disable wallet')[0]).toBe('Disable transfers');
    const [first] = rank(pages('disable wallet, switch off wallet'), 'disable wallet');
    expect(['Kinds of account', 'Deactivate a wallet']).toContain(first);
  });

  test("a title record first by its page's keywords alone gives its place to the page's next record", () => {
    // Records 0 and 2 are page 0's (its title record, then a section), record 1 is page 1's.
    const pageOf = (index: number) => (index === 1 ? 1 : 0);
    const meets = new Meets(3);
    meets.add(0, 0.5, 0, false, PAGE_KEYWORDS_BIT << TEXT_FIELDS_SHIFT);
    const ranks = [0, 1, 2].map((index) => ({index}) as Rank);
    const order = (termMeets: TermMeets[]) => keywordsYield(ranks, pageOf, termMeets).map(({index}) => index);
    expect(order([new TermMeets(meets, 1, 0)])).toEqual([2, 1, 0]);
    // Met in its text too, not by the keywords alone: the rules of ./sectionsFirst.ts decide.
    meets.add(0, 0.85, 0, true, CONTENT_BIT << TEXT_FIELDS_SHIFT);
    expect(order([new TermMeets(meets, 1, 0)])).toEqual([0, 1, 2]);
  });

  test("of two equal matches of a path, the endpoint's own section comes before a table that lists it", () => {
    const engine = new SearchEngine([
      record({lvl1: 'NFT API', lvl2: 'Mint endpoints by file size', content: '/api/nft/mint-large — 100 MB'}),
      record({lvl1: 'NFT API', lvl2: 'Mint a large NFT', content: 'POST /api/nft/mint-large'}),
    ]);
    expect(rank(engine, '/api/nft/mint-large')).toEqual(['Mint a large NFT', 'Mint endpoints by file size']);
  });

  test("text on a page whose title has the query's word comes before a section heading on another page", () => {
    const engine = new SearchEngine([
      record({lvl1: 'Guide', lvl2: 'Webhooks'}),
      record({lvl1: 'Webhooks', lvl2: 'Retries', content: 'A failed delivery is sent again.'}),
    ]);
    expect(engine.search({query: 'webhooks'}).hits.map((hit) => hit.hierarchy.lvl1)).toEqual([
      'Webhooks',
      'Guide',
    ]);
  });

  test("of two equal matches, the one on a page whose title has the query's word comes first", () => {
    const engine = new SearchEngine([
      record({lvl1: 'NFT API', lvl2: 'Mint tokens'}),
      record({lvl1: 'Token API', lvl2: 'Mint tokens'}),
    ]);
    expect(engine.search({query: 'mint tokens'}).hits.map((hit) => hit.hierarchy.lvl1)).toEqual([
      'Token API',
      'NFT API',
    ]);
  });
  test('a word no heading of the site has weighs less: it frames the question more than it names a subject', () => {
    // "say" and "pending" are each in two records; only "pending" heads a section.
    const framed = [
      record({lvl1: 'Gamma', content: 'The log would say so.'}),
      record({lvl1: 'Delta', content: 'Errors say which field.'}),
      record({lvl1: 'Alpha', lvl2: 'Pending'}),
      record({lvl1: 'Beta', content: 'A transfer stays pending for a while.'}),
    ];
    const order = () =>
      new SearchEngine(framed).search({query: 'say pending'}).hits.map((hit) => hit.hierarchy.lvl1);
    expect(order().slice(0, 2)).toEqual(['Alpha', 'Beta']);
    setWeights({framing: 1});
    try {
      expect(order()[1]).not.toBe('Beta');
    } finally {
      setWeights({framing: WEIGHTS_AT_START.framing});
    }
  });
});

test.describe('prebuilt index', () => {
  test('keeps every record whole: the records read back from its files are the records given', () => {
    const {head, shards, chunks} = buildIndexFiles(records, [['testnet', 'staging']], {
      shardSize: 200,
      chunkSize: 200,
    });
    expect(shards.length).toBeGreaterThan(3);
    expect(chunks.length).toBeGreaterThan(3);
    const store = new IndexStore(JSON.parse(JSON.stringify(head)), {
      shards: JSON.parse(JSON.stringify(shards)),
      chunks: JSON.parse(JSON.stringify(chunks)),
    });
    const readBack = Array.from({length: store.recordCount}, (_, i) => store.record(i));
    const byId = (list: SearchRecord[]) =>
      Object.fromEntries(list.map((item) => [item.objectID, {...item, keywords: item.keywords}]));
    expect(byId(readBack)).toEqual(byId(records));
  });

  test('sizes record chunks for the whole index when a reader fetches it all, for one query past that', () => {
    // A site of up to PREFETCH_RECORDS records is fetched whole after the first answer: larger chunks gzip better.
    const page = (n: number) =>
      Array.from({length: 10}, (_, i) =>
        record({lvl1: `Page ${n}`, lvl2: `Part ${i}`, content: `Text ${n} ${i}.`}),
      );
    const site = (pages: number) => Array.from({length: pages}, (_, n) => page(n)).flat();
    const largest = (records: SearchRecord[]) =>
      Math.max(...buildIndexFiles(records, []).chunks.map((chunk) => JSON.stringify(chunk).length));
    expect(PREFETCH_RECORDS).toBe(5000);
    expect(largest(site(500))).toBeGreaterThan(40_000);
    expect(largest(site(501))).toBeLessThan(30_000);
  });

  test('writes postings as signed gaps and the vocabulary front-coded, and reads both back exactly', () => {
    const ids = [0, 1, 2, 5, 6, 40, 41, 1000];
    const bits = [1, 5, 5, 2, 1, 7, 5, 5];
    const postings = encodePostings(ids, bits, POSTING_BITS.records);
    // The usual bits as the gap, the second as the gap negated, any other as a pair; two negatives in a row stay apart.
    expect(postings).toEqual([1, -1, -1, [3, 2], 1, [34, 7], -1, -959]);
    const [readIds, readBits] = decodePostings(JSON.parse(JSON.stringify(postings)), POSTING_BITS.records);
    expect([...readIds]).toEqual(ids);
    expect([...readBits]).toEqual(bits);

    const long = 'x'.repeat(40);
    const words = [
      '2fa',
      'a',
      'a1',
      'ab',
      'abc',
      'abd',
      `b${long}`,
      `b${long}y`,
      'b1',
      'token',
      'tokenized',
      'tokens',
    ];
    expect(packWords(['token', 'tokenized', 'tokens'])).toBe('0token 5ized 5s');
    expect(unpackWords(JSON.parse(JSON.stringify(packWords(words))))).toEqual(words);
    expect(unpackWords(packWords([]))).toEqual([]);
    expect(() => packWords(['two words'])).toThrow('cannot store the word');
  });

  test("writes a record's content alone when nothing else is to say, leaves out a bare heading, reads both back", () => {
    // Records as the build writes them: objectIDs and weights the layout implies, so nothing overrides them.
    const page = [
      record({lvl1: 'Token API'}),
      record({lvl1: 'Token API', content: 'Mint and burn tokens.'}),
      record({lvl1: 'Token API', lvl2: 'Mint tokens'}),
      record({
        lvl1: 'Token API',
        lvl2: 'Mint tokens',
        content: 'POST /api/token/mint adds units.',
        keywords: 'mint',
      }),
      record({lvl1: 'Token API', lvl2: 'Burn tokens'}),
    ].map((item, position) => ({
      ...item,
      objectID: `/token-api#${position}`,
      weight: {...item.weight, pageRank: 0, position},
    }));
    const {head, shards, chunks} = buildIndexFiles(page, []);
    expect(chunks[0]![0]!.map(([, , ...stored]) => stored)).toEqual([
      ['Mint and burn tokens.'],
      [['POST /api/token/mint adds units.', 'mint']],
      [],
    ]);
    const store = new IndexStore(JSON.parse(JSON.stringify(head)), {
      shards: JSON.parse(JSON.stringify(shards)),
      chunks: JSON.parse(JSON.stringify(chunks)),
    });
    expect(page.map((_, i) => store.record(i))).toEqual(page);
  });

  test("writes a heading shared with the page's previous section once, and reads it back whole", () => {
    const page = [
      ['Token', 'Token API', null, null, null, null, null],
      ['Token', 'Token API', 'Mint', null, null, null, null],
      ['Token', 'Token API', 'Mint', 'Webhook result', null, null, null],
      ['Token', 'Token API', null, 'Errors', null, null, null],
    ];
    const stored = compactHierarchies(page);
    expect(stored).toEqual([
      ['Token', 'Token API'],
      [0, 0, 'Mint'],
      [0, 0, 0, 'Webhook result'],
      [0, 0, null, 'Errors'],
    ]);
    expect(fullHierarchies(JSON.parse(JSON.stringify(stored)))).toEqual(page);
  });
});
