/**
 * nginx with deploy/nginx.conf serving the build (start-nginx.mjs) on a free
 * loopback port, for a test that needs the deployed site without the browser
 * project's server.
 */
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import path from 'node:path';

export type Nginx = {url: string; stop: () => Promise<void>};

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as {port: number};
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export async function startNginx(): Promise<Nginx> {
  const port = await freePort();
  const script = path.join(__dirname, '..', '..', 'scripts', 'lib', 'start-nginx.mjs');
  const child = spawn(process.execPath, [script, String(port)], {stdio: ['ignore', 'pipe', 'pipe']});
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`nginx did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('start-nginx: serving')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`nginx exited (${code}):\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  // The script prints before nginx listens: wait for its first answer.
  for (let tries = 0; ; tries += 1) {
    try {
      await fetch(`${url}/`);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
