// The one place that decides what serves build/ during the audit. Production
// runs nginx with deploy/nginx.conf, and tests/support/start-nginx.mjs runs
// that config on loopback in the foreground; the audit starts it as a child
// process. Without that script or without nginx, the Node fallback serves.
import {spawn} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {startFallbackServer} from './fallback-server.mjs';
import {freePort} from './freePort.mjs';

/** Starts the nginx helper and resolves once the site answers; rejects with its output if it exits first. */
async function startNginx(helper, root) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [helper, String(port)], {
    cwd: root,
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
  // Every page after an unexpected exit would fail: say why, once, and keep it
  // for the report.
  const status = {diedEarly: false};
  child.once('exit', (code, signal) => {
    if (stopping) return;
    status.diedEarly = true;
    console.error(`audit: nginx stopped during the audit (${signal ?? `exit ${code}`}):\n${output.trim()}`);
  });
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) break;
    try {
      const response = await fetch(`${url}/`);
      if (response.ok) return {url, kind: 'nginx with deploy/nginx.conf', stop, status};
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  await stop();
  throw new Error(`the nginx helper did not serve the site:\n${output.trim()}`);
}

/** Starts a server for `buildDir` and returns {url, kind, stop, status: {diedEarly}}. */
export async function startServer(root, buildDir) {
  const helper = path.join(root, 'tests/support/start-nginx.mjs');
  if (existsSync(helper)) {
    try {
      return await startNginx(helper, root);
    } catch (error) {
      console.warn(`audit: ${error.message}\naudit: serving with the Node fallback instead.`);
    }
  }
  return startFallbackServer(buildDir);
}
