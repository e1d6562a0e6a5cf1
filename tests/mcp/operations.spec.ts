/**
 * list_operations and get_operation against the OpenAPI description the
 * build serves: every operation, resolved as the pages resolve it, with the
 * samples the pages print and the docs section that shows it.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {indexOperations, resolveOperation} from '../../src/lib/openapi/build/resolve';
import {buildRequestSamples} from '../../src/lib/openapi/samples';
import {buildDir, call, stdioClient} from './connect';

const doc = loadOpenApi(path.join(buildDir, 'openapi.yaml'));
const declared = indexOperations(doc);

let client: Client;
test.beforeAll(async () => {
  client = await stdioClient();
});
test.afterAll(async () => client?.close());

type Summary = {operationId: string; method: string; path: string; docPage: string | null};

test('list_operations lists every operation of the description, each with its docs section', async () => {
  const {operations} = await call<{operations: Summary[]}>(client, 'list_operations', {});
  expect(operations).toHaveLength(127);
  expect(operations.map((op) => op.operationId).sort()).toEqual([...declared.keys()].sort());
  for (const op of operations) {
    const where = declared.get(op.operationId)!;
    expect(`${op.method} ${op.path}`).toBe(`${where.method.toUpperCase()} ${where.path}`);
    expect(op.docPage, op.operationId).toMatch(/^https:\/\/docs\.maschain\.com\/\S+#[\w-]+$/);
    // The reference section, on a page the operation's x-doc-pages lists, not a guide that shows it too.
    expect(where.operation['x-doc-pages'], op.operationId).toContain(new URL(op.docPage!).pathname);
  }
  const tokens = await call<{operations: Summary[]}>(client, 'list_operations', {
    service: 'token management',
  });
  expect(tokens.operations.length).toBeGreaterThan(0);
  expect(tokens.operations.length).toBeLessThan(127);
});

test('get_operation matches the description and the pages samples for all 127 operations', async () => {
  for (const operationId of declared.keys()) {
    const expected = resolveOperation(doc, operationId);
    const got = await call<Record<string, unknown>>(client, 'get_operation', {operationId});
    const {docPage: _docPage, samples, ...operation} = got;
    // Through JSON, as the client received it: undefined fields are absent.
    expect(operation, operationId).toEqual(JSON.parse(JSON.stringify(expected)));
    expect(samples, operationId).toEqual(buildRequestSamples(expected));
  }
});
