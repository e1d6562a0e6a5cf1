// npm run bench: prints figures, asserts nothing. Needs a fresh `npm run build`
// for the size, search and Lighthouse figures; the build-time figures build on
// their own. `npm run bench -- lighthouse` runs one part.
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const only = process.argv[2];
const parts = ['first-load', 'search', 'lighthouse', 'build-time'].filter((part) => !only || part === only);
// A part with several modules has a folder of its own.
const entries = {search: 'search/index.mjs'};
for (const part of parts) {
  console.log(`\n== ${part} ==`);
  const result = spawnSync(
    process.execPath,
    [path.join(import.meta.dirname, entries[part] ?? `${part}.mjs`)],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) process.exitCode = 1;
}
