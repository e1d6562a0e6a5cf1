/**
 * Stands in for `algoliasearch/lite` when no Algolia credentials were given
 * (webpack alias set by the search-index plugin), so the /search page answers
 * from the shipped index through the same algoliasearch-helper code, and
 * learns when a search fails (./searchPageOutcome).
 */
import siteConfig from '@generated/docusaurus.config';
import {createLazyLocalSearchClient} from '@site/src/lib/search/client/lazyClient';
import {reportFailures} from './reportFailures';
import {searchPageOutcome} from './searchPageOutcome';
import {SEARCH_INDEX_PATH} from '@site/src/lib/search/types';

export function liteClient() {
  const client = createLazyLocalSearchClient(`${siteConfig.baseUrl.replace(/\/$/, '')}${SEARCH_INDEX_PATH}`);
  return reportFailures(client, searchPageOutcome.report);
}

export const algoliasearch = liteClient;
