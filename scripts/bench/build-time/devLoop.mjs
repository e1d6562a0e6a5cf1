// The writer's loop: `npm start` from a cleared cache until the first page is
// served, then an MDX edit until the browser shows it (hot reload), five times.
import {spawn} from 'node:child_process';
import {readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {launchChromium, median, print, root} from '../lib.mjs';

const port = Number(process.env.BENCH_DEV_PORT ?? 4186);
const page = '/general/rate_limit';
const source = path.join(root, 'docs/general/rate_limit.mdx');
const edits = 5;

async function waitForServer(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`npm start: nothing at ${url} after ${timeoutMs / 1000} s`);
}

export async function devLoop() {
  await rm(path.join(root, '.docusaurus'), {recursive: true, force: true});
  await rm(path.join(root, 'node_modules/.cache'), {recursive: true, force: true});
  const started = performance.now();
  const server = spawn(
    process.execPath,
    [
      path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'),
      'start',
      '--no-open',
      '--host',
      '127.0.0.1',
      '--port',
      String(port),
    ],
    {cwd: root, stdio: ['ignore', 'pipe', 'pipe'], detached: true},
  );
  let output = '';
  server.stdout.on('data', (chunk) => (output += chunk));
  server.stderr.on('data', (chunk) => (output += chunk));
  const original = await readFile(source, 'utf8');
  const {browser} = await launchChromium();
  try {
    const url = `http://127.0.0.1:${port}${page}`;
    await waitForServer(url).catch((error) => {
      throw new Error(`${error.message}\n${output.slice(-3000)}`);
    });
    const ready = (performance.now() - started) / 1000;
    const tab = await browser.newPage();
    await tab.goto(url, {timeout: 120_000});
    const times = [];
    for (let i = 1; i <= edits; i += 1) {
      const marker = `Hot reload check ${i} ${Date.now()}`;
      const saved = performance.now();
      await writeFile(source, `${original}\n${marker}\n`);
      await tab.waitForFunction((text) => document.body.innerText.includes(text), marker, {
        polling: 'raf',
        timeout: 60_000,
      });
      times.push(performance.now() - saved);
    }
    print('Writer loop (docs/general/rate_limit.mdx):');
    print(`  npm start, cleared cache, to the first page served: ${ready.toFixed(1)} s`);
    print(
      `  an edit saved to the browser showing it: median ${median(times).toFixed(0)} ms of ${edits} (${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  } finally {
    await writeFile(source, original);
    await browser.close();
    process.kill(-server.pid);
  }
}
