/**
 * The endpoint reference: `<Endpoint operation="..."/>` in any page renders
 * one operation of the OpenAPI description. This plugin bundles the
 * description's sources (one file per service) into the one file the site
 * serves and every consumer reads; the remark plugin (exported for the docs
 * preset) embeds the resolved operation at build time. The plugin also ships
 * the `Endpoint` theme component, recompiles pages when the description
 * changes, and after the build writes the bundle and the Postman collection
 * converted from it. See README.md.
 */
import logger, {PerfLogger} from '@docusaurus/logger';
import {copyFile, cp, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {writeOpenApiBundle} from '../../lib/openapi/build/bundle';
import {loadOpenApi} from '../../lib/openapi/build/load';
import {sampleFilesDir, writeSampleFiles} from '../../lib/openapi/build/sampleFiles';
import {addMdxDependency} from './mdxDependency';

export {default as remarkEndpoint, type RemarkEndpointOptions} from './remarkEndpoint';

export type OpenApiPluginOptions = {
  /** Root file of the description's sources, relative to the site directory. */
  sourcePath: string;
  /** Where the bundle is written, relative to the site directory; served as /<its name>. */
  bundlePath: string;
};

// `docusaurus start` sets NODE_ENV; only the dev server needs the bundle served from where it is written.
const isDevServer = process.env.NODE_ENV === 'development';

export default function openApiPlugin(context: LoadContext, options: OpenApiPluginOptions): Plugin {
  const sourcePath = path.resolve(context.siteDir, options.sourcePath);
  const bundlePath = path.resolve(context.siteDir, options.bundlePath);
  return {
    name: 'site-openapi',
    getThemePath: () => path.join(__dirname, 'theme'),
    // Any source of the description: its folder holds the root file and the services' files.
    getPathsToWatch: () => [path.join(path.dirname(sourcePath), '**/*.{yaml,yml}')],
    // Before any page compiles (and again on every edit under `npm start`): every consumer reads the bundle.
    // The request samples go next to it, one file per operation, fetched when a reader picks another language.
    async loadContent() {
      await writeOpenApiBundle(sourcePath, bundlePath);
      const samplesDir = path.join(path.dirname(bundlePath), sampleFilesDir);
      const unchecked = await writeSampleFiles(loadOpenApi(bundlePath), samplesDir);
      if (unchecked.length) {
        logger.warn(
          `${unchecked.length} request samples show no "Ran against the mock" stamp: their text never ran or changed since. ` +
            `Run \`npm run samples:check\` and commit src/lib/openapi/sample-record.json. ${unchecked.slice(0, 20).join(', ')}` +
            (unchecked.length > 20 ? ', …' : ''),
        );
      }
    },
    configureWebpack(config) {
      if (addMdxDependency(config.module?.rules, bundlePath) === 0) {
        throw new Error('site-openapi: no mdx-loader rule found; the docs plugin must be registered first.');
      }
      // The build copies the bundle in postBuild; the dev server serves it where it is written.
      const directory = path.dirname(bundlePath);
      const devServer = {static: [{directory, publicPath: context.baseUrl, watch: false}]};
      // The dev server reads `devServer` (as for the search plugin's dev index); webpack's types lack it.
      return isDevServer ? ({devServer} as ReturnType<NonNullable<Plugin['configureWebpack']>>) : {};
    },
    async postBuild({outDir}) {
      // Timed in Docusaurus's performance log (DOCUSAURUS_PERF_LOGGER=true), as the bench reads it.
      await PerfLogger.async('postBuild() - OpenAPI file and Postman collection', async () => {
        await copyFile(bundlePath, path.join(outDir, path.basename(bundlePath)));
        const samplesDir = path.join(path.dirname(bundlePath), sampleFilesDir);
        await cp(samplesDir, path.join(outDir, sampleFilesDir), {recursive: true});
        // Loaded here: the converter takes a second to load, and `npm start` never needs it.
        const {buildPostmanCollection, postmanFileName} = await import('./postman');
        const collection = await buildPostmanCollection(bundlePath);
        await writeFile(path.join(outDir, postmanFileName), `${JSON.stringify(collection, null, 2)}\n`);
      });
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<OpenApiPluginOptions, OpenApiPluginOptions>): OpenApiPluginOptions {
  return validate(
    Joi.object({sourcePath: Joi.string().required(), bundlePath: Joi.string().required()}),
    options,
  );
}
