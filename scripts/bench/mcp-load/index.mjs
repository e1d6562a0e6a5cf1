// The hosted MCP server under load, as deployed (scripts/lib/hosted-mcp.mjs:
// nginx with deploy/nginx.conf, the rate limit lifted for loopback, and two
// server processes started as the systemd unit starts them). 100 concurrent
// SDK-client sessions mix search_docs, get_operation, build_request and
// call_mock in two runs:
// - paced, for MCP_LOAD_SECONDS (60): each session pauses MCP_LOAD_PACE_MS
//   (1,000) on average between calls, as an assistant does while its model
//   writes; half-way one process is killed and started again a second later,
//   as systemd would. The latency targets are for this run.
// - closed loop, for MCP_LOAD_SATURATION_SECONDS (20): no pause, so the
//   figures are the machine's capacity and the queueing at it.
// Then MCP_LOAD_SESSIONS (10,000) more sessions are opened (initialize and one
// call_mock each, never ended) and each process's memory is read. Needs a build.
import path from 'node:path';
import {performance} from 'node:perf_hooks';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import {MCP_PORTS, startHostedMcp} from '../../lib/hosted-mcp.mjs';
import {loadQueries} from '../search/relevance.mjs';
import {openSessions, rssMiB} from './sessions.mjs';
import {printReport} from './report.mjs';

const SECONDS = Number(process.env.MCP_LOAD_SECONDS ?? 60);
const PACE_MS = Number(process.env.MCP_LOAD_PACE_MS ?? 1000);
const SATURATION_SECONDS = Number(process.env.MCP_LOAD_SATURATION_SECONDS ?? 20);
const CONCURRENCY = Number(process.env.MCP_LOAD_CONCURRENCY ?? 100);
const SESSIONS = Number(process.env.MCP_LOAD_SESSIONS ?? 10_000);
const root = path.resolve(import.meta.dirname, '..', '..', '..');
const [KILLED, KEPT] = MCP_PORTS;

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The process holding a session, asked directly (the other answers 404). */
async function holderOf(sessionId) {
  for (const port of MCP_PORTS) {
    const response = await fetch(`http://127.0.0.1:${port}/mcp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        'mcp-session-id': sessionId,
      },
      body: JSON.stringify({jsonrpc: '2.0', id: 1, method: 'ping'}),
    }).catch(() => undefined);
    if (response?.status === 200) return port;
  }
  return undefined;
}

async function connect(url) {
  const transport = new StreamableHTTPClientTransport(new URL(url));
  const client = new Client({name: 'mcp-load', version: '1.0.0'});
  await client.connect(transport);
  return {client, port: await holderOf(transport.sessionId)};
}

const pause = (paceMs) =>
  paceMs > 0 && new Promise((resolve) => setTimeout(resolve, paceMs * (0.5 + Math.random())));

/**
 * CONCURRENCY sessions calling tools for `seconds`, each pausing `paceMs` on
 * average (0.5 to 1.5 times) between calls; with killHalfWay one process is
 * killed half-way and started again a second later, as systemd would.
 */
async function drive(hosted, calls, {seconds, paceMs, killHalfWay = false}) {
  const samples = []; // {tool, ms, at, port}
  const errors = []; // {kind, at, port}
  const recoveries = []; // ms from the kill to a lost session's first answer in its new session
  const started = performance.now();
  const end = started + seconds * 1000;
  let killedAt;

  const errorKind = (error) =>
    error instanceof StreamableHTTPError ? `HTTP ${error.code}` : error.message.slice(0, 60);

  /** A new session; a failed start is counted as an error and tried again. */
  async function open(port) {
    for (;;) {
      const at = performance.now();
      try {
        return await connect(hosted.url);
      } catch (error) {
        errors.push({kind: `${errorKind(error)} on initialize`, at, port});
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  }

  async function worker() {
    // Sessions start spread over one pause, not all in the same millisecond.
    await pause(paceMs);
    let session = await open();
    let lostAt;
    while (performance.now() < end) {
      const tool = pick(Object.keys(calls));
      const at = performance.now();
      try {
        const result = await session.client.callTool({name: tool, arguments: calls[tool]()});
        // The mix sends no values: five operations have required query fields without an example, and
        // the tool answers that they are missing, as it should. Counted apart from failures.
        if (result.isError) errors.push({kind: `${tool} refused missing values`, at, port: session.port});
        else samples.push({tool, ms: performance.now() - at, at, port: session.port});
        if (lostAt !== undefined) {
          recoveries.push(performance.now() - killedAt);
          lostAt = undefined;
        }
      } catch (error) {
        errors.push({kind: errorKind(error), at, port: session.port});
        // A session its process lost: start again, as a client does on 404.
        if (error instanceof StreamableHTTPError && error.code === 404) {
          lostAt ??= at;
          session = await open(session.port);
        }
      }
      await pause(paceMs);
    }
    await session.client.close();
  }

  const killer =
    killHalfWay &&
    (async () => {
      await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 2));
      killedAt = performance.now();
      await hosted.kill(KILLED);
      // systemd's RestartSec=1, then the process's own start.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await hosted.start(KILLED);
      return performance.now() - killedAt;
    })();
  await Promise.all(Array.from({length: CONCURRENCY}, worker));
  const restartMs = await killer;
  const killed = killHalfWay && {port: KILLED, kept: KEPT, at: killedAt - started, restartMs};
  return {seconds, paceMs, samples, errors, recoveries, killed};
}

const hosted = await startHostedMcp(root, {unlimited: true});
try {
  const {bench, tuned} = await loadQueries();
  const queries = [...bench, ...tuned].map((query) => query.q);
  const probe = await connect(hosted.url);
  const {operations} = (await probe.client.callTool({name: 'list_operations', arguments: {}}))
    .structuredContent;
  await probe.client.close();
  const ids = operations.map((op) => op.operationId);
  const calls = {
    search_docs: () => ({query: pick(queries)}),
    get_operation: () => ({operationId: pick(ids)}),
    build_request: () => ({operationId: pick(ids), environment: 'testnet'}),
    call_mock: () => ({operationId: pick(ids)}),
  };

  const paced = await drive(hosted, calls, {seconds: SECONDS, paceMs: PACE_MS, killHalfWay: true});
  const saturated = await drive(hosted, calls, {seconds: SATURATION_SECONDS, paceMs: 0});
  const opened = await openSessions(hosted.url, SESSIONS);
  const memory = MCP_PORTS.map((port) => ({port, ...rssMiB(hosted.pid(port))}));
  printReport({concurrency: CONCURRENCY, paced, saturated, opened, memory});
} finally {
  await hosted.stop();
}
