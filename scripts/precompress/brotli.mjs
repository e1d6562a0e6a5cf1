// The Brotli copies (`x.br`) of a build's text files: which files, at which
// quality. Used by the script beside it (index.mjs) and, during the build, by
// src/plugins/build-speed/earlyBrotli.ts. No top-level await: the build loads
// this file through its TypeScript loader, which makes CommonJS of it.
import {readdir, readFile, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';
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

/** Whether a file of this name gets a compressed copy (if it has `minBytes` or more). */
export const isCompressible = (file) => compressibleExtensions.has(path.extname(file));

/** The files of `dir` worth a compressed copy, but for those whose copy is already up to date. */
async function textFiles(dir) {
  const entries = await readdir(dir, {withFileTypes: true, recursive: true});
  const files = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
  const wanted = await Promise.all(
    files.map(async (file) => {
      const {size, mtimeMs} = await stat(file);
      if (size < minBytes) return false;
      const copy = await stat(`${file}.br`).catch(() => undefined);
      return !copy || copy.mtimeMs < mtimeMs;
    }),
  );
  return files.filter((_, i) => wanted[i]);
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

function qualityFor(dir, file, size) {
  const isPageAsset = path.relative(dir, file).split(path.sep)[0] === 'assets';
  return !isPageAsset && size >= downloadBytes ? downloadQuality : quality;
}

/** Compressed once per build, sent many times. Files below `minBytes` are left alone. */
async function writeBrotli(dir, file) {
  const text = await readFile(file);
  if (text.length < minBytes) return false;
  const encoded = await compress(text, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: qualityFor(dir, file, text.length),
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });
  await writeFile(`${file}.br`, encoded);
  return true;
}

/** Compresses every text file of `dir` without an up-to-date copy; zlib runs them on its thread pool, on every core. */
export async function precompress(dir) {
  const files = await textFiles(dir);
  await Promise.all(files.map((file) => writeBrotli(dir, file)));
  return files.length;
}

/** Compresses the given files of `dir` (those of a text type and `minBytes` or more); returns how many. */
export async function precompressFiles(dir, files) {
  const written = await Promise.all(files.filter(isCompressible).map((file) => writeBrotli(dir, file)));
  return written.filter(Boolean).length;
}
