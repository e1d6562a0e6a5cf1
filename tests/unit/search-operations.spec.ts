import {test, expect} from '@playwright/test';
import {
  asksLimitOrReason,
  asksWhatHolds,
  buildIndexFiles,
  glossSynonyms,
  idWords,
  SearchEngine,
  storedWords,
  type ApiOperation,
} from '../../src/lib/search/engine';
import type {SearchRecord} from '../../src/lib/search/types';
import {record} from '../support/searchRecord';

// The API description's operations, tied to the sections that state their endpoints (engine/operations.ts).

const operations: ApiOperation[] = [
  {
    method: 'POST',
    path: '/api/token/pause',
    operationId: 'pauseToken',
    description: 'Freezes every transfer of the token until it is resumed.',
  },
  {
    method: 'POST',
    path: '/api/token-category/pause',
    operationId: 'pauseTokenCategory',
    description: 'Freezes the tokens of a category.',
  },
];

/** A token page and its sibling, a token category page, whose text meets the query's words better. */
const records: SearchRecord[] = [
  record({lvl1: 'Token API'}),
  record({lvl1: 'Token API', lvl2: 'Pause token'}),
  record({lvl1: 'Token API', lvl2: 'Pause token', content: 'Stops transfers until resumed.'}),
  record({lvl1: 'Token API', lvl2: 'Pause token', content: 'POST /api/token/pause'}),
  record({lvl1: 'Token categories'}),
  record({lvl1: 'Token categories', lvl2: 'Pause token category'}),
  record({
    lvl1: 'Token categories',
    lvl2: 'Pause token category',
    content: 'Stops every transfer of the tokens in the category, to freeze them.',
  }),
  record({lvl1: 'Token categories', lvl2: 'Pause token category', content: 'POST /api/token-category/pause'}),
];

const first = (engine: SearchEngine, query: string) => engine.search({query, hitsPerPage: 3}).hits[0]?.url;

test("an operation's words are its id's verb and its description's opening verb, then its object", () => {
  expect(idWords('listWalletSmartContractsV2')).toEqual(['list', 'wallet', 'smart', 'contracts', 'v2']);
  expect(storedWords(operations[0]!)).toBe('pause freezes|token');
});

test('each operation is tied to the section that states its endpoint line', () => {
  const {head} = buildIndexFiles(records, [], {operations});
  // Flat, each section counted from the previous one's: sections 1 and 3.
  expect(head.operations).toEqual([1, 'pause freezes|token', 2, 'pause freezes|token category']);
  expect(buildIndexFiles(records, []).head.operations).toEqual([]);
});

test("the reader's verb and object find the operation's section before a sibling's that names more", () => {
  // Without the description, the category's text meets 'freeze' and 'token' where the token's section does not.
  expect(first(new SearchEngine(records), 'freeze a token')).toBe(
    'https://d.example/token-categories#pause-token-category',
  );
  // With it, the token's section meets them both, and its object is what the reader named, no more.
  const engine = new SearchEngine(records, [], operations);
  expect(first(engine, 'freeze a token')).toBe('https://d.example/token-api#pause-token');
  // Naming the category names the sibling's object wholly: its section answers.
  expect(first(engine, 'freeze a token category')).toBe(
    'https://d.example/token-categories#pause-token-category',
  );
});

