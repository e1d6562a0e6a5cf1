/**
 * The Streamable HTTP transport, stateless: each POST to /mcp gets a fresh
 * server and transport. The one state is the mock's memory (call_mock): kept
 * per `Mcp-Session-Id` when the client sends one, else none. It binds to
 * loopback unless told otherwise, answers only /mcp, refuses a Host header
 * naming another machine (DNS rebinding) and bodies over the size cap.
 */
import {createServer as createHttpServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {MockMemory} from '@site/src/lib/openapi/tryIt/mockMemory';
import {MAX_VALUES_BYTES} from './limits';

/** A request's body may hold values up to the cap, plus the JSON-RPC around them. */
const MAX_BODY_BYTES = MAX_VALUES_BYTES + 64_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
/** Sessions whose mock memory is kept; the least recently used is forgotten first. */
const MAX_SESSIONS = 1000;

/** The mock's memory of a session, or none when the request names no session. */
export class SessionMemories {
  private readonly memories = new Map<string, MockMemory>();

  of(header: string | string[] | undefined): MockMemory | undefined {
    const id = Array.isArray(header) ? header[0] : header;
    // A session id is visible ASCII (the MCP specification); anything else names no session.
    if (!id || id.length > 200 || !/^[\x21-\x7e]+$/.test(id)) return undefined;
    const memory = this.memories.get(id) ?? new MockMemory();
    this.memories.delete(id);
    this.memories.set(id, memory);
    if (this.memories.size > MAX_SESSIONS) this.memories.delete(this.memories.keys().next().value!);
    return memory;
  }
}

function refuse(res: ServerResponse, status: number, message: string): void {
  res
    .writeHead(status, {'content-type': 'application/json'})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code: -32000, message}, id: null}));
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new RangeError(`The request is over ${MAX_BODY_BYTES} bytes.`);
    chunks.push(chunk as Buffer);
  }
  return JSON.parse(Buffer.concat(chunks).toString('utf8'));
}

function hostName(header: string | undefined): string {
  if (!header) return '';
  return header.startsWith('[') ? header.slice(1, header.indexOf(']')) : header.split(':')[0]!;
}

export async function serveHttp(
  newServer: (memory: MockMemory | undefined) => McpServer,
  host: string,
  port: number,
): Promise<string> {
  const loopbackOnly = LOOPBACK.has(host);
  const sessions = new SessionMemories();
  const http = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== '/mcp') return refuse(res, 404, 'Not found: the MCP endpoint is /mcp.');
    if (loopbackOnly && !LOOPBACK.has(hostName(req.headers.host))) {
      return refuse(res, 403, 'This server answers only requests addressed to the loopback interface.');
    }
    if (req.method !== 'POST') {
      return refuse(res, 405, 'This server is stateless: send JSON-RPC messages with POST.');
    }
    let body: unknown;
    try {
      body = await readBody(req);
    } catch (error) {
      return error instanceof RangeError
        ? refuse(res, 413, error.message)
        : refuse(res, 400, 'The body is not valid JSON.');
    }
    const server = newServer(sessions.of(req.headers['mcp-session-id']));
    const transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    res.on('close', () => {
      void transport.close();
      void server.close();
    });
    try {
      await server.connect(transport);
      await transport.handleRequest(req, res, body);
    } catch (error) {
      if (!res.headersSent) refuse(res, 500, (error as Error).message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, resolve);
  });
  const {address, port: bound} = http.address() as AddressInfo;
  return `http://${address.includes(':') ? `[${address}]` : address}:${bound}/mcp`;
}
