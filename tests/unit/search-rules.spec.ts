import {test, expect} from '@playwright/test';
import {indexWords, SearchEngine, tokenize, type ApiOperation} from '../../src/lib/search/engine';
import type {Rank} from '../../src/lib/search/engine/ranking';
import {sectionsFirst} from '../../src/lib/search/engine/sectionsFirst';
import type {SearchRecord} from '../../src/lib/search/types';
import {record} from '../support/searchRecord';

/** The headings of the first hit. */
const firstHeadings = (engine: SearchEngine, query: string) =>
  engine.search({query, hitsPerPage: 1}).hits[0]!.hierarchy;

/** The sections (or pages) of the first hits. */
function firstHits(records: SearchRecord[], query: string): string[] {
  const engine = new SearchEngine(records);
  return engine.search({query, hitsPerPage: 3}).hits.map((hit) => hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1!);
}

// The rules that choose which section stands for a page, and how words are read.

test.describe('the section that answers stands for its page (sectionsFirst)', () => {
  // Records 0-2 are one page (0 is the page as a whole), 3-4 another (3 is the page as a whole).
  const pageOf = (index: number) => (index < 3 ? 0 : 1);
  const isWholePage = (index: number) => index === 0 || index === 3;
  const rank = (
    index: number,
    words: number,
    sectionHeadingMatches = 0,
    typos = 0,
    titleMatches = 0,
  ): Rank => ({
    index,
    words,
    met: (1 << words) - 1,
    typos,
    sectionHeadingMatches,
    titleMatches,
    score: 10 - index,
    proximity: 0,
    headingWords: 1,
    statesName: false,
    operationFit: 0,
    level: 0,
    position: index,
  });
  const order = (ranks: Rank[]) => sectionsFirst(ranks, isWholePage, pageOf).map(({index}) => index);

  test('the page as a whole gives its place to a section that meets as many words', () => {
    expect(order([rank(0, 3), rank(3, 3), rank(1, 3)])).toEqual([1, 3, 0]);
  });

  test('a section with more of the words in its heading: as many words, or all but one (at least two) when its heading has two or more of them; not fewer, nor with more typos', () => {
    expect(order([rank(1, 3), rank(2, 2, 2)])).toEqual([2, 1]);
    // One word fewer and only one in its heading (often the page's subject, or the word in another sense): no.
    expect(order([rank(1, 3), rank(2, 2, 1)])).toEqual([1, 2]);
    expect(order([rank(1, 3), rank(2, 3, 1)])).toEqual([2, 1]);
    expect(order([rank(1, 4), rank(2, 2, 1)])).toEqual([1, 2]);
    expect(order([rank(1, 2), rank(2, 1, 1)])).toEqual([1, 2]);
    expect(order([rank(1, 3), rank(2, 3, 1, 1)])).toEqual([1, 2]);
  });

  test('for a question that asks how many or why, the best-ranked section stays: a heading with more of the words names what is counted, done or billed, not the limit or the reason', () => {
    const quantity = {
      parentOf: () => -1,
      isOperation: () => false,
      headingKey: () => '',
      headingsStandIn: false,
    };
    const orderFor = (ranks: Rank[]) =>
      sectionsFirst(ranks, isWholePage, pageOf, undefined, undefined, quantity).map(({index}) => index);
    expect(orderFor([rank(1, 3), rank(2, 3, 2)])).toEqual([1, 2]);
    expect(order([rank(1, 3), rank(2, 3, 2)])).toEqual([2, 1]);
    // The page as a whole still gives its place to the page's best-ranked section.
    expect(orderFor([rank(0, 3), rank(2, 3, 2), rank(1, 3)])).toEqual([2, 0, 1]);
  });

  test("the page as a whole never stands for its page when one of its sections is ranked: the page's best-ranked section does, or for the page's name its first", () => {
    // Fewer words, or more typos, than the rules above allow: still the page's best section.
    expect(order([rank(0, 4), rank(3, 4), rank(1, 2)])).toEqual([1, 3, 0]);
    expect(order([rank(0, 3), rank(1, 3, 0, 1)])).toEqual([1, 0]);
    expect(order([rank(0, 2), rank(2, 2), rank(1, 2)])).toEqual([2, 0, 1]);
    // The query is the page's name (every word met is in its title): the page's first section ranked.
    expect(order([rank(0, 2, 0, 0, 2), rank(1, 2, 1)])).toEqual([1, 0]);
    expect(order([rank(0, 2, 0, 0, 2), rank(2, 2, 1), rank(1, 2, 1)])).toEqual([1, 2, 0]);
    // No section of the page ranked: the page as a whole stays.
    expect(order([rank(0, 3), rank(3, 3)])).toEqual([0, 3]);
  });

  test('unless a section has two or more of the words in its heading: the page names the task that section does', () => {
    expect(order([rank(0, 3, 0, 0, 3), rank(1, 3, 2)])).toEqual([1, 0]);
    expect(order([rank(0, 3, 0, 0, 3), rank(1, 3, 1), rank(2, 2, 2)])).toEqual([2, 1, 0]);
  });

  test("for the page's name, a section first ranked gives its place to the page's first section unless its heading alone has the most words", () => {
    // Records 1 and 2 are sections of page 0 whose headings both repeat the title's two words (operations on
    // the page's subject): the page's first section (1) stands, wherever the ranking put them.
    expect(order([rank(2, 2, 2, 0, 2), rank(1, 2, 2, 0, 2)])).toEqual([1, 2]);
    expect(order([rank(2, 2, 2, 0, 2), rank(1, 2, 0, 0, 2)])).toEqual([2, 1]);
    // Not the page's name (a word met outside the title): the ranking's own section stays.
    expect(order([rank(2, 2, 2, 0, 1), rank(1, 2, 2, 0, 1)])).toEqual([2, 1]);
  });

  test("the page's name in any form of a synonym: a heading that meets the reader's own word does not hide the title", () => {
    const pricing = [
      record({lvl1: 'Non-Fungible Token Pricing'}),
      record({lvl1: 'Non-Fungible Token Pricing', lvl2: 'What is billed', content: 'Each mint is charged.'}),
      record({
        lvl1: 'Non-Fungible Token Pricing',
        lvl2: 'Transfer an NFT',
        content: 'Free for the first ten.',
      }),
    ];
    const engine = new SearchEngine(pricing, [['nft', 'non fungible token']]);
    // The title has `nft` as `non fungible token`: the query is the page's name, and the page's first section
    // stands for it, not the one whose heading has `nft` as written.
    expect(engine.search({query: 'nft pricing', hitsPerPage: 3}).hits[0]?.url).toBe(
      'https://d.example/non-fungible-token-pricing#what-is-billed',
    );
  });

  test('of two sections, the one with more of the words in its heading stands for the page', () => {
    expect(order([rank(1, 3, 0), rank(3, 3), rank(2, 3, 2)])).toEqual([2, 3, 1]);
  });

  test("a row that lists an endpoint's path gives its place to that endpoint's own section", () => {
    const paths = (index: number) =>
      index === 1
        ? {states: null, lists: '/api/mint-large'}
        : index === 2
          ? {states: '/api/mint-large', lists: null}
          : {states: null, lists: null};
    const withPaths = (ranks: Rank[]) =>
      sectionsFirst(ranks, isWholePage, pageOf, paths).map(({index}) => index);
    expect(withPaths([rank(1, 4, 2), rank(2, 3, 2)])).toEqual([2, 1]);
    // Not for a section that meets fewer of the words than the rule allows.
    expect(withPaths([rank(1, 4, 2), rank(2, 2, 2)])).toEqual([1, 2]);
  });

  test('a table row that lists a path, on built records: the endpoint it names answers', () => {
    const records = [
      record({
        lvl1: 'Ledger API',
        lvl2: 'Mint endpoints by file size',
        content: '/api/token/mint-large — 100 MB',
      }),
      record({lvl1: 'Ledger API', lvl2: 'Mint a large token', content: 'POST /api/token/mint-large'}),
    ];
    expect(firstHits(records, 'mint large file')[0]).toBe('Mint a large token');
  });

  test('pages keep their order', () => {
    expect(order([rank(3, 3), rank(0, 3), rank(4, 3), rank(1, 3)]).map(pageOf)).toEqual([1, 0, 1, 0]);
  });

  // A query of one word.
  test("lands on the section that meets it, not the page's summary ('429')", () => {
    expect(order([rank(0, 1), rank(1, 1)])).toEqual([1, 0]);
  });

  test('keeps a section that meets it for another section, however its heading reads', () => {
    expect(order([rank(1, 1), rank(2, 1, 1)])).toEqual([1, 2]);
  });
});

