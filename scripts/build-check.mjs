// `docusaurus build` that fails on any warning. Docusaurus only warns about
// broken anchors (spec: onBrokenAnchors 'warn'); here a warning of any kind,
// anchors included, fails `npm test`. Everything the build prints is shown.
// It is the build the tests run on, so it holds the pages that crash on
// purpose (SITE_TEST_PAGES, src/config/hiddenPages.ts); `npm run build` does not.
import {spawn} from 'node:child_process';
import {createRequire} from 'node:module';
import {precompress} from './precompress/index.mjs';

const docusaurus = createRequire(import.meta.url).resolve('@docusaurus/core/bin/docusaurus.mjs');
const build = spawn(process.execPath, [docusaurus, 'build', ...process.argv.slice(2)], {
  stdio: ['ignore', 'pipe', 'pipe'],
  env: {...process.env, SITE_TEST_PAGES: 'true'},
});
const warnings = [];
for (const [stream, out] of [
  [build.stdout, process.stdout],
  [build.stderr, process.stderr],
]) {
  let rest = '';
  stream.on('data', (chunk) => {
    out.write(chunk);
    const lines = (rest + chunk).split('\n');
    rest = lines.pop() ?? '';
    warnings.push(...lines.filter((line) => /\bwarn(ing)?\b/i.test(line)));
  });
}
build.on('close', async (code) => {
  if (code !== 0) process.exit(code ?? 1);
  if (warnings.length > 0) {
    console.error(`\nbuild:check: the build printed ${warnings.length} warning line(s); fix each:`);
    for (const line of warnings) console.error(`  ${line}`);
    process.exit(1);
  }
  console.log('build:check: no warnings');
  // As `npm run build` does: the Brotli copies nginx serves.
  const outDir = process.argv.includes('--out-dir')
    ? process.argv[process.argv.indexOf('--out-dir') + 1]
    : 'build';
  console.log(`build:check: ${await precompress(outDir)} files precompressed`);
});
