/**
 * The MCP server hosted as deployed: nginx with deploy/nginx.conf in front of
 * two server processes (scripts/lib/hosted-mcp.mjs), driven by the SDK's client
 * and the Inspector's CLI at the nginx address. One file, in order: the
 * processes are stopped near the end, and the last test spends the rate limit.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StreamableHTTPError} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {MCP_PORTS, startHostedMcp} from '../../scripts/lib/hosted-mcp.mjs';
import {call, connectHttp, root} from './connect';

type Hosted = Awaited<ReturnType<typeof startHostedMcp>>;
type Wallets = {body: {result: {name: string}[]}};
type Session = Awaited<ReturnType<typeof connectHttp>>;

test.describe.configure({mode: 'serial'});

let hosted: Hosted;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  hosted = await startHostedMcp(root);
});
test.afterAll(async () => hosted?.stop());

const JSON_HEADERS = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
const PING = JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'});

/** The process (port) holding a session, asked directly: the other answers 404. */
async function holder(sessionId: string): Promise<number[]> {
  const answers = await Promise.all(
    MCP_PORTS.map(async (port) => {
      const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
        method: 'POST',
        headers: {...JSON_HEADERS, 'mcp-session-id': sessionId},
        body: PING,
      }).catch(() => undefined); // a process that is down holds nothing
      return response?.status === 200 ? [port] : [];
    }),
  );
  return answers.flat();
}

async function walletNames(client: Client): Promise<string[]> {
  return (await call<Wallets>(client, 'call_mock', {operationId: 'listWallets'})).body.result.map(
    (w) => w.name,
  );
}

/** The HTTP status a tool call failed with. */
async function failedStatus(client: Client): Promise<number | undefined> {
  const error = await client.callTool({name: 'search_docs', arguments: {query: 'wallet'}}).catch((e) => e);
  return error instanceof StreamableHTTPError ? error.code : undefined;
}

test('initialize issues a session at /mcp; it stays on one process, which keeps its mock memory', async () => {
  const sessions = await Promise.all([1, 2, 3, 4].map(() => connectHttp(hosted.url)));
  for (const [i, {client}] of sessions.entries()) {
    await call(client, 'call_mock', {operationId: 'createWallet', values: {body: {name: `Wallet ${i}`}}});
  }
  for (const [i, {client, transport}] of sessions.entries()) {
    // nginx proposed the id (its $request_id) and routes by it.
    expect(transport.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(await walletNames(client)).toEqual([`Wallet ${i}`, 'Treasury wallet']);
    expect(await holder(transport.sessionId!)).toHaveLength(1);
  }
  const [first] = sessions;
  expect(await call(first!.client, 'reset_mock', {})).toEqual({cleared: true});
  expect(await walletNames(first!.client)).toEqual(['Treasury wallet']);
  await Promise.all(sessions.map(({client}) => client.close()));
});

test('DELETE ends a session; its id and an unknown one get 404, a request naming none 400', async () => {
  const {client, transport} = await connectHttp(hosted.url);
  const id = transport.sessionId!;
  await transport.terminateSession();
  const ask = (headers: Record<string, string>) =>
    fetch(hosted.url, {method: 'POST', headers: {...JSON_HEADERS, ...headers}, body: PING});
  for (const sessionId of [id, 'no-such-session']) {
    const ended = await ask({'mcp-session-id': sessionId});
    expect(ended.status).toBe(404);
    expect(ended.headers.get('content-type')).toBe('application/json');
    expect((await ended.json()).error.code).toBe(-32001);
  }
  const none = await ask({});
  expect(none.status).toBe(400);
  expect((await none.json()).error.message).toContain('initialize');
  await client.close();
});

test('a page of another origin is refused with 403; the site itself and clients sending no Origin are served', async () => {
  const initialize = JSON.stringify({
    jsonrpc: '2.0',
    id: 0,
    method: 'initialize',
    params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'tests', version: '1'}},
  });
  const from = (origin?: string) =>
    fetch(hosted.url, {
      method: 'POST',
      headers: {...JSON_HEADERS, ...(origin ? {origin} : {})},
      body: initialize,
    });
  const foreign = await from('https://attacker.example');
  expect(foreign.status).toBe(403);
  expect((await foreign.json()).error.message).toContain('attacker.example');
  expect((await from(hosted.origin)).status).toBe(200);
  expect((await from()).status).toBe(200);
});

test('the Inspector CLI lists the tools and searches at the hosted address', async () => {
  const inspector = path.join(root, 'node_modules/@modelcontextprotocol/inspector-cli/build/cli.js');
  const inspect = async (...args: string[]) =>
    JSON.parse(
      (
        await promisify(execFile)(
          process.execPath,
          [inspector, '--cli', hosted.url, '--transport', 'http', ...args],
          {cwd: root, timeout: 60_000},
        )
      ).stdout,
    );
  const {tools} = await inspect('--method', 'tools/list');
  expect(tools.map((tool: {name: string}) => tool.name)).toContain('search_docs');
  const {structuredContent} = await inspect(
    '--method',
    'tools/call',
    '--tool-name',
    'search_docs',
    '--tool-arg',
    'query=mint tokens',
  );
  expect(structuredContent.hits[0].url).toBe(
    'https://docs.maschain.com/services/token/token-service#mint-tokens',
  );
});

test('a process dying loses only its own sessions (404, the client starts again); with none up, 503 JSON at once', async () => {
  const [dying, surviving] = MCP_PORTS as [number, number];
  const sessions: Session[] = [];
  const held: number[] = [];
  // New sessions land on either process at random: open them until both hold some.
  while (sessions.length < 20 && !(held.includes(dying) && held.includes(surviving))) {
    const session = await connectHttp(hosted.url);
    sessions.push(session);
    held.push(...(await holder(session.transport.sessionId!)));
  }
  await hosted.kill(dying);
  for (const [i, {client}] of sessions.entries()) {
    if (held[i] === dying) expect(await failedStatus(client)).toBe(404);
    else await call(client, 'search_docs', {query: 'wallet'});
  }
  // Starting again lands on the process still up.
  const again = await connectHttp(hosted.url);
  expect(await holder(again.transport.sessionId!)).toEqual([surviving]);

  await hosted.kill(surviving);
  // Never a hang: no answer in 10 s fails here.
  const down = await fetch(hosted.url, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: PING,
    signal: AbortSignal.timeout(10_000),
  });
  expect(down.status).toBe(503);
  expect(down.headers.get('content-type')).toBe('application/json');
  expect(down.headers.get('retry-after')).toBe('5');
  expect((await down.json()).jsonrpc).toBe('2.0');
});

test('a burst from one address gets 429 with Retry-After and a JSON-RPC error; pages are never limited', async () => {
  const burst = await Promise.all(
    Array.from({length: 80}, () => fetch(hosted.url, {method: 'POST', headers: JSON_HEADERS, body: PING})),
  );
  const limited = burst.filter((response) => response.status === 429);
  expect(limited.length).toBeGreaterThan(0);
  expect(limited[0]!.headers.get('retry-after')).toBe('1');
  expect(limited[0]!.headers.get('content-type')).toBe('application/json');
  expect((await limited[0]!.json()).error.message).toContain('Too many requests');
  const pages = await Promise.all(
    Array.from({length: 80}, () => fetch(`${hosted.origin}/general/rate_limit`)),
  );
  expect(pages.map((page) => page.status)).toEqual(pages.map(() => 200));
});
