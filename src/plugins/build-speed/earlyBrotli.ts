/**
 * The Brotli copies of the bundle's files and the pages, made while the build still runs. `npm run build`
 * compresses the build's text files after Docusaurus ends (scripts/precompress); until then the second core
 * is mostly idle: server-side rendering runs on the main thread, postBuild on it and the Postman worker. Here
 * the client bundle's files are compressed as soon as the bundler has written them (during rendering), and
 * the rendered pages from the start of postBuild. The script then finds their copies up to date and
 * compresses only what the postBuild steps wrote (twins, search index, OpenAPI, Postman).
 *
 * Each batch runs in a child process of that script with one zlib thread: the other core and no more, and
 * the encoders' memory (tens of MiB each at quality 10) stays out of the build's process.
 */
import {spawn} from 'node:child_process';
import {readdir} from 'node:fs/promises';
import path from 'node:path';

// Docusaurus loads the plugins from source, so the script is found from here.
const script = path.join(__dirname, '../../../scripts/precompress/index.mjs');

function precompressInChild(dir: string, files: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, dir, ...files.map((file) => path.relative(dir, file))], {
      env: {...process.env, UV_THREADPOOL_SIZE: '1'},
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`The Brotli copies of ${dir} failed (exit code ${code}).`)),
    );
  });
}

type Stats = {compilation: {outputOptions: {path?: string}; getAssets(): readonly {name: string}[]}};
type Compiler = {hooks: {done: {tap(name: string, callback: (stats: Stats) => void): void}}};

export function earlyBrotli(): {
  /** For the client bundler's config: starts on the bundle's files once they are written. */
  bundlerPlugin: {apply(compiler: Compiler): void};
  /** At postBuild: compresses the rendered pages, and waits for the bundle's files too. */
  compressPages(outDir: string): Promise<void>;
} {
  let bundleDone: Promise<void> = Promise.resolve();
  return {
    bundlerPlugin: {
      apply(compiler) {
        compiler.hooks.done.tap('early-brotli', ({compilation}) => {
          const dir = compilation.outputOptions.path;
          if (!dir) return;
          bundleDone = precompressInChild(
            dir,
            compilation.getAssets().map((asset) => path.join(dir, asset.name)),
          );
          // Reported by postBuild, which awaits it; a build that stops before then has its own error.
          bundleDone.catch(() => undefined);
        });
      },
    },
    async compressPages(outDir) {
      // Listed before any postBuild step writes: they write no HTML (twins, search index, OpenAPI, sitemap).
      const pages = (await readdir(outDir, {recursive: true}))
        .filter((file) => file.endsWith('.html'))
        .map((file) => path.join(outDir, file));
      await Promise.all([bundleDone, precompressInChild(outDir, pages)]);
    },
  };
}
