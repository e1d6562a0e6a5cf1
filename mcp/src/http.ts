/**
 * The Streamable HTTP transport, with sessions as the MCP specification
 * describes them: `initialize` opens one and its answer carries the
 * Mcp-Session-Id; every later request names it and reaches that session's own
 * server and transport, which hold its mock memory; DELETE ends it; an unknown
 * or expired id gets 404 (the client starts again) and a request naming none
 * but initialize gets 400. The server sends no messages of its own, so GET
 * (a stream for them) gets 405, which the specification allows.
 *
 * Safety: it binds to loopback unless told otherwise, answers only /mcp,
 * refuses a Host naming another machine and an Origin other than the public
 * one (both DNS rebinding), and bodies over the size cap.
 */
import {randomUUID} from 'node:crypto';
import {createServer as createHttpServer, type IncomingMessage, type ServerResponse} from 'node:http';
import type {AddressInfo} from 'node:net';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {isInitializeRequest} from '@modelcontextprotocol/sdk/types.js';
import {MockMemory} from '@site/src/lib/openapi/tryIt/mockMemory';
import {MAX_VALUES_BYTES} from './limits';
import {DEFAULT_LIMITS, SessionStore, type SessionLimits} from './sessions';

/** A request's body may hold values up to the cap, plus the JSON-RPC around them. */
export const MAX_BODY_BYTES = MAX_VALUES_BYTES + 64_000;
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);
/**
 * The session id a proxy proposes for a new session (deploy/nginx.conf sends
 * its random $request_id and routes by the same string, so the session's later
 * requests, which carry it as Mcp-Session-Id, come back to this process).
 */
const PROPOSAL_HEADER = 'x-mcp-session-proposal';
const SWEEP_EVERY_MS = 60_000;

export type HttpOptions = {
  host: string;
  port: number;
  /** Browsers may call from this origin only; without it, from the server's own loopback address. */
  publicOrigin?: string;
  limits?: SessionLimits;
};

type Session = {transport: StreamableHTTPServerTransport; close: () => Promise<void>};
type Refusal = {status: number; message: string; code?: number; headers?: Record<string, string>};

/** JSON-RPC error codes: the SDK's own for a bad request and an unknown session, and JSON-RPC's parse error. */
const BAD_REQUEST = -32000;
const SESSION_NOT_FOUND = -32001;
const PARSE_ERROR = -32700;

function refuse(res: ServerResponse, {status, message, code = BAD_REQUEST, headers = {}}: Refusal): void {
  res
    .writeHead(status, {'content-type': 'application/json', ...headers})
    .end(JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null}));
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

/** The body, or the refusal to answer when it is too big or not JSON. */
async function bodyOf(req: IncomingMessage): Promise<{body: unknown} | {refusal: Refusal}> {
  try {
    return {body: await readBody(req)};
  } catch (error) {
    return error instanceof RangeError
      ? {refusal: {status: 413, message: error.message}}
      : {refusal: {status: 400, message: 'The body is not valid JSON.', code: PARSE_ERROR}};
  }
}

function hostName(header: string | undefined): string {
  if (!header) return '';
  return header.startsWith('[') ? header.slice(1, header.indexOf(']')) : header.split(':')[0]!;
}

function single(header: string | string[] | undefined): string | undefined {
  return Array.isArray(header) ? header[0] : header;
}

/** Who may call: Host names (none means any) and browser origins. */
type Access = {hosts?: Set<string>; origins: Set<string>};

function access(options: HttpOptions, boundPort: number): Access {
  const loopbackOnly = LOOPBACK.has(options.host);
  const publicHost = options.publicOrigin ? new URL(options.publicOrigin).hostname : undefined;
  const hosts = loopbackOnly ? new Set([...LOOPBACK, ...(publicHost ? [publicHost] : [])]) : undefined;
  const origins = new Set(
    options.publicOrigin
      ? [options.publicOrigin]
      : [`http://127.0.0.1:${boundPort}`, `http://localhost:${boundPort}`, `http://[::1]:${boundPort}`],
  );
  return {hosts, origins};
}

