/**
 * A mock of the OpenAPI description (Prism) on loopback, for tests that
 * send real requests: one for the run, shared by the files that send to the
 * description it serves (mockServerFor). Prism rejects a request the
 * description does not allow (401 for missing credentials, 422 for a bad
 * body or parameter) and names the violation in its `sl-violations` header.
 */
import {spawn, type ChildProcess} from 'node:child_process';
import {readFileSync} from 'node:fs';
import {createServer} from 'node:net';
import path from 'node:path';
import {specPath} from './openApiBundle';

export {specPath};
const prismBin = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'prism');

/** A port the system just handed out on loopback, so parallel runs never collide. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

export type MockServer = {url: string; stop: () => Promise<void>};

/** Prism on a free port, with its output kept for the message if it does not start. */
async function spawnPrism(spec: string): Promise<{url: string; child: ChildProcess; started: Promise<void>}> {
  const port = await freePort();
  // --errors: any violation of the description answers an error, never a lenient 200.
  const child = spawn(prismBin, ['mock', '--errors', '-h', '127.0.0.1', '-p', String(port), spec], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The mock server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (!output.includes('Prism is listening')) return;
      clearTimeout(timer);
      // Only the start is read; the rest of its log is drained, unread.
      child.stdout?.off('data', onData).resume();
      child.stderr?.off('data', onData).resume();
      resolve();
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The mock server exited (${code}):\n${output}`));
    });
  });
  return {url: `http://127.0.0.1:${port}`, child, started};
}

function stopper(child: ChildProcess): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
}

/** A mock of this test file's own, started and ready. */
async function startMockServer(spec = specPath): Promise<MockServer> {
  const {url, child, started} = await spawnPrism(spec);
  await started;
  return {url, stop: stopper(child)};
}

/**
 * The mock of the whole run (sharedMockForRun, started by the global setup)
 * when it serves the same description as `spec`, else one of the file's own:
 * Prism takes about 4 CPU-s to start, and three spec files send requests.
 */
export async function mockServerFor(spec = specPath): Promise<MockServer> {
  const shared = process.env.SHARED_MOCK_URL;
  if (!shared || readFileSync(spec, 'utf8') !== readFileSync(specPath, 'utf8')) return startMockServer(spec);
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await fetch(shared);
      return {url: shared, stop: async () => {}};
    } catch {
      if (Date.now() > deadline) throw new Error(`The run's mock server did not answer at ${shared}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Starts the run's mock without waiting for it (the tests that use it wait),
 * and names it to the workers; returns its stop.
 */
export async function sharedMockForRun(): Promise<() => Promise<void>> {
  const {url, child, started} = await spawnPrism(specPath);
  // A failed start is reported by the tests that wait for it.
  started.catch(() => {});
  process.env.SHARED_MOCK_URL = url;
  return stopper(child);
}
