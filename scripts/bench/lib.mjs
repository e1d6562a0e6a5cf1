// Shared helpers for the benchmark scripts: timing, statistics, serving the build.
import {spawn} from 'node:child_process';
import {readFile} from 'node:fs/promises';
import {gzipSync} from 'node:zlib';
import path from 'node:path';
import chromiumOptions from '../chromium.cjs';

export const root = path.resolve(import.meta.dirname, '../..');

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

export const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

export async function sizes(file) {
  const content = await readFile(file);
  return {raw: content.length, gzip: gzipSync(content, {level: 9}).length};
}

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

export async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch(chromiumOptions);
}
