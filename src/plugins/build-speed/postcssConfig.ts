/**
 * Whether the site has a PostCSS config of its own: postcss-loader looks for one (27 names, in every folder
 * from the stylesheet's up to the root) for each stylesheet it compiles, with no cache between files.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';

// postcss-loader 7's search places, at the site's root.
const configNames = [
  'postcss.config.js',
  'postcss.config.mjs',
  'postcss.config.cjs',
  'postcss.config.ts',
  'postcss.config.mts',
  'postcss.config.cts',
  '.postcssrc',
  '.postcssrc.json',
  '.postcssrc.js',
  '.postcssrc.mjs',
  '.postcssrc.cjs',
  '.postcssrc.ts',
  '.postcssrc.mts',
  '.postcssrc.cts',
  '.postcssrc.yaml',
  '.postcssrc.yml',
  '.config/postcssrc',
  '.config/postcssrc.json',
  '.config/postcssrc.yaml',
  '.config/postcssrc.yml',
  '.config/postcssrc.js',
  '.config/postcssrc.mjs',
  '.config/postcssrc.cjs',
  '.config/postcssrc.ts',
  '.config/postcssrc.mts',
  '.config/postcssrc.cts',
];

/** The site's PostCSS config (a file, or a `postcss` key in package.json), if it has one. */
export function findPostcssConfig(siteDir: string): string | undefined {
  const found = configNames.find((name) => existsSync(path.join(siteDir, name)));
  if (found) return found;
  const packageJson = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8')) as object;
  return 'postcss' in packageJson ? 'package.json' : undefined;
}
