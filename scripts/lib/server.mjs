// Serves build/ as production does: nginx with deploy/nginx.conf, through
// ./start-nginx.mjs (which the browser tests start too) run as a child.
import {spawn} from 'node:child_process';
import path from 'node:path';

/**
 * Starts nginx on `port` and resolves with {url, stop} once the site answers;
 * rejects with the helper's own words (nginx missing, no build/) if it exits first.
 * `buildDir` serves another directory than build/ (the benchmark's reference site).
 */
export async function startServer(root, port, {buildDir} = {}) {
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'scripts/lib/start-nginx.mjs'), String(port)], {
    cwd: root,
    env: buildDir ? {...process.env, BUILD_DIR: buildDir} : process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // The helper stops nginx on SIGTERM; make sure an audit that dies still sends it.
  const stopOnExit = () => child.kill('SIGTERM');
  process.once('exit', stopOnExit);
  let stopping = false;
  const stop = async () => {
    stopping = true;
    process.off('exit', stopOnExit);
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 100 && child.exitCode === null; attempt += 1) {
    try {
      if ((await fetch(`${url}/`)).ok) {
        // Every Lighthouse run after an unexpected exit fails: say why, once.
        child.once('exit', (code, signal) => {
          if (!stopping)
            console.error(`audit: nginx stopped (${signal ?? `exit ${code}`}):\n${output.trim()}`);
        });
        return {url, stop};
      }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await stop();
  throw new Error(`nginx did not serve the site:\n${output.trim()}`);
}
