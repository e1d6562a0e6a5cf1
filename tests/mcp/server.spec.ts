/**
 * The server as a client meets it, over both transports: the tools with
 * their schemas and hints, the resources, and bad input answered with a
 * message that names what is wrong and what is known.
 */
import http from 'node:http';
import {test, expect} from '@playwright/test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {call, connectHttp, errorOf, startHttpServer, stdioClient, type HttpServer} from './connect';

const TOOLS = [
  'search_docs',
  'read_page',
  'list_operations',
  'get_operation',
  'build_request',
  'call_mock',
  'reset_mock',
];
/** They change the session's mock memory, nothing else. */
const MOCK_WRITES = ['call_mock', 'reset_mock'];

test.describe('over stdio', () => {
  let client: Client;
  test.beforeAll(async () => {
    client = await stdioClient();
  });
  test.afterAll(async () => client?.close());

  test('lists the seven tools, read-only but the mock, each with input and output schemas', async () => {
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
    for (const tool of tools) {
      expect(tool.annotations?.readOnlyHint, tool.name).toBe(!MOCK_WRITES.includes(tool.name));
      expect(tool.annotations?.openWorldHint, tool.name).toBe(false);
      expect(tool.inputSchema.type, tool.name).toBe('object');
      expect(tool.outputSchema?.type, tool.name).toBe('object');
    }
  });

  test('answers with structured content and its text', async () => {
    const result = await client.callTool({name: 'search_docs', arguments: {query: 'mint tokens', limit: 3}});
    const {hits} = result.structuredContent as {hits: {url: string}[]};
    expect(hits).toHaveLength(3);
    expect((result.content as {text: string}[])[0]!.text).toContain(hits[0]!.url);
  });

  test('reads a page, one section of it, and the page through its URL', async () => {
    const page = await call<{markdown: string; section: string | null}>(client, 'read_page', {
      path: '/general/rate_limit',
    });
    expect(page.section).toBeNull();
    expect(page.markdown).toMatch(/^# /);
    const section = await call<{markdown: string; url: string}>(client, 'read_page', {
      path: 'https://docs.maschain.com/services/token/token-service.md#mint-tokens',
    });
    expect(section.url).toBe('https://docs.maschain.com/services/token/token-service#mint-tokens');
    expect(section.markdown).toMatch(/^## Mint tokens\n/);
    expect(section.markdown).not.toContain('\n## ');
  });

  test('serves every public page, llms.txt and the OpenAPI description as resources', async () => {
    const {resources} = await client.listResources();
    const uris = resources.map((resource) => resource.uri);
    expect(uris).toContain('maschain-docs://llms.txt');
    expect(uris).toContain('maschain-docs://openapi.yaml');
    expect(uris).toContain('maschain-docs://page/general/rate_limit');
    expect(uris.filter((uri) => uri.startsWith('maschain-docs://page/')).length).toBeGreaterThan(40);
    const {contents} = await client.readResource({uri: 'maschain-docs://page/general/rate_limit'});
    expect((contents[0] as {text: string}).text).toMatch(/^# /);
    // Every listed page reads back (the home page too), under its own title.
    const unread: string[] = [];
    for (const resource of resources.filter((r) => r.uri.startsWith('maschain-docs://page/'))) {
      const read = await client.readResource({uri: resource.uri}).catch(() => null);
      const text = (read?.contents[0] as {text?: string} | undefined)?.text ?? '';
      if (!text.startsWith(`# ${resource.title}\n`)) unread.push(`${resource.uri} (${resource.title})`);
    }
    expect(unread).toEqual([]);
    const spec = await client.readResource({uri: 'maschain-docs://openapi.yaml'});
    expect((spec.contents[0] as {text: string}).text).toMatch(/^openapi: 3\.1/m);
  });

  test('an unknown tool, operation, service, page or section names what is known', async () => {
    await expect(client.callTool({name: 'search', arguments: {}})).rejects.toThrow(
      /Unknown tool "search"\. Known tools: search_docs, read_page/,
    );
    expect(await errorOf(client, 'get_operation', {operationId: 'mintTokens'})).toContain(
      'Did you mean "mintToken"',
    );
    expect(await errorOf(client, 'list_operations', {service: 'tokens'})).toContain('Token Management');
    expect(await errorOf(client, 'read_page', {path: '/general/rate-limit'})).toContain(
      '"/general/rate_limit"',
    );
    expect(await errorOf(client, 'read_page', {path: '/general/rate_limit#nope'})).toMatch(
      /no section #nope/,
    );
  });

  test('a path never leaves the site', async () => {
    for (const path of [
      '../package.json',
      '/../../etc/passwd',
      'general/../../x',
      'file:///etc/passwd',
      'https://example.com/x',
    ]) {
      expect(await errorOf(client, 'read_page', {path}), path).toMatch(
        /not a path inside the site|Only pages of this site/,
      );
    }
  });

  test('an address copied from a browser reads its page: query string, no scheme', async () => {
    for (const path of ['/general/rate_limit?utm_source=x', 'docs.maschain.com/general/rate_limit']) {
      const result = await client.callTool({name: 'read_page', arguments: {path}});
      expect(result.isError, path).toBeFalsy();
      expect((result.structuredContent as {url: string}).url).toBe(
        'https://docs.maschain.com/general/rate_limit',
      );
    }
    expect(await errorOf(client, 'read_page', {path: 'file:///etc/passwd'})).toContain('not a file: URL');
  });

  test('over-long input and hostile strings come back as plain text errors', async () => {
    expect(await errorOf(client, 'search_docs', {query: 'x'.repeat(1001)})).toMatch(/query/);
    expect(
      await errorOf(client, 'build_request', {
        operationId: 'createAuditRecord',
        environment: 'testnet',
        values: {body: {blob: 'x'.repeat(1_000_001)}},
      }),
    ).toContain('the limit is 1000000');
    const hostile = '<script>alert(1)</script>\u0000"; DROP TABLE';
    const result = await client.callTool({name: 'search_docs', arguments: {query: hostile}});
    expect(result.isError).toBeFalsy();
    expect(await errorOf(client, 'get_operation', {operationId: hostile})).toContain(hostile);
  });

  test('credentials are refused: samples carry placeholders and the mock needs none', async () => {
    const message = await errorOf(client, 'call_mock', {
      operationId: 'mintToken',
      values: {header: {client_secret: 'x'}},
    });
    expect(message).toContain('client_secret is a credential');
  });
});

test.describe('over Streamable HTTP', () => {
  let server: HttpServer;
  test.beforeAll(async () => {
    server = await startHttpServer();
  });
  test.afterAll(() => server?.stop());

  test('binds to loopback and answers the tools at /mcp', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
    const {client, transport} = await connectHttp(server.url);
    expect(transport.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const {tools} = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([...TOOLS].sort());
    const {operations} = await call<{operations: unknown[]}>(client, 'list_operations', {});
    expect(operations).toHaveLength(127);
    await client.close();
  });

  test('answers nothing but its endpoint, and only requests addressed to loopback from no page but its own', async () => {
    const base = new URL(server.url);
    expect((await fetch(new URL('/', base))).status).toBe(404);
    expect((await fetch(new URL('/build/openapi.yaml', base))).status).toBe(404);
    // It sends no messages of its own: no stream to GET.
    expect((await fetch(server.url)).status).toBe(405);
    // Without --public-origin, a browser may call from the server's own address only.
    const ping = (origin: string) =>
      fetch(server.url, {method: 'POST', headers: {origin, 'content-type': 'application/json'}, body: '{}'});
    expect((await ping('https://docs.maschain.com')).status).toBe(403);
    expect((await ping(base.origin)).status).toBe(400);
    // A page elsewhere that resolves its own name to 127.0.0.1 (DNS rebinding) sends its own Host.
    const rebound = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        server.url,
        {method: 'POST', headers: {host: 'attacker.example'}},
        (response) => resolve(response.statusCode ?? 0),
      );
      request.once('error', reject);
      request.end('{}');
    });
    expect(rebound).toBe(403);
  });
});