test.describe("the descriptions' everyday verbs stand for the API's verbs", () => {
  const lifecycle: ApiOperation[] = [
    {
      method: 'PUT',
      path: '/api/wallet/deactivate',
      operationId: 'deactivateWallet',
      description: 'Switches a wallet off without deleting it.',
    },
    {
      method: 'PUT',
      path: '/api/wallet/activate',
      operationId: 'activateWallet',
      description: 'Switches a wallet back on.',
    },
    {
      method: 'PUT',
      path: '/api/tag/deactivate',
      operationId: 'deactivateTag',
      description: 'Marks a tag as inactive.',
    },
    {
      method: 'PUT',
      path: '/api/tag/activate',
      operationId: 'activateTag',
      description: 'Marks a tag as active again.',
    },
    {method: 'PUT', path: '/api/tag', operationId: 'updateTag', description: 'Renames a tag.'},
  ];
  const tagRecords: SearchRecord[] = [
    record({lvl1: 'Tags API'}),
    record({
      lvl1: 'Tags API',
      lvl2: 'How tags work',
      content: 'Switching a tag off keeps it on the records that have it.',
    }),
    record({lvl1: 'Tags API', lvl2: 'Change a tag', content: 'PUT /api/tag'}),
    record({lvl1: 'Tags API', lvl2: 'Deactivate a tag', content: 'PUT /api/tag/deactivate'}),
    record({lvl1: 'Tags API', lvl2: 'Activate a tag', content: 'PUT /api/tag/activate'}),
    record({lvl1: 'Wallet API', lvl2: 'Deactivate a wallet', content: 'PUT /api/wallet/deactivate'}),
    record({lvl1: 'Wallet API', lvl2: 'Activate a wallet', content: 'PUT /api/wallet/activate'}),
  ];

  test('a verb keeps its particles, and a gloss two API verbs share names neither', () => {
    expect(storedWords(lifecycle[0]!)).toBe('deactivate switches+off|wallet');
    expect(storedWords(lifecycle[1]!)).toBe('activate switches+back+on|wallet');
    const {head} = buildIndexFiles(tagRecords, [], {operations: lifecycle});
    const phrases = glossSynonyms(head.operations).map(({phrase, others}) => `${phrase} → ${others.join()}`);
    expect(phrases.sort()).toEqual([
      'renames → update',
      'switches back on → activate',
      'switches off → deactivate',
    ]);
  });

  test("the reader's verb finds the operation that another operation's description glosses with it", () => {
    const first = (engine: SearchEngine, query: string) =>
      engine.search({query, hitsPerPage: 3}).hits[0]?.url;
    // Without the operations, the text that has the reader's words answers.
    expect(first(new SearchEngine(tagRecords), 'switch off a tag')).toBe(
      'https://d.example/tags-api#how-tags-work',
    );
    const engine = new SearchEngine(tagRecords, [], lifecycle);
    // `Switches a wallet off` says what deactivating does, for a tag too.
    expect(first(engine, 'switch off a tag')).toBe('https://d.example/tags-api#deactivate-a-tag');
    expect(first(engine, 'rename a tag')).toBe('https://d.example/tags-api#change-a-tag');
    // Not when the query names no object of the verb's operations: `rename` is then the reader's own word.
    expect(
      glossSynonyms(buildIndexFiles(tagRecords, [], {operations: lifecycle}).head.operations).find(
        ({phrase}) => phrase === 'renames',
      )?.when,
    ).toEqual([['tag']]);
  });
});

test.describe('a question that asks what holds, not how to do (engine/framing.ts)', () => {
  test('its framing: the words it opens with, unless it asks for the steps (or, for an operation, about cost)', () => {
    for (const query of [
      'what happens if i deactivate a wallet',
      'can i delete a project',
      'why does the portal warn me',
      'how many wallets can i create',
    ]) {
      expect(asksWhatHolds(query, false), query).toBe(true);
    }
    for (const query of [
      'how do i deactivate a wallet',
      'deactivate a wallet',
      'what are the steps to deploy',
    ]) {
      expect(asksWhatHolds(query, false), query).toBe(false);
    }
    expect(asksWhatHolds('are the first transfers free', true)).toBe(false);
    // A limit or a reason, cost or not: the section that states it, whatever heading has more of the words.
    expect(asksLimitOrReason('how many wallets can i create')).toBe(true);
    expect(asksLimitOrReason('why was i charged the full price')).toBe(true);
    expect(asksLimitOrReason('what happens if i deactivate a wallet')).toBe(false);
  });

  const wallets: ApiOperation[] = [
    {
      method: 'POST',
      path: '/api/wallet/deactivate',
      operationId: 'deactivateWallet',
      description: 'Switches a wallet off.',
    },
  ];
  const walletRecords: SearchRecord[] = [
    record({lvl1: 'Wallet API', lvl2: 'Deactivate wallet'}),
    record({
      lvl1: 'Wallet API',
      lvl2: 'Deactivate wallet',
      content: 'Deactivate a wallet by its address. A wallet that owns a contract should hand it over first.',
    }),
    record({lvl1: 'Wallet API', lvl2: 'Deactivate wallet', content: 'POST /api/wallet/deactivate'}),
    record({lvl1: 'Wallets in the portal', lvl2: 'Deactivate a wallet'}),
    record({
      lvl1: 'Wallets in the portal',
      lvl2: 'Deactivate a wallet',
      content: 'A wallet that owns a contract is not deactivated until the contract has a new owner.',
    }),
  ];

  test("an operation's section answers the task, and the section that explains the rule the question", () => {
    const engine = new SearchEngine(walletRecords, [], wallets);
    expect(first(engine, 'deactivate a wallet that owns a contract')).toBe(
      'https://d.example/wallet-api#deactivate-wallet',
    );
    expect(first(engine, 'how do i deactivate a wallet that owns a contract')).toBe(
      'https://d.example/wallet-api#deactivate-wallet',
    );
    expect(first(engine, 'what happens if i deactivate a wallet that owns a contract')).toBe(
      'https://d.example/wallets-in-the-portal#deactivate-a-wallet',
    );
  });
});
