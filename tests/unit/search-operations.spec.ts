import {test, expect} from '@playwright/test';
import {
  buildIndexFiles,
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
