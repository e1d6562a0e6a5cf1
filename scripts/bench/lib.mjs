// Shared helpers for the benchmark scripts: timing, statistics, serving the
// build, and each part's results file.
// The median, Chromium and file sizes come from scripts/lib/, which the audit
// shares.
import {spawn} from 'node:child_process';
import {existsSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
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

// Each part's results file, scripts/bench/results/<part>.md: what the part
// printed, stamped with when, how busy the machine was and the command, so a
// README can link to figures instead of quoting them. A run replaces the file
// (or, for a part that writes sections, its own section and keeps the others).
const resultsDir = path.join(root, 'scripts/bench/results');
const loadAtStart = loadavg()[0];
const printed = [];

/** Prints a line of figures and keeps it for saveResults. */
export function print(line = '') {
  console.log(line);
  printed.push(String(line));
}

/** The run's stamp: date, 1-minute load average at the start and now, and the command with its bench settings. */
function stamp() {
  const settings = Object.entries(process.env)
    .filter(([name]) => /^(BENCH_|MCP_LOAD_)/.test(name))
    .map(([name, value]) => `${name}=${value} `)
    .join('');
  const command = [`node ${path.relative(root, process.argv[1])}`, ...process.argv.slice(2)].join(' ');
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  return (
    `Measured ${date} UTC by \`${settings}${command}\`; load average ${loadAtStart.toFixed(2)} at the start, ` +
    `${loadavg()[0].toFixed(2)} at the end (1 minute, ${cpus().length} cores).`
  );
}

function readSections(file) {
  const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const found = {};
  for (const part of text.split(/^## /m).slice(1)) {
    const [title, ...body] = part.split('\n');
    found[title.trim()] = body.join('\n').trim();
  }
  return found;
}

/**
 * Writes scripts/bench/results/<part>.md: `markdown`, or by default the lines
 * print() kept as a text block. With `section`, replaces that section only.
 */
export function saveResults(part, {section, markdown} = {}) {
  const file = path.join(resultsDir, `${part}.md`);
  const figures = markdown ?? `\`\`\`text\n${printed.join('\n').trim()}\n\`\`\``;
  const header =
    `# Bench results: ${part}\n\nWritten by \`npm run bench -- ${part}\` ` +
    `(${path.relative(root, process.argv[1])}, whose opening comment says how the figures are made); ` +
    'each run replaces them. Do not edit by hand.\n';
  let body = `${stamp()}\n\n${figures.trim()}\n`;
  if (section) {
    const found = readSections(file);
    found[section] = body.trim();
    body = Object.entries(found)
      .map(([title, text]) => `## ${title}\n\n${text}\n`)
      .join('\n');
  }
  mkdirSync(resultsDir, {recursive: true});
  writeFileSync(file, `${header}\n${body}`);
  console.error(`Figures written to ${path.relative(root, file)}`);
}
