// The engine as the benchmarks load it: the engine's public entry and the
// client (bench/entry.ts) bundled by Rspack, the bundler of the site build,
// into one ES module that both Node and Chromium import.
import {mkdtemp, readFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {pathToFileURL} from 'node:url';
import {rspack} from '@rspack/core';

const entry = path.resolve(import.meta.dirname, 'entry.ts');

export async function bundleEngine() {
  const outDir = await mkdtemp(path.join(tmpdir(), 'search-engine-'));
  const compiler = rspack({
    mode: 'production',
    target: 'web',
    entry,
    experiments: {outputModule: true},
    output: {path: outDir, filename: 'engine.mjs', library: {type: 'module'}, module: true},
    resolve: {extensions: ['.ts', '.js']},
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
  });
  await new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => {});
      if (error) reject(error);
      else if (stats.hasErrors()) reject(new Error(stats.toString({all: false, errors: true})));
      else resolve();
    }),
  );
  const file = path.join(outDir, 'engine.mjs');
  return {source: await readFile(file, 'utf8'), module: await import(pathToFileURL(file).href)};
}
