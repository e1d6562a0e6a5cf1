// The MCP server hosted as deploy/ describes it, on this machine: nginx with
// deploy/nginx.conf (through scripts/lib/start-nginx.mjs, which replaces only
// its listen and root lines) in front of two server processes on 127.0.0.1:4310
// and 4311, the addresses the config names. For the tests (tests/mcp/hosted.spec.ts)
// and the load benchmark (`npm run bench -- mcp-load`).
import {spawn} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {freePort} from './freePort.mjs';

export const MCP_PORTS = [4310, 4311];

/** The node options the systemd unit starts each server with, so that it runs here as deployed. */
export function deployedNodeOptions(root) {
  const unit = path.join(root, 'deploy/maschain-docs-mcp@.service');
  const exec = /^ExecStart=\S*node((?:\s+--\S+)*)\s+mcp\/run\.mjs/m.exec(readFileSync(unit, 'utf8'));
  if (!exec) throw new Error(`${unit}: no ExecStart line running node mcp/run.mjs`);
  return exec[1].split(/\s+/).filter(Boolean);
}

/** Starts a child and resolves once `ready` matches its output; rejects with the output if it exits first. */
function startChild(root, args, env, ready, what) {
  const child = spawn(process.execPath, args, {cwd: root, env, stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 90 s:\n${output}`)), 90_000);
    const take = (chunk) => {
      output += chunk;
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${signal ?? code}):\n${output}`));
    });
  });
}

/**
 * nginx on a free port and both server processes, for the checkout at `root`.
 * `unlimited` lifts /mcp's rate limit for loopback (MCP_RATE_LIMIT=off).
 * Returns the origin, the /mcp address, each process's control (pid, kill,
 * start) and stop().
 */
export async function startHostedMcp(
  root,
  {unlimited = false, buildDir = process.env.BUILD_DIR ?? 'build'} = {},
) {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {...process.env, BUILD_DIR: path.resolve(root, buildDir)};
  const nginx = await startChild(
    root,
    [path.join(root, 'scripts/lib/start-nginx.mjs'), String(port)],
    unlimited ? {...env, MCP_RATE_LIMIT: 'off'} : env,
    /serving /,
    'nginx',
  );
  const children = new Map();
  /** One search and one operation on a new process, so it has read the site and the API before it is measured. */
  const warm = async (mcpPort) => {
    const url = `http://127.0.0.1:${mcpPort}/mcp`;
    const headers = {'content-type': 'application/json', accept: 'application/json, text/event-stream'};
    const message = (id, method, params) => JSON.stringify({jsonrpc: '2.0', id, method, params});
    const opened = await fetch(url, {
      method: 'POST',
      headers,
      body: message(0, 'initialize', {
        protocolVersion: '2025-06-18',
        capabilities: {},
        clientInfo: {name: 'warm', version: '1'},
      }),
    });
    await opened.text();
    const session = {...headers, 'mcp-session-id': opened.headers.get('mcp-session-id')};
    const searched = await fetch(url, {
      method: 'POST',
      headers: session,
      body: message(1, 'tools/call', {name: 'search_docs', arguments: {query: 'wallet'}}),
    });
    await searched.text();
    const described = await fetch(url, {
      method: 'POST',
      headers: session,
      body: message(2, 'tools/call', {name: 'get_operation', arguments: {operationId: 'mintToken'}}),
    });
    await described.text();
    await fetch(url, {method: 'DELETE', headers: session});
  };
  const nodeOptions = deployedNodeOptions(root);
  const start = async (mcpPort) => {
    const args = [
      ...nodeOptions,
      path.join(root, 'mcp/run.mjs'),
      '--http',
      '--port',
      String(mcpPort),
      '--public-origin',
      origin,
    ];
    children.set(
      mcpPort,
      await startChild(
        root,
        [...args, '--build', env.BUILD_DIR],
        env,
        / at http:/,
        `MCP server on ${mcpPort}`,
      ),
    );
    await warm(mcpPort);
  };
  const kill = (mcpPort) => {
    const child = children.get(mcpPort);
    children.delete(mcpPort);
    if (!child || child.exitCode !== null) return Promise.resolve();
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    return exited;
  };
  const stop = async () => {
    await Promise.all(MCP_PORTS.map(kill));
    const exited = new Promise((resolve) => nginx.once('exit', resolve));
    if (nginx.exitCode === null) nginx.kill('SIGTERM');
    await exited;
  };
  try {
    // One after the other: the first makes the server's bundle if it is stale, once.
    for (const mcpPort of MCP_PORTS) await start(mcpPort);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    origin,
    url: `${origin}/mcp`,
    pid: (mcpPort) => children.get(mcpPort)?.pid,
    kill,
    start,
    stop,
  };
}
