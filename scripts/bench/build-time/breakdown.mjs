// Where the site's build time goes: one more cold build with Docusaurus's
// performance log on (DOCUSAURUS_PERF_LOGGER, which Docusaurus keeps for its
// own profiling; listed in UPGRADING.md), whose phases, and the site plugins'
// own steps logged the same way, are printed with the Brotli step's time.
import {execFileSync} from 'node:child_process';
import {rm} from 'node:fs/promises';
import path from 'node:path';
import {print} from '../lib.mjs';

/** Phases shorter than this are left out. */
const minSeconds = 0.3;

// eslint-disable-next-line no-control-regex
const plain = (text) => text.replace(/\u001b\[[0-9;]*m/g, '');

function seconds(duration) {
  const [, value, unit] = duration.match(/([\d.]+) (ms|seconds)/) ?? [];
  return unit === 'ms' ? Number(value) / 1000 : Number(value);
}

export async function breakdown({dir, clean, command}) {
  for (const entry of clean) await rm(path.resolve(dir, entry), {recursive: true, force: true});
  const output = plain(
    execFileSync(command[0], command.slice(1), {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {...process.env, DOCUSAURUS_PERF_LOGGER: 'true'},
      maxBuffer: 64 * 1024 * 1024,
    }),
  );
  print('Where the site build time goes (one cold build; phases nest with " > "):');
  const phases = [...output.matchAll(/^\[PERF\](?:\[KO\])? (.+?) - ([\d.]+ (?:ms|seconds))!?/gm)];
  if (phases.length === 0) print('  (no performance log: has DOCUSAURUS_PERF_LOGGER changed?)');
  for (const [, label, duration] of phases) {
    const value = seconds(duration);
    if (value >= minSeconds) print(`  ${value.toFixed(1).padStart(5)} s  ${label}`);
  }
  const brotli = output.match(/precompress: .* in (\d+) ms/);
  if (brotli)
    print(`  ${(Number(brotli[1]) / 1000).toFixed(1).padStart(5)} s  Brotli copies (scripts/precompress)`);
}