test("'read' asks for something as 'get' does: the reference's 'Get …' before text that reads a word", () => {
  const records = [
    record({lvl1: 'Wallet API'}),
    record({lvl1: 'Wallet API', lvl2: 'Get transaction count'}),
    record({
      lvl1: 'Wallet API',
      lvl2: 'Get transaction count',
      content: 'GET /api/wallet/{address}/transactions-count',
    }),
    record({lvl1: 'Nonces'}),
    record({
      lvl1: 'Nonces',
      lvl2: 'Preparing a transaction',
      content: 'Read the nonce and the transaction count first.',
    }),
  ];
  expect(firstHits(records, 'read transaction count')[0]).toBe('Get transaction count');
});

test('numbers meet whether written with thousands separators or solid (1,000 and 1000)', () => {
  expect(indexWords('More than 1,000 — 1.50')).toEqual(['more', 'than', '1000', '1', '50']);
  expect(tokenize('1000 checks')).toEqual(['1000', 'checks']);
  // Not a list of numbers, nor a longer run of digits.
  expect(tokenize('steps 1,2,3 and 12,3456')).toEqual(['steps', '1', '2', '3', 'and', '12', '3456']);
});

test('text that four or more sections repeat word for word is shared prose: its running words neither count nor score', () => {
  const row = 'callback_url — your endpoint, where the platform will send a request about the key outcome.';
  const calls = (names: string[]) => names.map((lvl2) => record({lvl1: 'Ledger API', lvl2, content: row}));
  const auth = record({
    lvl1: 'Calling the APIs',
    lvl2: 'Authentication',
    content: 'Put the key in the header of each request.',
  });
  expect(firstHits([...calls(['Mint', 'Burn', 'Pause', 'Resume']), auth], 'send key request')[0]).toBe(
    'Authentication',
  );
  // Three sections may share a row that is theirs: it still answers.
  expect(firstHits([...calls(['Mint', 'Burn', 'Pause']), auth], 'send key request')[0]).not.toBe(
    'Authentication',
  );
  // Where the text opens (the parameter a row is about), it still counts.
  expect(firstHits([...calls(['Mint', 'Burn', 'Pause', 'Resume']), auth], 'callback_url')).toHaveLength(3);
});

