/**
 * The endpoint reference: `<Endpoint operation="..."/>` in any page renders
 * one operation of the OpenAPI description. The remark plugin (exported for
 * the docs preset) embeds the resolved operation at build time; this plugin
 * ships the `Endpoint` theme component, recompiles pages when the
 * description changes, and after the build writes the Postman collection
 * converted from it. See README.md.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {addMdxDependency} from './mdxDependency';
import {buildPostmanCollection, postmanFileName} from './postman';

export {default as remarkEndpoint, type RemarkEndpointOptions} from './remarkEndpoint';

export type OpenApiPluginOptions = {
  /** Path of the OpenAPI description, relative to the site directory. */
  specPath: string;
};

export default function openApiPlugin(context: LoadContext, options: OpenApiPluginOptions): Plugin {
  const specPath = path.resolve(context.siteDir, options.specPath);
  return {
    name: 'site-openapi',
    getThemePath: () => path.join(__dirname, 'theme'),
    getPathsToWatch: () => [specPath],
    configureWebpack(config) {
      if (addMdxDependency(config.module?.rules, specPath) === 0) {
        throw new Error('site-openapi: no mdx-loader rule found; the docs plugin must be registered first.');
      }
      return {};
    },
    async postBuild({outDir}) {
      const collection = await buildPostmanCollection(specPath);
      await writeFile(path.join(outDir, postmanFileName), `${JSON.stringify(collection, null, 2)}\n`);
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<OpenApiPluginOptions, OpenApiPluginOptions>): OpenApiPluginOptions {
  return validate(Joi.object({specPath: Joi.string().required()}), options);
}
