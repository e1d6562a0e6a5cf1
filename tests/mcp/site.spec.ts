/**
 * `--site URL`: the server answers from a published site, fetching the files
 * a browser fetches. Here the build is served by a plain static file server.
 */
import {readFile} from 'node:fs/promises';
import http from 'node:http';
import type {AddressInfo} from 'node:net';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {buildDir, call, errorOf, root} from './connect';

let site: http.Server;
let client: Client;
const fetched: string[] = [];

test.beforeAll(async () => {
  site = http.createServer(async (req, res) => {
    const file = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    fetched.push(file);
    try {
      res.end(await readFile(path.join(buildDir, path.normalize(file))));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const {port} = site.address() as AddressInfo;
  client = new Client({name: 'tests', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'mcp', 'run.mjs'), '--site', `http://127.0.0.1:${port}`],
      stderr: 'pipe',
    }),
  );
});

test.afterAll(async () => {
  await client?.close();
  site?.close();
});

test('answers from the files a browser fetches, each fetched once', async () => {
  const {hits} = await call<{hits: {url: string}[]}>(client, 'search_docs', {query: 'rate limit'});
  expect(hits[0]!.url).toContain('/general/rate_limit');
  const page = await call<{markdown: string}>(client, 'read_page', {path: '/general/rate_limit'});
  expect(page.markdown).toMatch(/^# /);
  await call(client, 'read_page', {path: '/general/rate_limit'});
  const {status} = await call<{status: number}>(client, 'call_mock', {operationId: 'mintToken'});
  expect(status).toBe(200);
  expect(fetched).toContain('/search-index.json');
  expect(fetched).toContain('/general/rate_limit.md');
  expect(fetched).toContain('/openapi.yaml');
  expect(fetched.filter((file) => file === '/general/rate_limit.md')).toHaveLength(1);
});

test('a site that cannot be reached is named with the reason, not "fetch failed"', async () => {
  const closed = http.createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const {port} = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  const unreachable = new Client({name: 'tests', version: '1.0.0'});
  await unreachable.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: [path.join(root, 'mcp', 'run.mjs'), '--site', `http://127.0.0.1:${port}`],
      stderr: 'pipe',
    }),
  );
  try {
    expect(await errorOf(unreachable, 'read_page', {path: '/general/rate_limit'})).toMatch(
      new RegExp(`^Could not fetch http://127\\.0\\.0\\.1:${port}/\\S+ \\(.*ECONNREFUSED.*\\)`),
    );
  } finally {
    await unreachable.close();
  }
});
