/**
 * Stands in for `algoliasearch/lite` when no Algolia credentials were given
 * (webpack alias set by the search-index plugin), so the /search page answers
 * from the shipped index through the same algoliasearch-helper code.
 */
import siteConfig from '@generated/docusaurus.config';
import {createLazyLocalSearchClient} from './lazyClient';
import {SEARCH_INDEX_PATH} from '../types';

export function liteClient() {
  return createLazyLocalSearchClient(`${siteConfig.baseUrl.replace(/\/$/, '')}${SEARCH_INDEX_PATH}`);
}

export const algoliasearch = liteClient;
