// npm run bench -- build-time: cold builds of the site (`npm run build`: the
// Docusaurus build with its plugins' outputs, then the Brotli copies) against a
// stock Docusaurus site and a Starlight site holding the same pages
// (peers.mjs), interleaved, BENCH_RUNS times (default 3). Prints the median
// wall time and peak memory (the largest process's resident set) of each and
// the site's ratios to the peers, then where the site's build time goes
// (breakdown.mjs) and the writer's dev loop (devLoop.mjs).
import {execFileSync} from 'node:child_process';
import {mkdtemp, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {median, print, root, saveResults} from '../lib.mjs';
import {breakdown} from './breakdown.mjs';
import {devLoop} from './devLoop.mjs';
import {starlight, stockDocusaurus, twinPages} from './peers.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const siteOut = path.join(root, '.cache/build-bench/site-build');
const docusaurusBin = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');

const pages = await twinPages(root);
const builds = {
  site: {
    dir: root,
    clean: ['.docusaurus', 'node_modules/.cache', siteOut],
    command: [
      'sh',
      '-c',
      `"${process.execPath}" "${docusaurusBin}" build --out-dir "${siteOut}" && "${process.execPath}" scripts/precompress/index.mjs "${siteOut}"`,
    ],
  },
  'stock Docusaurus': await stockDocusaurus(root, pages),
  Starlight: await starlight(root, pages),
};

/** One cold build: wall seconds and peak resident memory in MiB, read by GNU time. */
async function coldBuild({dir, clean, command}) {
  for (const entry of clean) await rm(path.resolve(dir, entry), {recursive: true, force: true});
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'build-time-'));
  const report = path.join(tmp, 'time');
  try {
    execFileSync('/usr/bin/time', ['-f', '%e %M', '-o', report, ...command], {
      cwd: dir,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {...process.env, NODE_ENV: 'production'},
    });
    const [seconds, kib] = (await readFile(report, 'utf8')).trim().split('\n').at(-1).split(' ').map(Number);
    return {seconds, mib: kib / 1024};
  } finally {
    await rm(tmp, {recursive: true, force: true});
  }
}

print(`${pages.length} pages each; ${runs} cold builds of each, interleaved`);
const results = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
for (let run = 1; run <= runs; run += 1) {
  for (const [name, build] of Object.entries(builds)) {
    const result = await coldBuild(build);
    results[name].push(result);
    print(`  run ${run} ${name}: ${result.seconds.toFixed(1)} s, ${result.mib.toFixed(0)} MiB`);
  }
}
const medians = Object.fromEntries(
  Object.entries(results).map(([name, list]) => [
    name,
    {seconds: median(list.map((r) => r.seconds)), mib: median(list.map((r) => r.mib))},
  ]),
);
print('Median cold build (time, peak memory), and the site against each:');
for (const [name, {seconds, mib}] of Object.entries(medians)) {
  const ratio = name === 'site' ? '' : `   site / ${name}: ${(medians.site.seconds / seconds).toFixed(2)}x`;
  print(`  ${name.padEnd(18)} ${seconds.toFixed(1).padStart(6)} s ${mib.toFixed(0).padStart(5)} MiB${ratio}`);
}
await rm(path.join(root, '.cache/build-bench/site-build'), {recursive: true, force: true});

await breakdown(builds.site);
await devLoop();
saveResults('build-time');
