/**
 * postcss-loader looks for a PostCSS config file (27 names, in every folder
 * from the stylesheet's up to the root) for each stylesheet it compiles,
 * with no cache between files. The site has none: Docusaurus passes its
 * PostCSS plugins in the loader's options. Telling the loader so
 * (`postcssOptions.config: false`) saves that search and changes no output.
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

type LoaderItem = {loader?: unknown; options?: unknown};
type Rule = {use?: unknown; oneOf?: unknown; rules?: unknown};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Sets `postcssOptions.config: false` on every postcss-loader use; returns how many. */
export function skipPostcssConfigSearch(rules: unknown): number {
  if (!Array.isArray(rules)) return 0;
  let count = 0;
  for (const rule of rules as Rule[]) {
    if (!isObject(rule)) continue;
    count += skipPostcssConfigSearch(rule.oneOf) + skipPostcssConfigSearch(rule.rules);
    for (const item of Array.isArray(rule.use) ? (rule.use as LoaderItem[]) : []) {
      if (!isObject(item) || typeof item.loader !== 'string' || !item.loader.includes('postcss-loader'))
        continue;
      if (!isObject(item.options)) continue;
      const options = item.options as {postcssOptions?: Record<string, unknown>};
      options.postcssOptions = {...options.postcssOptions, config: false};
      count += 1;
    }
  }
  return count;
}