test.describe('the section that introduces what several sections do (sectionsFirst, Outline)', () => {
  /** A record under a level-3 heading (`lvl3`) of section `lvl2`. */
  const under = (lvl1: string, lvl2: string, lvl3: string, content?: string) =>
    record({lvl1, lvl2, lvl3, content});
  const auditOperations: ApiOperation[] = [
    {method: 'GET', path: '/api/audit/{id}', operationId: 'getAuditRecord'},
    {method: 'POST', path: '/api/audit', operationId: 'createAuditRecord'},
    {method: 'PUT', path: '/api/audit/{id}', operationId: 'updateAuditRecord'},
  ];
  const audit = () => [
    record({lvl1: 'Audit Trail API'}),
    record({lvl1: 'Audit Trail API', lvl2: 'Audit records'}),
    record({
      lvl1: 'Audit Trail API',
      lvl2: 'Audit records',
      content: 'Each entry is kept on chain for good.',
    }),
    under('Audit Trail API', 'Audit records', 'Get an audit record'),
    under('Audit Trail API', 'Audit records', 'Get an audit record', 'GET /api/audit/{id}'),
    under('Audit Trail API', 'Audit records', 'Create an audit record'),
    under('Audit Trail API', 'Audit records', 'Create an audit record', 'POST /api/audit'),
    under('Audit Trail API', 'Audit records', 'Update an audit record'),
    under('Audit Trail API', 'Audit records', 'Update an audit record', 'PUT /api/audit/{id}'),
  ];
  const first = (records: SearchRecord[], query: string, operations: ApiOperation[] = []) => {
    const hit = new SearchEngine(records, [], operations).search({query, hitsPerPage: 1}).hits[0]!;
    return hit.hierarchy.lvl3 ?? hit.hierarchy.lvl2 ?? hit.hierarchy.lvl1;
  };

  test('sub-sections whose headings share the words: the section they sit under stands for them', () => {
    expect(first(audit(), 'audit record', auditOperations)).toBe('Audit records');
    expect(first(audit(), 'what is an audit record', auditOperations)).toBe('Audit records');
  });

  test('not when a word of the query, a question word too, or one more word tells one of them apart', () => {
    expect(first(audit(), 'get audit record', auditOperations)).toBe('Get an audit record');
    expect(first(audit(), 'how do i get an audit record', auditOperations)).toBe('Get an audit record');
    expect(first(audit(), 'create audit record', auditOperations)).toBe('Create an audit record');
  });

  const webhookOperations: ApiOperation[] = [
    {method: 'GET', path: '/api/hooks/{id}', operationId: 'getContractWebhook'},
    {method: 'POST', path: '/api/hooks', operationId: 'createContractWebhook'},
  ];
  const title = 'Smart Contract Webhook API';
  const webhooks = [
    record({lvl1: title}),
    record({lvl1: title, lvl2: 'Concepts'}),
    record({lvl1: title, lvl2: 'Concepts', content: 'Your endpoint hears of each event.'}),
    record({lvl1: title, lvl2: 'Get webhook'}),
    record({lvl1: title, lvl2: 'Get webhook', content: 'GET /api/hooks/{id}'}),
    record({lvl1: title, lvl2: 'Create webhook'}),
    record({lvl1: title, lvl2: 'Create webhook', content: 'POST /api/hooks'}),
  ];

  test("the page's name of one term, which its operations' headings all repeat: the page's first section", () => {
    expect(first(webhooks, 'webhook', webhookOperations)).toBe('Concepts');
    // A word that one operation's heading has tells it apart.
    expect(first(webhooks, 'create webhook', webhookOperations)).toBe('Create webhook');
  });

  test("sections that are not the API's operations may each name the page's subject: the ranking's own section stays", () => {
    // Records 1 and 2 are sections of page 0, both headed with the page's name of one term; 2 ranks first.
    const named = (index: number): Rank => ({
      index,
      words: 1,
      met: 1,
      typos: 0,
      sectionHeadingMatches: 1,
      titleMatches: 1,
      score: 10 - index,
      proximity: 0,
      headingWords: 2,
      statesName: false,
      operationFit: 0,
      level: 90,
      position: index,
    });
    const order = (isOperation: boolean) =>
      sectionsFirst(
        [named(2), named(1)],
        () => false,
        () => 0,
        undefined,
        undefined,
        {
          parentOf: () => -1,
          isOperation: () => isOperation,
          headingKey: () => '+',
        },
      ).map(({index}) => index);
    expect(order(true)).toEqual([1, 2]);
    expect(order(false)).toEqual([2, 1]);
  });
});

