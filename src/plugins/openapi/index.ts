/**
 * Makes every MDX page depend on the OpenAPI description, so that a change
 * to it recompiles the pages whose `<Endpoint>`s embed its data, in
 * `docusaurus start` and with the persistent build cache alike. After the
 * build, writes the Postman collection converted from the description.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPostmanCollection, postmanFileName} from './postman';

export type OpenApiPluginOptions = {
  /** Path of the OpenAPI description, relative to the site directory. */
  specPath: string;
};

type LoaderItem = {loader?: unknown; options?: unknown};
type Rule = {use?: unknown; oneOf?: unknown; rules?: unknown};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Adds `file` to the `dependencies` option of every mdx-loader use; returns how many. */
function addMdxDependency(rules: unknown, file: string): number {
  if (!Array.isArray(rules)) return 0;
  let count = 0;
  for (const rule of rules as Rule[]) {
    if (!isObject(rule)) continue;
    count += addMdxDependency(rule.oneOf, file) + addMdxDependency(rule.rules, file);
    for (const item of Array.isArray(rule.use) ? (rule.use as LoaderItem[]) : []) {
      if (!isObject(item) || typeof item.loader !== 'string' || !item.loader.includes('mdx-loader')) continue;
      if (!isObject(item.options)) continue;
      const options = item.options as {dependencies?: string[]};
      options.dependencies ??= [];
      if (!options.dependencies.includes(file)) options.dependencies.push(file);
      count += 1;
    }
  }
  return count;
}

export function readSpecPath(options: unknown, plugin: string): string {
  const specPath = isObject(options) ? options.specPath : undefined;
  if (typeof specPath !== 'string' || !specPath)
    throw new Error(`${plugin}: the specPath option is required.`);
  return specPath;
}

export default function openApiPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options: OpenApiPluginOptions = {
    specPath: path.resolve(context.siteDir, readSpecPath(rawOptions, 'site-openapi')),
  };
  return {
    name: 'site-openapi',
    getPathsToWatch() {
      return [options.specPath];
    },
    configureWebpack(config) {
      if (addMdxDependency(config.module?.rules, options.specPath) === 0) {
        throw new Error('site-openapi: no mdx-loader rule found; the docs plugin must be registered first.');
      }
      return {};
    },
    async postBuild({outDir}) {
      const collection = await buildPostmanCollection(options.specPath);
      await writeFile(path.join(outDir, postmanFileName), `${JSON.stringify(collection, null, 2)}\n`);
    },
  };
}
