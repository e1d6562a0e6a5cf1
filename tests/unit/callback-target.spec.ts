/**
 * Where a callback goes reads as "your `callback_url`", not as the OpenAPI
 * runtime expression, wherever readers see it: the Markdown twins and the MCP
 * server's text (src/lib/openapi/build/markdown.ts) and the Try it mock's
 * answer when the request left the URL empty (src/lib/openapi/tryIt/mock.ts).
 * All three read src/lib/openapi/callbacks.ts.
 */
import {test, expect} from '@playwright/test';
import {callbackTargetMarkdown, callbackUrlField} from '../../src/lib/openapi/callbacks';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {endpointToMarkdown} from '../../src/lib/openapi/build/markdown';
import {resolveOperation} from '../../src/lib/openapi/build/resolve';
import {mockAnswer} from '../../src/lib/openapi/tryIt/mock';
import {specPath} from '../support/openApiBundle';

const KEYS = {clientId: '', clientSecret: '', bearerToken: ''};

test('a body-field expression names the field; any other expression stays as code', () => {
  expect(callbackUrlField('{$request.body#/callback_url}')).toBe('callback_url');
  expect(callbackTargetMarkdown('{$request.body#/callback_url}')).toBe('your `callback_url`');
  expect(callbackUrlField('{$request.query.hook}')).toBeUndefined();
  expect(callbackTargetMarkdown('{$request.query.hook}')).toBe('`{$request.query.hook}`');
  expect(callbackUrlField('{$request.body#/a/b}')).toBeUndefined();
});

test('no operation of the description shows a runtime expression in its Markdown form', () => {
  const doc = loadOpenApi(specPath);
  const paths = doc.paths as Record<string, Record<string, {operationId?: string; callbacks?: unknown}>>;
  const withCallbacks = Object.values(paths)
    .flatMap((item) => Object.values(item))
    .filter((op) => op.callbacks && op.operationId)
    .map((op) => op.operationId!);
  expect(withCallbacks.length).toBeGreaterThan(10);
  for (const id of withCallbacks) {
    const md = endpointToMarkdown(resolveOperation(doc, id));
    expect(md, id).toContain('`POST` to your `callback_url`');
    expect(md, id).not.toContain('{$request');
  }
});

test('the mock sends the callback to the URL given, or says "your callback_url" when the request has none', () => {
  const op = resolveOperation(loadOpenApi(specPath), 'createAuditContract');
  const request = (body: unknown) => ({
    method: 'POST',
    path: '/api/audit/contracts',
    query: [],
    headers: [],
    body,
    files: {},
  });
  const given = mockAnswer(
    op,
    request({name: 'Ledger', field: {}, callback_url: 'https://example.com/cb'}),
    KEYS,
  );
  expect(given.callbacks[0]).toMatchObject({target: 'https://example.com/cb'});
  expect(given.callbacks[0]!.field).toBeUndefined();
  const none = mockAnswer(op, request({name: 'Ledger', field: {}}), KEYS);
  expect(none.callbacks[0]).toMatchObject({target: 'your callback_url', field: 'callback_url'});
});
