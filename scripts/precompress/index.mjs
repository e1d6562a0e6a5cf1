// Writes a Brotli copy (`x.br`) beside every text file of a build, for
// nginx's brotli_static (deploy/nginx.conf) to send to browsers that accept
// Brotli; others keep getting gzip on the fly. Run after the whole build,
// plugins' postBuild included (they run in parallel, so a plugin could read a
// file another one is still writing). The build itself has already compressed
// the bundles and pages on its idle core (src/plugins/build-speed/earlyBrotli.ts);
// a copy that is not older than its file is kept. With files named after the
// directory, compresses those only (what the build's early step runs).
// Usage: node scripts/precompress/index.mjs [dir [file...]]
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {precompress, precompressFiles} from './brotli.mjs';

export {precompress};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = performance.now();
  const files = process.argv.slice(3).map((file) => path.resolve(dir, file));
  const count = files.length > 0 ? await precompressFiles(dir, files) : await precompress(dir);
  console.log(
    `precompress: ${count} files of ${path.relative(process.cwd(), dir) || '.'} as Brotli in ${Math.round(performance.now() - started)} ms`,
  );
}
