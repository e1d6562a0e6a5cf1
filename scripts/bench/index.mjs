// npm run bench: prints figures, asserts nothing. Needs a fresh `npm run build`
// for the size, search and Lighthouse figures; the build-time figures build on
// their own. `npm run bench -- lighthouse` runs one part; the arguments after
// the part go to it (`npm run bench -- lcp /portal/overview`). `lcp` audits
// every route five times (most of an hour) and `mcp-load` holds the machine
// for minutes (MCP_LOAD_SECONDS=10 for a quick run), so they run only when named.
// Each part also writes what it printed to scripts/bench/results/<part>.md
// (saveResults in lib.mjs), which the READMEs link to instead of quoting figures.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const [only, ...args] = process.argv.slice(2);
const onlyWhenNamed = ['lcp', 'mcp-load'];
const parts = ['first-load', 'search', 'mcp', 'mcp-load', 'agents', 'lighthouse', 'build-time', 'lcp'].filter(
  (part) => (only ? part === only : !onlyWhenNamed.includes(part)),
);
// A part with several modules has a folder of its own.
const entries = {
  search: 'search/index.mjs',
  'build-time': 'build-time/index.mjs',
  'mcp-load': 'mcp-load/index.mjs',
};
for (const part of parts) {
  console.log(`\n== ${part} ==`);
  const script = path.join(import.meta.dirname, entries[part] ?? `${part}.mjs`);
  const result = spawnSync(process.execPath, [script, ...args], {stdio: 'inherit'});
  if (result.status !== 0) process.exitCode = 1;
}
