// Build time with Docusaurus Faster (Rspack + SWC) against the webpack bundler,
// on the same content, in interleaved runs. Prints medians and their ratio.
import {writeFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {median, root, timed} from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
// The webpack variant is the site's own config with Faster turned off.
const webpackConfig = path.join(root, '.docusaurus-bench.config.ts');
await writeFile(
  webpackConfig,
  `import config from './docusaurus.config';\nexport default {...config, future: {...config.future, faster: false}};\n`,
);

const variants = {
  faster: ['docusaurus', 'build', '--out-dir', 'build-bench-faster'],
  webpack: ['docusaurus', 'build', '--config', webpackConfig, '--out-dir', 'build-bench-webpack'],
};
const times = {faster: [], webpack: []};
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, args] of Object.entries(variants)) {
      await timed('npx', ['docusaurus', 'clear'], {});
      times[name].push(await timed('npx', args));
      console.log(`  run ${run} ${name}: ${times[name].at(-1).toFixed(1)} s`);
    }
  }
} finally {
  await rm(webpackConfig, {force: true});
  await rm(path.join(root, 'build-bench-faster'), {recursive: true, force: true});
  await rm(path.join(root, 'build-bench-webpack'), {recursive: true, force: true});
}
const faster = median(times.faster);
const webpack = median(times.webpack);
console.log(`Build time, median of ${runs} cold builds each (interleaved):`);
console.log(`  Faster (Rspack + SWC): ${faster.toFixed(1)} s`);
console.log(`  webpack + Babel:       ${webpack.toFixed(1)} s`);
console.log(`  ratio webpack / Faster: ${(webpack / faster).toFixed(2)}×`);
