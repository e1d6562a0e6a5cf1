/**
 * Builds the search records from the rendered pages after each production
 * build and ships them as /search-index.json. The DocSearch UI answers from
 * it unless Algolia credentials were given (see src/config/search.ts); then
 * it is only the input of `npm run search:push`.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {collectRecords} from './collect';
import {writeDevIndex} from './devIndex';
import {SEARCH_INDEX_PATH, type SearchIndexFile} from '../../search/types';

export type Options = {
  /** Route prefixes that never enter the index. */
  excludedPrefixes: string[];
  /** True when no Algolia credentials were given: the site answers from the shipped index. */
  isLocalSearch: boolean;
  /** The OpenAPI description, relative to the site, for endpoints in the dev index. */
  specPath: string;
};

// `docusaurus start` sets NODE_ENV; the dev server renders no HTML to read.
const isDevServer = process.env.NODE_ENV === 'development';

const searchIndexPlugin: PluginModule = (context, rawOptions): Plugin => {
  const options = rawOptions as Options;
  const devIndexDir = path.join(context.generatedFilesDir, 'search-index');
  return {
    name: 'search-index',

    async allContentLoaded({allContent}) {
      if (!isDevServer || !options.isLocalSearch) return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) return;
      await writeDevIndex({
        version,
        siteDir: context.siteDir,
        siteUrl: context.siteConfig.url,
        specPath: options.specPath,
        outDir: devIndexDir,
      });
    },

    configureWebpack() {
      if (!options.isLocalSearch) return {};
      return {
        // The /search page builds its client from algoliasearch/lite: point it at the local one.
        resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, '../../search/liteClient.ts')}},
        // The dev server serves the dev index beside the static files (no reload when it changes).
        ...(isDevServer && {
          devServer: {static: [{directory: devIndexDir, publicPath: context.baseUrl, watch: false}]},
        }),
      };
    },
    // Written in both modes: `npm run search:push` sends the same records to Algolia.
    async postBuild({outDir, routesPaths, siteConfig}) {
      const records = await collectRecords({
        outDir,
        routesPaths,
        siteUrl: siteConfig.url,
        excludedPrefixes: options.excludedPrefixes,
      });
      const file: SearchIndexFile = {version: 1, records};
      await writeFile(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(file));
    },
  };
};

export default searchIndexPlugin;