test("a query that names a service and nothing in it: the service's overview", () => {
  const page = (lvl1: string, pageRank: number, lvl2?: string, content?: string) => {
    const base = record({lvl1, lvl2, content});
    return {
      ...base,
      hierarchy: {...base.hierarchy, lvl0: 'Audit Trail'},
      weight: {...base.weight, pageRank},
    } as SearchRecord;
  };
  const records = [
    page('Audit Trail API', 0),
    page('Audit Trail API', 0, 'Audit records', 'Each audit record is kept on chain.'),
    page('Audit Trail Overview', -1),
    page('Audit Trail Overview', -1, 'What it is for', 'Keep a tamper-proof trail of records.'),
  ];
  const engine = new SearchEngine(records);
  const firstPage = (query: string) => firstHeadings(engine, query).lvl1;
  expect(firstPage('audit trail')).toBe('Audit Trail Overview');
  // A word the service's name lacks: the overview weighs less, as ever.
  expect(firstPage('audit trail record')).toBe('Audit Trail API');
});

test('a phrase is close to a word where its words stand together, not where one of them stands alone', () => {
  const records = [
    record({lvl1: 'MAS Wallet Introduction'}),
    record({
      lvl1: 'MAS Wallet Introduction',
      lvl2: 'Who it is for',
      content: 'Developers who need wallet login.',
    }),
    record({
      lvl1: 'MAS Wallet Introduction',
      lvl2: 'How it works',
      content: 'Users choose Login with MasWallet.',
    }),
  ];
  const engine = new SearchEngine(records, [['mas wallet', 'maswallet']]);
  expect(firstHeadings(engine, 'mas wallet login').lvl2).toBe('How it works');
});

