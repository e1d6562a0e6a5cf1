// The server is TypeScript that imports the site's own modules (search engine,
// OpenAPI helpers), so Node 20 cannot run it as it is. It is bundled by Rspack,
// the bundler of the site build, into one CommonJS file in node_modules/.cache,
// made again only when one of its source files changed since the last bundle.
// Packages from node_modules stay outside the bundle and load as usual; their
// names are kept beside it (the published package depends on them).
import {mkdir, mkdtemp, readFile, rename, rm, stat, writeFile} from 'node:fs/promises';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const entry = path.join(import.meta.dirname, 'src', 'index.ts');
export const cacheDir = path.join(root, 'node_modules', '.cache', 'maschain-docs-mcp');
export const bundleFile = path.join(cacheDir, 'server.cjs');
/** The files the bundle was made from with their modification times, and the packages it leaves outside. */
const inputsFile = path.join(cacheDir, 'bundle.json');

/** True when the bundle exists and none of the files it was made from changed since. */
async function isFresh() {
  try {
    const {inputs} = await readMetadata();
    const times = await Promise.all(
      Object.keys(inputs).map((file) =>
        stat(file).then(
          (s) => s.mtimeMs,
          () => -1,
        ),
      ),
    );
    return Object.values(inputs).every((time, i) => times[i] === time) && (await stat(bundleFile)).isFile();
  } catch {
    return false;
  }
}

async function readMetadata() {
  return /** @type {{inputs: Record<string, number>, externals: string[]}} */ (
    JSON.parse(await readFile(inputsFile, 'utf8'))
  );
}

async function bundle() {
  const externals = new Set();
  const {rspack} = await import('@rspack/core');
  await mkdir(cacheDir, {recursive: true});
  // Written aside and moved in place, so a server starting meanwhile never reads half a bundle.
  const outDir = await mkdtemp(path.join(cacheDir, 'bundling-'));
  const compiler = rspack({
    mode: 'production',
    target: 'node20',
    entry,
    context: root,
    // One file: modules imported on demand (the HTTP transport) stay in it, evaluated only when imported.
    output: {
      path: outDir,
      filename: path.basename(bundleFile),
      library: {type: 'commonjs2'},
      asyncChunks: false,
    },
    resolve: {extensions: ['.ts', '.tsx', '.js'], alias: {'@site': root}},
    // Packages load from node_modules at run time: only the project's own code is bundled.
    externals: [
      ({request}, callback) => {
        if (!/^[@a-z]/i.test(request) || request.startsWith('@site/')) return callback();
        externals.add(request);
        return callback(undefined, `commonjs ${request}`);
      },
    ],
    externalsPresets: {node: true},
    module: {
      rules: [
        {
          test: /\.ts$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
        },
      ],
    },
    optimization: {minimize: false},
    devtool: false,
    infrastructureLogging: {level: 'error'},
  });
  const stats = await new Promise((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (result.hasErrors()) reject(new Error(result.toString({all: false, errors: true})));
      else resolve(result);
    }),
  );
  const inputs = [...stats.compilation.fileDependencies].filter(
    (file) => file.startsWith(root) && !file.includes(`${path.sep}node_modules${path.sep}`),
  );
  const times = await Promise.all(inputs.map((file) => stat(file).then((s) => s.mtimeMs)));
  await rename(path.join(outDir, path.basename(bundleFile)), bundleFile);
  await rm(outDir, {recursive: true, force: true});
  await writeFile(
    inputsFile,
    JSON.stringify({
      inputs: Object.fromEntries(inputs.map((file, i) => [file, times[i]])),
      externals: [...externals].sort(),
    }),
  );
}

/** The bundle's path, bundling first when it is missing or stale. */
export async function ensureBundle() {
  if (!(await isFresh())) await bundle();
  return bundleFile;
}

/** What the bundle requires from outside itself (`yaml`, `node:fs`, SDK subpaths), bundling first if needed. */
export async function bundleExternals() {
  await ensureBundle();
  return (await readMetadata()).externals;
}
