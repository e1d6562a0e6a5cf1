// Cold build time of the site as configured (Rspack with the Babel loader),
// against the same config with Faster's SWC loader, and with the webpack
// bundler (Faster off), in interleaved runs. Prints medians and their ratios.
import {writeFile, rm} from 'node:fs/promises';
import path from 'node:path';
import {median, root, timed} from './lib.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 3);
// Variants are the site's own config with one thing changed.
const variantConfigs = {
  'Rspack + SWC loader': `{...config.future, faster: {...config.future.faster, swcJsLoader: true}}`,
  'webpack + Babel': `{...config.future, faster: false}`,
};
const variants = {'site (Rspack + Babel loader)': ['docusaurus', 'build', '--out-dir', 'build-bench-0']};
let index = 0;
for (const [name, future] of Object.entries(variantConfigs)) {
  index += 1;
  const file = path.join(root, `.docusaurus-bench-${index}.config.ts`);
  await writeFile(
    file,
    `import config from './docusaurus.config';\nexport default {...config, future: ${future}};\n`,
  );
  variants[name] = ['docusaurus', 'build', '--config', file, '--out-dir', `build-bench-${index}`];
}
const times = Object.fromEntries(Object.keys(variants).map((name) => [name, []]));
try {
  for (let run = 1; run <= runs; run += 1) {
    for (const [name, args] of Object.entries(variants)) {
      await timed('npx', ['docusaurus', 'clear'], {});
      times[name].push(await timed('npx', args));
      console.log(`  run ${run} ${name}: ${times[name].at(-1).toFixed(1)} s`);
    }
  }
} finally {
  for (let i = 0; i <= index; i += 1) {
    await rm(path.join(root, `.docusaurus-bench-${i}.config.ts`), {force: true});
    await rm(path.join(root, `build-bench-${i}`), {recursive: true, force: true});
  }
}
const site = median(times['site (Rspack + Babel loader)']);
console.log(`Build time, median of ${runs} cold builds each (interleaved):`);
for (const [name, values] of Object.entries(times)) {
  const value = median(values);
  console.log(`  ${name.padEnd(30)} ${value.toFixed(1)} s  (${(value / site).toFixed(2)}× the site's)`);
}
