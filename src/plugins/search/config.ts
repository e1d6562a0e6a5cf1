/**
 * Search options. Hosted Algolia DocSearch when all three ALGOLIA_* variables
 * are set at build time; otherwise the index the build ships with the site.
 */
import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import {product} from '../../config/site';

export type SearchMode = 'algolia' | 'local';

/** Placeholder credentials: DocSearch requires them, the local client ignores them. */
const LOCAL_CREDENTIALS = {appId: 'LOCAL', apiKey: 'local-search-only'};

export function readSearchMode(env: NodeJS.ProcessEnv): SearchMode {
  return env.ALGOLIA_APP_ID && env.ALGOLIA_API_KEY && env.ALGOLIA_INDEX_NAME ? 'algolia' : 'local';
}

export function algoliaOptions(env: NodeJS.ProcessEnv): NonNullable<AlgoliaThemeConfig['algolia']> {
  const isHosted = readSearchMode(env) === 'algolia';
  return {
    appId: isHosted ? env.ALGOLIA_APP_ID! : LOCAL_CREDENTIALS.appId,
    apiKey: isHosted ? env.ALGOLIA_API_KEY! : LOCAL_CREDENTIALS.apiKey,
    indexName: isHosted ? env.ALGOLIA_INDEX_NAME! : product.key,
    contextualSearch: true,
    insights: false,
    searchPagePath: 'search',
    // Anchored, so only a leading /docs/ is rewritten. The option's type says
    // string, but a string is matched literally; validation accepts a RegExp.
    replaceSearchResultPathname: {from: /^\/docs\// as unknown as string, to: '/'},
  };
}