/** Why a request is refused before any session is looked at, or undefined. */
function checkRequest(req: IncomingMessage, allowed: Access): Refusal | undefined {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname !== '/mcp') return {status: 404, message: 'Not found: the MCP endpoint is /mcp.'};
  if (allowed.hosts && !allowed.hosts.has(hostName(req.headers.host))) {
    return {status: 403, message: 'This server answers only requests addressed to the loopback interface.'};
  }
  const origin = req.headers.origin;
  if (origin !== undefined && !allowed.origins.has(origin)) {
    return {status: 403, message: `Requests from pages of ${origin.slice(0, 200)} are refused.`};
  }
  if (req.method !== 'POST' && req.method !== 'DELETE') {
    return {
      status: 405,
      message:
        'Send JSON-RPC messages with POST, and end a session with DELETE; this server opens no stream.',
      headers: {allow: 'POST, DELETE'},
    };
  }
  return undefined;
}

/** The proxy's proposed id when it is one (32 hex digits) and free, else a random one. */
function newSessionId(req: IncomingMessage, sessions: SessionStore<Session>): string {
  const proposed = single(req.headers[PROPOSAL_HEADER]);
  return proposed && /^[0-9a-f]{32}$/.test(proposed) && !sessions.has(proposed) ? proposed : randomUUID();
}

export async function serveHttp(
  newServer: (memory: MockMemory) => McpServer,
  options: HttpOptions,
): Promise<string> {
  const sessions = new SessionStore<Session>(options.limits ?? DEFAULT_LIMITS);
  // Requests are taken once the port is bound: the default origins name it.
  const http = createHttpServer();
  // Longer than a proxy keeps an idle connection (nginx: 60 s), so the proxy
  // never sends a request on a connection this side is closing.
  http.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port, options.host, resolve);
  });
  const {address, port: bound} = http.address() as AddressInfo;
  const allowed = access(options, bound);

  /** A new session for an initialize request: kept once the transport has given it its id. */
  async function open(req: IncomingMessage, res: ServerResponse, body: unknown): Promise<void> {
    const server = newServer(new MockMemory());
    const session: Session = {transport: undefined!, close: () => server.close()};
    session.transport = new StreamableHTTPServerTransport({
      sessionIdGenerator: () => newSessionId(req, sessions),
      enableJsonResponse: true,
      onsessioninitialized: (id) => sessions.add(id, session),
      onsessionclosed: (id) => sessions.end(id),
    });
    await server.connect(session.transport);
    await session.transport.handleRequest(req, res, body);
    // An initialize the transport refused opened nothing.
    const id = session.transport.sessionId;
    if (!id || !sessions.has(id)) await server.close();
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const refusal = checkRequest(req, allowed);
    if (refusal) return refuse(res, refusal);
    const id = single(req.headers['mcp-session-id']);
    const session = id === undefined ? undefined : sessions.use(id);
    if (id !== undefined && !session) {
      return refuse(res, {
        status: 404,
        message: 'Session not found: it ended or expired. Start a new one with initialize.',
        code: SESSION_NOT_FOUND,
      });
    }
    if (req.method === 'DELETE') {
      if (!session) return refuse(res, {status: 400, message: 'Name the session to end in Mcp-Session-Id.'});
      return session.transport.handleRequest(req, res);
    }
    const read = await bodyOf(req);
    if ('refusal' in read) return refuse(res, read.refusal);
    if (session) return session.transport.handleRequest(req, res, read.body);
    if (!isInitializeRequest(read.body)) {
      return refuse(res, {
        status: 400,
        message: 'No Mcp-Session-Id: start a session with initialize, then send its id with every request.',
      });
    }
    return open(req, res, read.body);
  }

  http.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) refuse(res, {status: 500, message: (error as Error).message});
      else res.end();
    });
  });
  setInterval(() => sessions.sweep(), SWEEP_EVERY_MS).unref();
  return `http://${address.includes(':') ? `[${address}]` : address}:${bound}/mcp`;
}
