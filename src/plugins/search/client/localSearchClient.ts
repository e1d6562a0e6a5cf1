/**
 * A search client with the shape of Algolia's lite client (`search`), that
 * answers from the index file the build ships with the site.
 */
import {SearchEngine, type SearchParams, type SearchResult} from '../engine';
import {SEARCH_INDEX_VERSION, type SearchIndexFile} from '../types';

type Request = SearchParams & {indexName?: string; params?: SearchParams | string};
type SearchArgs = Request[] | {requests: Request[]};

export type LocalSearchClient = {
  search(args: SearchArgs): Promise<{results: Array<SearchResult & {index: string}>}>;
};

export type FetchIndex = (url: string) => Promise<SearchIndexFile>;

async function fetchIndexFile(url: string): Promise<SearchIndexFile> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) {
    throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  }
  const file = (await response.json()) as SearchIndexFile;
  if (
    file?.version !== SEARCH_INDEX_VERSION ||
    !Array.isArray(file.records) ||
    !Array.isArray(file.synonyms)
  ) {
    throw new Error('The search index has an unexpected format.');
  }
  return file;
}

/** Algolia accepts params as an object or as a URL-encoded string; we accept both. */
function normalizeRequest(request: Request): SearchParams & {indexName: string} {
  const {params, indexName = '', ...rest} = request;
  const extra: SearchParams =
    typeof params === 'string'
      ? (Object.fromEntries(new URLSearchParams(params)) as SearchParams)
      : (params ?? {});
  if (typeof extra.facetFilters === 'string' && extra.facetFilters.startsWith('[')) {
    extra.facetFilters = JSON.parse(extra.facetFilters) as SearchParams['facetFilters'];
  }
  return {...rest, ...extra, indexName};
}

export function createLocalSearchClient(
  indexUrl: string,
  fetchIndex: FetchIndex = fetchIndexFile,
): LocalSearchClient {
  let engine: Promise<SearchEngine> | null = null;
  const loadEngine = (): Promise<SearchEngine> => {
    if (!engine) {
      const attempt = fetchIndex(indexUrl).then((file) => new SearchEngine(file.records, file.synonyms));
      engine = attempt;
      // A failed load is not cached: the next query tries again.
      attempt.catch(() => {
        if (engine === attempt) engine = null;
      });
    }
    return engine;
  };

  return {
    async search(args) {
      const requests = (Array.isArray(args) ? args : args.requests).map(normalizeRequest);
      const loaded = await loadEngine();
      return {
        results: requests.map(({indexName, ...params}) => ({...loaded.search(params), index: indexName})),
      };
    },
  };
}
