/**
 * A mock of the OpenAPI description (Prism) on loopback, for tests that
 * send real requests: one start per test file. Prism rejects a request the
 * description does not allow (401 for missing credentials, 422 for a bad
 * body or parameter) and names the violation in its `sl-violations` header.
 */
import {spawn, type ChildProcess} from 'node:child_process';
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

export async function startMockServer(spec = specPath): Promise<MockServer> {
  const port = await freePort();
  // --errors: any violation of the description answers an error, never a lenient 200.
  const child: ChildProcess = spawn(
    prismBin,
    ['mock', '--errors', '-h', '127.0.0.1', '-p', String(port), spec],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The mock server did not start:\n${output}`)), 120_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The mock server exited (${code}):\n${output}`));
    });
  });
  child.stdout?.resume();
  child.stderr?.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
