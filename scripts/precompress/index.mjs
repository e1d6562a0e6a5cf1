// Writes a Brotli copy (`x.br`) beside every text file of a build, for
// nginx's brotli_static (deploy/nginx.conf) to send to browsers that accept
// Brotli; others keep getting gzip on the fly. Run after the whole build,
// plugins' postBuild included (they run in parallel, so a plugin could read a
// file another one is still writing). Usage: node scripts/precompress/index.mjs [dir]
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {promisify} from 'node:util';
import {brotliCompress, constants} from 'node:zlib';

const compress = promisify(brotliCompress);

/** The text types deploy/nginx.conf gzips (its gzip_types), by extension. */
const compressibleExtensions = new Set([
  '.html',
  '.css',
  '.js',
  '.json',
  '.md',
  '.txt',
  '.xml',
  '.svg',
  '.yaml',
]);
/** As nginx's gzip_min_length: below this, an encoding costs more than it saves. */
const minBytes = 256;

/** The files of `dir` worth a compressed copy. */
async function textFiles(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((entry) => entry.isFile() && compressibleExtensions.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
  const sized = await Promise.all(files.map(async (file) => ({file, size: (await stat(file)).size})));
  // Largest first: zlib's threads take them in order, so no large file is left to run alone at the end.
  return sized
    .filter(({size}) => size >= minBytes)
    .sort((a, b) => b.size - a.size)
    .map(({file}) => file);
}

/**
 * Quality 10, one below the best: on this site's build, the files come out
 * 2.5% larger than at 11 (HTML 509 to 522 KB for 60 pages) in less than half
 * the time, which was the largest step of the build after bundling.
 */
const quality = 10;

/**
 * Files of 256 KB or more outside assets/ are whole-API downloads for tools: the OpenAPI file, the Postman
 * collection, llms-full.txt, the search records. No page waits on them, and at quality 10 they took 30% of
 * this step; at 7 they come out 7% larger (230 to 247 KB) in a twentieth of the time.
 */
const downloadQuality = 7;
const downloadBytes = 256 * 1024;

/**
 * Pages of 160 KB of HTML or more (the longest API references) get quality 11: they are the pages whose copy
 * comes near a phone's first round trip (tests/browser/html-size.spec.ts), and at 11 it is about 3% smaller
 * (the certificate reference 13.5 to 13.1 KB) for about 80 ms more each.
 */
const longPageQuality = 11;
const longPageBytes = 160 * 1024;

function qualityFor(dir, file, size) {
  if (path.extname(file) === '.html' && size >= longPageBytes) return longPageQuality;
  const isPageAsset = path.relative(dir, file).split(path.sep)[0] === 'assets';
  return !isPageAsset && size >= downloadBytes ? downloadQuality : quality;
}

/** Compressed once per build, sent many times. */
async function writeBrotli(dir, file) {
  const text = await readFile(file);
  const encoded = await compress(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: qualityFor(dir, file, text.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
  await writeFile(`${file}.br`, encoded);
}

/** Compresses every text file of `dir`; zlib runs them on its thread pool, on every core. */
export async function precompress(dir) {
  const files = await textFiles(dir);
  await Promise.all(files.map((file) => writeBrotli(dir, file)));
  return files.length;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const dir = path.resolve(process.argv[2] ?? 'build');
  const started = performance.now();
  const count = await precompress(dir);
  console.log(
    `precompress: ${count} files of ${path.relative(process.cwd(), dir) || '.'} as Brotli in ${Math.round(performance.now() - started)} ms`,
  );
}
