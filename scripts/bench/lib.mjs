// Shared helpers for the benchmark scripts: timing, statistics, serving the build.
// The median, Chromium and file sizes come from scripts/lib/, which the audit
// shares.
import {spawn} from 'node:child_process';
import path from 'node:path';

export {median} from '../lib/stats.mjs';
export {launchChromium} from '../lib/chromium.mjs';
export {fileSizes} from '../lib/first-load.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Runs a command and resolves with its duration in seconds; rejects on failure. */
export function timed(command, args, env = {}) {
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: {...process.env, ...env},
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve(Number(process.hrtime.bigint() - started) / 1e9)
        : reject(new Error(`${command} ${args.join(' ')} failed:\n${stderr.slice(-2000)}`)),
    );
  });
}

/** Serves build/ on a loopback port until stop() is called. */
export async function serveBuild(port = 4180) {
  const child = spawn(
    'npx',
    ['docusaurus', 'serve', '--no-open', '--host', '127.0.0.1', '--port', String(port)],
    {
      cwd: root,
      stdio: 'ignore',
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return {url, stop: () => process.kill(-child.pid)};
}
