// Many sessions, opened as cheaply as a client can (initialize, then one
// call_mock that gives the session some mock memory), never ended: what a
// process holds after them is its bound, not its leak.
import {readFileSync} from 'node:fs';
import {performance} from 'node:perf_hooks';

const HEADERS = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
const INITIALIZE = JSON.stringify({
  jsonrpc: '2.0',
  id: 0,
  method: 'initialize',
  params: {protocolVersion: '2025-06-18', capabilities: {}, clientInfo: {name: 'mcp-load', version: '1.0.0'}},
});
const CREATE_WALLET = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: {name: 'call_mock', arguments: {operationId: 'createWallet'}},
});

async function openOne(url) {
  const opened = await fetch(url, {method: 'POST', headers: HEADERS, body: INITIALIZE});
  await opened.text();
  const sessionId = opened.headers.get('mcp-session-id');
  if (!sessionId) throw new Error(`initialize answered ${opened.status} without a session`);
  const headers = {...HEADERS, 'mcp-session-id': sessionId, 'mcp-protocol-version': '2025-06-18'};
  const called = await fetch(url, {method: 'POST', headers, body: CREATE_WALLET});
  await called.text();
  if (called.status !== 200) throw new Error(`call_mock answered ${called.status}`);
}

/** Opens `count` sessions, 50 at a time; returns how long it took and what failed. */
export async function openSessions(url, count) {
  const started = performance.now();
  let next = 0;
  const failures = {};
  await Promise.all(
    Array.from({length: 50}, async () => {
      while (next < count) {
        next += 1;
        await openOne(url).catch((error) => (failures[error.message] = (failures[error.message] ?? 0) + 1));
      }
    }),
  );
  return {count, seconds: (performance.now() - started) / 1000, failures};
}

/** A process's resident memory now and at its peak, in MiB (Linux). */
export function rssMiB(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return {rss: kib('VmRSS') / 1024, peak: kib('VmHWM') / 1024};
}
