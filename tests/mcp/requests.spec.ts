/**
 * build_request and call_mock: every operation's request, built from the
 * values a reader gives, replays (its Node.js sample) against the Prism mock of the
 * build's description, and the mock answers a valid request with its
 * documented success and an invalid one with the fields to fix, as the Try
 * it panel does.
 */
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {environments} from '../../src/config/site';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {indexOperations, resolveOperation} from '../../src/lib/openapi/build/resolve';
import {mockServerFor, type MockServer} from '../support/mockServer';
import {startRecorder, type Recorder} from '../support/replay/recorder';
import {filledIn, replay, type Replay} from '../support/replay/runners';
import {buildDir, call, errorOf, stdioClient} from './connect';
import {missingValues} from './values';

type Built = {method: string; url: string; samples: Record<'curl' | 'node', string>};

const specFile = path.join(buildDir, 'openapi.yaml');
const doc = loadOpenApi(specFile);
const operationIds = [...indexOperations(doc).keys()];
const valuesFor = (operationId: string) => missingValues(resolveOperation(doc, operationId));

test.describe('build_request samples replayed against the mock of the description', () => {
  test.describe.configure({mode: 'serial', timeout: 180_000});
  let client: Client;
  let mock: MockServer;
  let recorder: Recorder;
  let workDir: string;
  const built = new Map<string, Built>();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    client = await stdioClient();
    workDir = await mkdtemp(path.join(tmpdir(), 'mcp-replay-'));
    mock = await mockServerFor(specFile);
    recorder = await startRecorder(mock.url);
    for (const operationId of operationIds) {
      built.set(
        operationId,
        await call<Built>(client, 'build_request', {
          operationId,
          environment: 'testnet',
          values: valuesFor(operationId),
        }),
      );
    }
  });

  test.afterAll(async () => {
    await client?.close();
    await recorder?.stop();
    await mock?.stop();
    if (workDir) await rm(workDir, {recursive: true, force: true});
  });

  const replays = (language: keyof Built['samples']): Replay[] =>
    [...built].map(([operationId, request]) => ({
      operationId,
      sample: filledIn(
        request.samples[language],
        [environments.testnet.api],
        recorder.urlFor(language, operationId),
      ),
    }));

  // What is the MCP server's own here is the reader's values made into a request; any one language
  // sends that request as it is. Each language's code comes from the same generator as the pages'
  // samples, and tests/unit/openapi-sample-replay.spec.ts runs all of them against curl's request.
  // Node.js runs all 127 in one process; curl, one process a request, took five times as long.
  for (const language of ['node'] as const) {
    test(language, async () => {
      const errors = await replay(language, workDir, replays(language));
      const rejected = operationIds
        .map((id) => [id, recorder.get(language, id)] as const)
        .filter(([, call]) => !call || call.status < 200 || call.status >= 300)
        .map(([id, call]) => `${id}: ${call ? `${call.status} ${call.violations}` : 'sent nothing'}`);
      expect(rejected, errors).toEqual([]);
    });
  }
});

/** A valid mint request body: the values a reader would fill in. */
const mintBody = {
  wallet_address: '0xA',
  to: '0xB',
  amount: '5',
  contract_address: '0xC',
  callback_url: 'https://example.com/cb',
};

test.describe('build_request and call_mock with the reader values', () => {
  let client: Client;
  test.beforeAll(async () => {
    client = await stdioClient();
  });
  test.afterAll(async () => client?.close());

  test('the request carries the values, the environment address and credential placeholders', async () => {
    const built = await call<Built & {headers: Record<string, string>; body: Record<string, unknown>}>(
      client,
      'build_request',
      {
        operationId: 'mintToken',
        environment: 'mainnet',
        values: {
          body: mintBody,
        },
      },
    );
    expect(built.url).toBe(`${environments.mainnet.api}/api/token/mint`);
    expect(built.headers).toMatchObject({client_id: '<client_id>', client_secret: '<client_secret>'});
    expect(built.body).toMatchObject({to: '0xB', amount: '5'});
    expect(built.samples.curl).toContain('"to": "0xB"');
  });

  test('a path value given as a string is sent as written, never JSON-quoted', async () => {
    // The audit record id is integer or string: "1002" and 1002 make the same URL.
    for (const id of ['1002', 1002]) {
      const built = await call<Built>(client, 'build_request', {
        operationId: 'getAuditRecord',
        environment: 'testnet',
        values: {path: {id}},
      });
      expect(built.url).toBe(`${environments.testnet.api}/api/audit/audit/1002`);
    }
  });

  test('call_mock answers a valid request with the documented success and the callback that follows', async () => {
    const answer = await call<{
      status: number;
      body: {result: {status: string}};
      callbacks: {target: string}[];
    }>(client, 'call_mock', {
      operationId: 'mintToken',
      values: {
        body: mintBody,
      },
    });
    expect(answer.status).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(300);
    expect(answer.body.result.status).toBe('pending');
    expect(answer.callbacks[0]!.target).toBe('https://example.com/cb');
  });

  test('call_mock answers 2xx for every operation with its examples and the values they lack', async () => {
    for (const operationId of operationIds) {
      const {status} = await call<{status: number}>(client, 'call_mock', {
        operationId,
        values: valuesFor(operationId),
      });
      expect(status, operationId).toBeGreaterThanOrEqual(200);
      expect(status, operationId).toBeLessThan(300);
    }
  });

  test('an invalid request is not answered: the fields to fix are named', async () => {
    const message = await errorOf(client, 'call_mock', {
      operationId: 'getWallet',
      values: {path: {address: ''}, query: {nope: 1}},
    });
    expect(message).toContain('no query parameter "nope"');
    const invalid = await errorOf(client, 'call_mock', {
      operationId: 'mintToken',
      values: {body: {to: 5}},
    });
    expect(invalid).toMatch(/body\.wallet_address is required/);
    expect(invalid).toMatch(/body\.to must be a string/);
    expect(invalid).toContain('Nothing was sent');
  });
});
