/**
 * The mock's memory (src/lib/openapi/tryIt/recall.ts): what one call creates
 * or moves shows in the later calls, pending writes are confirmed by the next
 * call, and reset forgets it all. The operations are cut down from the
 * description to what the mock reads (path, method, examples, callbacks).
 */
import {test, expect} from '@playwright/test';
import {mockAnswer} from '../../src/lib/openapi/tryIt/mock';
import {MockMemory} from '../../src/lib/openapi/tryIt/mockMemory';
import type {FilledRequest} from '../../src/lib/openapi/tryIt/request';
import type {ResolvedOperation} from '../../src/lib/openapi/types';

const KEYS = {clientId: '', clientSecret: '', bearerToken: ''};

function operation(operationId: string, method: string, path: string, example: unknown, async = false) {
  return {
    operationId,
    method,
    path,
    servers: [],
    security: [],
    parameters: [],
    responses: [
      {status: '200', description: 'OK', contentType: 'application/json', examples: [{value: example}]},
    ],
    callbacks: async
      ? [
          {
            name: 'transactionResult',
            expression: '{$request.body#/callback_url}',
            method: 'post',
            examples: [
              {
                summary: 'Transaction succeeded',
                value: {status: 200, result: {transactionHash: '<transaction_hash>', status: 'success'}},
              },
            ],
          },
        ]
      : [],
  } as ResolvedOperation;
}

const wallet = {id: 12, wallet_type: 'organisation', address: '<wallet_address>', name: 'Treasury wallet'};
const pending = {
  status: 200,
  result: {transactionHash: '<transaction_hash>', from: '<wallet_address>', status: 'pending'},
};
const ops = {
  listWallets: operation('listWallets', 'get', '/api/wallet/wallet', {status: 200, result: [wallet]}),
  createWallet: operation('createWallet', 'post', '/api/wallet/wallet', {status: 200, result: wallet}),
  getWallet: operation('getWallet', 'get', '/api/wallet/wallet/{address}', {status: 200, result: wallet}),
  mintToken: operation('mintToken', 'post', '/api/token/mint', pending, true),
  transferToken: operation('transferToken', 'post', '/api/token/transfer', pending, true),
  getTokenBalance: operation('getTokenBalance', 'post', '/api/token/balance', {status: 200, result: '1000'}),
  createAuditRecord: operation('createAuditRecord', 'post', '/api/audit/audit', pending, true),
  getAuditRecord: operation('getAuditRecord', 'get', '/api/audit/audit/{id}', {
    status: 200,
    result: {id: 88, metadata: '{"shipment":"SH-1"}', transactionhashId: '<transaction_hash>'},
  }),
  getTransaction: operation('getTransaction', 'get', '/api/transaction/{transactionHash}', {
    message: 'Success',
    result: {hash: '<transaction_hash>', from: {hash: '<wallet_address>'}, status: 'ok'},
  }),
};

const request = (method: string, path: string, body?: unknown): FilledRequest => ({
  method,
  path,
  query: [],
  headers: [],
  body,
  files: {},
});

function call(memory: MockMemory, name: keyof typeof ops, path: string, body?: unknown) {
  const op = ops[name];
  const answer = mockAnswer(op, request(op.method.toUpperCase(), path, body), KEYS, memory);
  return {...answer, json: JSON.parse(answer.body) as {result: Record<string, unknown>}};
}

const move = (to: string, amount: string, from = 'owner') => ({
  wallet_address: from,
  to,
  amount,
  contract_address: 'token',
  callback_url: 'https://example.com/cb',
});

test('a wallet created is listed first and found by its address, until reset', () => {
  const memory = new MockMemory();
  const created = call(memory, 'createWallet', '/api/wallet/wallet', {name: 'Payroll'}).json.result;
  expect(created.name).toBe('Payroll');
  expect(created.address).toMatch(/^0x[0-9a-f]{40}$/);
  const listed = call(memory, 'listWallets', '/api/wallet/wallet').json.result as unknown as {name: string}[];
  expect(listed.map((w) => w.name)).toEqual(['Payroll', 'Treasury wallet']);
  const found = call(memory, 'getWallet', `/api/wallet/wallet/${created.address as string}`).json.result;
  expect(found).toMatchObject({name: 'Payroll', address: created.address, wallet_type: 'organisation'});
  memory.reset();
  expect(memory.isEmpty()).toBe(true);
  expect(call(memory, 'listWallets', '/api/wallet/wallet').json.result).toEqual([wallet]);
});

test('minted and transferred amounts show in the balances once the next call confirms them', () => {
  const memory = new MockMemory();
  const balance = (who: string) =>
    call(memory, 'getTokenBalance', '/api/token/balance', {wallet_address: who, contract_address: 'token'})
      .json.result;
  const minted = call(memory, 'mintToken', '/api/token/mint', move('alice', '500'));
  expect(minted.json.result.status).toBe('pending');
  expect(balance('alice')).toBe('1500'); // the documented 1000, plus the mint
  call(memory, 'transferToken', '/api/token/transfer', move('bob', '200', 'alice'));
  expect(balance('alice')).toBe('1300');
  expect(balance('bob')).toBe('1200');
  expect(balance('carol')).toBe('1000');
});

test('a write answers pending, and a lookup by its hash reads it confirmed with the callback body', () => {
  const memory = new MockMemory();
  const minted = call(memory, 'mintToken', '/api/token/mint', move('alice', '5'));
  const hash = minted.json.result.transactionHash as string;
  expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  expect(minted.json.result).toMatchObject({status: 'pending', from: 'owner'});
  expect(minted.callbacks).toHaveLength(1);
  expect(minted.callbacks[0]!.sent).toBeUndefined();
  expect(minted.callbacks[0]!.target).toBe('https://example.com/cb');

  const lookup = call(memory, 'getTransaction', `/api/transaction/${hash}`);
  expect(lookup.json.result).toMatchObject({hash, from: {hash: 'owner'}, status: 'ok'});
  const sent = lookup.callbacks.find((c) => c.sent)!;
  expect(JSON.parse(sent.examples[0]!.body)).toEqual({
    status: 200,
    result: {transactionHash: hash, status: 'success'},
  });
  expect(lookup.note).toContain('confirmed');
});

test('an audit record created can be read back by the id the mock gives it', () => {
  const memory = new MockMemory();
  const created = call(memory, 'createAuditRecord', '/api/audit/audit', {
    wallet_address: 'owner',
    contract_address: 'audit',
    metadata: {shipment: 'SH-7'},
    callback_url: 'https://example.com/cb',
  });
  const id = /as id (\d+)/.exec(created.note ?? '')?.[1];
  expect(id).toBeDefined();
  const record = call(memory, 'getAuditRecord', `/api/audit/audit/${id!}`).json.result;
  expect(record).toEqual({
    id: Number(id),
    metadata: '{"shipment":"SH-7"}',
    transactionhashId: created.json.result.transactionHash,
  });
  expect(call(memory, 'getAuditRecord', '/api/audit/audit/88').json.result.id).toBe(88);
});

test('without a memory the mock answers each call with the documented example', () => {
  const op = ops.listWallets;
  const memory = new MockMemory();
  call(memory, 'createWallet', '/api/wallet/wallet', {name: 'Payroll'});
  const answer = mockAnswer(op, request('GET', '/api/wallet/wallet'), KEYS);
  expect(JSON.parse(answer.body)).toEqual({status: 200, result: [wallet]});
});
