/**
 * Builds the search records from the rendered pages after each production
 * build and ships them as /search-index.json. The DocSearch UI answers from
 * it unless Algolia credentials were given (see src/config/search.ts); then
 * it is only the input of `npm run search:push`.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectRecords} from './collect';
import {SEARCH_INDEX_PATH, type SearchIndexFile} from '../../search/types';

export type Options = {
  /** Route prefixes that never enter the index. */
  excludedPrefixes: string[];
  /** True when no Algolia credentials were given: the site answers from the shipped index. */
  isLocalSearch: boolean;
};

export default function searchIndexPlugin(_context: LoadContext, options: Options): Plugin {
  return {
    name: 'search-index',
    configureWebpack() {
      if (!options.isLocalSearch) return {};
      // The /search page builds its client from algoliasearch/lite: point it at the local one.
      return {resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, '../../search/liteClient.ts')}}};
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
}
