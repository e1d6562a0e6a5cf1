// Agent readiness: the afdocs score of the build served by nginx as deployed,
// each check's result, and the sizes of the largest Markdown twins. Needs a
// fresh `npm run build`; installs afdocs and Node 22 on first use.
import {readdir, stat} from 'node:fs/promises';
import path from 'node:path';
import {runAfdocs, describeReport} from '../agent-readiness/check.mjs';
import {freePort} from '../lib/freePort.mjs';
import {startServer} from '../lib/server.mjs';
import {print, root, saveResults} from './lib.mjs';

async function twinSizes(dir) {
  const entries = await readdir(dir, {recursive: true});
  const twins = entries.filter((file) => file.endsWith('.md'));
  const sizes = await Promise.all(
    twins.map(async (file) => ({file, chars: (await stat(path.join(dir, file))).size})),
  );
  return sizes.sort((a, b) => b.chars - a.chars);
}

const server = await startServer(root, await freePort());
let report;
try {
  const started = Date.now();
  report = await runAfdocs(root, server.url);
  print(`afdocs ${report.specUrl ?? ''} in ${((Date.now() - started) / 1000).toFixed(0)} s`);
} finally {
  await server.stop();
}
const score = report.scoring;
print(`Score: ${score.overall} / 100 (${score.grade}), ${report.testedPages} pages sampled`);
for (const [category, {score: value}] of Object.entries(score.categoryScores)) {
  print(`  ${category.padEnd(26)} ${value ?? '-'}`);
}
const notPassed = describeReport(report);
print(notPassed.length ? notPassed.map((line) => `  ${line}`).join('\n') : '  every check passes');
const twins = await twinSizes(path.join(root, 'build'));
print(`Markdown twins: ${twins.length}; the largest (bytes):`);
for (const {file, chars} of twins.slice(0, 5)) print(`  ${String(chars).padStart(7)}  /${file}`);
saveResults('agents');