test("a page's name with a facet word (its price): the section headed with a noun of that facet, the shortest heading first", () => {
  const records = [
    record({lvl1: 'e-KYC Pricing'}),
    record({
      lvl1: 'e-KYC Pricing',
      lvl2: 'What is billed',
      content: 'Each verification is one billable call.',
    }),
    record({lvl1: 'e-KYC Pricing', lvl2: 'How the fee bands work', content: 'Calls move to the next band.'}),
    record({lvl1: 'e-KYC Pricing', lvl2: 'Rates', content: 'Full check: 3.50 MYR per verification.'}),
  ];
  const engine = new SearchEngine(records, [['price', 'cost', 'fee']]);
  const first = (query: string) => firstHeadings(engine, query).lvl2;
  expect(first('ekyc pricing')).toBe('Rates');
  // A mistyped facet word asks what its correction asks.
  expect(first('ekyc pricng')).toBe('Rates');
  // No facet asked: the page introduces its subject first.
  expect(first('ekyc')).toBe('What is billed');
});

test('a name written joined: the parameter row that declares it before a list that mentions it', () => {
  const records = [
    record({
      lvl1: 'Display Options',
      lvl2: 'How options work',
      content: 'tdo_event_logs — the event logs shown',
    }),
    record({
      lvl1: 'Display Options',
      lvl2: 'Create option',
      content: 'tdo_event_logs optional boolean — Show event logs.',
    }),
    record({
      lvl1: 'Display Options',
      lvl2: 'Paging',
      content: 'next_page_params — pass it back for the next page',
    }),
    record({
      lvl1: 'Display Options',
      lvl2: 'List options',
      content: 'page optional integer — The page to read.',
    }),
  ];
  const engine = new SearchEngine(records);
  const first = (query: string) => firstHeadings(engine, query).lvl2;
  expect(first('tdo_event_logs')).toBe('Create option');
  // A row that declares one of the name's parts is not the name's.
  expect(first('next_page_params')).toBe('Paging');
});

test('a choice (X or Y, X vs Y): the section whose heading names both alternatives, before one that does either', () => {
  const records = [
    record({
      lvl1: 'Contract API',
      lvl2: 'Execute a contract method',
      content: 'Sends a contract method call.',
    }),
    record({
      lvl1: 'Contract API',
      lvl2: 'Call versus execute',
      content: 'A call reads a method; an execute writes.',
    }),
    record({lvl1: 'Contract API', lvl2: 'Call a contract method', content: 'Reads a contract method.'}),
  ];
  const engine = new SearchEngine(records);
  const first = (query: string) => firstHeadings(engine, query).lvl2;
  expect(first('call or execute a contract method')).toBe('Call versus execute');
  expect(first('call vs execute')).toBe('Call versus execute');
  // Not a choice: the heading with the most of the words.
  expect(first('execute a contract method')).toBe('Execute a contract method');
});

test('a choice between two sections under one heading: the section they sit under, which sets them side by side', () => {
  const records = [
    record({lvl1: 'e-KYC Pricing', lvl2: 'Rates'}),
    record({
      lvl1: 'e-KYC Pricing',
      lvl2: 'Rates',
      lvl3: 'Full check',
      content: 'Full check with face match: 3.50 MYR.',
    }),
    record({lvl1: 'e-KYC Pricing', lvl2: 'Rates', lvl3: 'OCR only', content: 'OCR only: 2.50 MYR.'}),
  ];
  const engine = new SearchEngine(records);
  const first = (query: string) => firstHeadings(engine, query);
  expect(first('ocr only or full face check').lvl3).toBeNull();
  expect(first('ocr only or full face check').lvl2).toBe('Rates');
  // One of them alone: its own section.
  expect(first('full face check').lvl3).toBe('Full check');
});

test("a facet word in a query that does not name the page: the facet's own section when it meets as many words, unless the query asks how", () => {
  const records = [
    record({
      lvl1: 'Throttling',
      lvl2: 'Limits',
      content: 'Each environment has a limit; staging allows 50 a minute.',
    }),
    record({
      lvl1: 'Throttling',
      lvl2: 'Staging load tests',
      content: 'Staging limit: plan load tests around it.',
    }),
  ];
  const engine = new SearchEngine(records);
  const first = (query: string) => firstHeadings(engine, query).lvl2;
  expect(first('staging limit')).toBe('Limits');
  expect(first('how do i plan for the staging limit')).toBe('Staging load tests');
});

test("a choice between two things lands on a section that explains them, not on a call that does something to one, unless it names the call's action", () => {
  // Records 0-3 are one page: 1 a call's section (its path has every word), 2 a section that explains, 3 one whose
  // heading names none of the words (Related pages).
  const rank = (index: number, sectionHeadingMatches: number, operationFit = 1): Rank => ({
    index,
    words: 3,
    met: 7,
    typos: 0,
    sectionHeadingMatches,
    titleMatches: 0,
    score: 10 - index,
    proximity: 0,
    headingWords: 3,
    statesName: false,
    operationFit,
    level: 0,
    position: index,
  });
  const outline = (choice: boolean) => ({
    parentOf: () => -1,
    isOperation: (index: number) => index === 1,
    headingKey: () => '',
    choiceSides: choice ? () => 0 : undefined,
  });
  const order = (ranks: Rank[], choice: boolean) =>
    sectionsFirst(
      ranks,
      (index) => index === 0,
      () => 0,
      undefined,
      (index) => index,
      outline(choice),
    ).map(({index}) => index);
  expect(order([rank(1, 2), rank(3, 0), rank(2, 2)], true)).toEqual([2, 3, 1]);
  // Not a choice, or a choice that names the call's action (burn vs pause): the call stays.
  expect(order([rank(1, 2), rank(3, 0), rank(2, 2)], false)).toEqual([1, 3, 2]);
  expect(order([rank(1, 2, 2), rank(3, 0), rank(2, 2)], true)).toEqual([1, 3, 2]);
});

test("the service a query names wholly, before one whose longer name has the query's word (`token` in `Non-Fungible Token`)", () => {
  const inService = (lvl0: string, r: SearchRecord): SearchRecord => ({
    ...r,
    hierarchy: {...r.hierarchy, lvl0},
  });
  const records = [
    inService(
      'Non-Fungible Token Management',
      record({
        lvl1: 'Certificate API',
        lvl2: 'Transfer an NFT',
        content: 'Moves the token to another wallet.',
      }),
    ),
    inService(
      'Token Management',
      record({
        lvl1: 'Ledger API',
        lvl2: 'Transfer',
        content: 'Moves tokens from the sender to the receiving wallet.',
      }),
    ),
  ];
  const engine = new SearchEngine(records);
  const first = (query: string) => firstHeadings(engine, query).lvl1;
  expect(first('move a token to a wallet')).toBe('Ledger API');
  // The query names the other service by the rest of its name.
  expect(first('move a non-fungible token to a wallet')).toBe('Certificate API');
});
