/**
 * A search client with the shape of Algolia's lite client (`search`), that
 * answers from the prebuilt index the build ships with the site: the head
 * first, then for each query the postings shards and record chunks it needs
 * (each file fetched once, shared by concurrent queries).
 */
import {Engine, type SearchParams, type SearchResult} from '../engine/engine';
import {INDEX_VERSION, postingsFile, PREFETCH_RECORDS, recordsFile, type IndexHead} from '../engine/format';
import {IndexStore, type IndexFile} from '../engine/store';

type Request = SearchParams & {indexName?: string; params?: SearchParams | string};
type SearchArgs = Request[] | {requests: Request[]};

export type LocalSearchClient = {
  search(args: SearchArgs): Promise<{results: Array<SearchResult & {index: string}>}>;
  /**
   * Loads the head; with `withPostings` (the reader has opened the search box)
   * also every postings shard, so the first letter typed waits for its
   * records only, not for its postings and then its records.
   */
  preload(options?: {withPostings?: boolean}): Promise<void>;
};

/** Fetches one file of the index and returns its parsed JSON. */
export type FetchFile = (url: string) => Promise<unknown>;

/** A query needs at most: postings, its best candidates' records, its page's records. */
const MAX_LOAD_ROUNDS = 4;
const PREFETCH_CONCURRENCY = 2;

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) {
    throw new Error(`The search index could not be loaded (HTTP ${response.status}).`);
  }
  return response.json();
}

function checkHead(value: unknown): IndexHead {
  const head = value as IndexHead | null;
  if (
    head?.version !== INDEX_VERSION ||
    typeof head.words !== 'string' ||
    !Array.isArray(head.synonyms) ||
    !Array.isArray(head.pages) ||
    typeof head.types !== 'string'
  ) {
    throw new Error('The search index has an unexpected format.');
  }
  return head;
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

type LoadedIndex = {
  engine: Engine;
  load(file: IndexFile): Promise<void>;
  /** Fetches in the background every postings shard, and with 'all' every record chunk too. */
  prefetch(files: 'postings' | 'all'): void;
};

export function createLocalSearchClient(
  indexUrl: string,
  fetchFile: FetchFile = fetchJson,
  {prefetchRecords = PREFETCH_RECORDS}: {prefetchRecords?: number} = {},
): LocalSearchClient {
  const directory = indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1);
  let index: Promise<LoadedIndex> | null = null;

  /** `forget` drops this index, so the next query starts again from the head. */
  const open = (head: IndexHead, forget: () => void): LoadedIndex => {
    const store = new IndexStore(head);
    const files = new Map<string, Promise<void>>();
    let prefetched: 'none' | 'postings' | 'all' = 'none';
    const loaded: LoadedIndex = {
      engine: new Engine(store),
      load(file) {
        const name =
          file.kind === 'postings' ? postingsFile(head, file.index) : recordsFile(head, file.index);
        let pending = files.get(name);
        if (!pending) {
          pending = fetchFile(directory + name).then((data) => {
            if (!Array.isArray(data)) throw new Error('The search index has an unexpected format.');
            store.addFile(file, data);
          });
          files.set(name, pending);
          // A file that failed (a newer build may have replaced this one) is fetched again, with the head.
          pending.catch(() => {
            files.delete(name);
            forget();
          });
        }
        return pending;
      },
      prefetch(files) {
        if (prefetched === 'all' || prefetched === files || store.recordCount > prefetchRecords) return;
        prefetched = files;
        // Two files at a time, so a query's own files never queue behind many on a slow link. A
        // file already fetched or on its way is not fetched again (load shares it).
        const queue: IndexFile[] = [
          ...head.shards.map((_, index) => ({kind: 'postings' as const, index})),
          ...(files === 'all' ? head.chunks.map((_, index) => ({kind: 'records' as const, index})) : []),
        ];
        const next = (): Promise<void> | undefined => {
          const file = queue.shift();
          // A failure is met again, and reported, by the query that needs the file.
          return file && loaded.load(file).then(next, () => undefined);
        };
        for (let i = 0; i < PREFETCH_CONCURRENCY; i += 1) void next();
      },
    };
    return loaded;
  };

  const loadIndex = (): Promise<LoadedIndex> => {
    if (!index) {
      const forget = () => {
        if (index === attempt) index = null;
      };
      const attempt = fetchFile(indexUrl).then((value) => open(checkHead(value), forget));
      index = attempt;
      // A failed load is not cached: the next query tries again.
      attempt.catch(forget);
    }
    return index;
  };

  const answer = async (loaded: LoadedIndex, params: SearchParams): Promise<SearchResult> => {
    for (let round = 0; round < MAX_LOAD_ROUNDS; round += 1) {
      const attempt = loaded.engine.attempt(params);
      if ('result' in attempt) {
        loaded.prefetch('all');
        return attempt.result;
      }
      await Promise.all(attempt.missing.map((file) => loaded.load(file)));
    }
    throw new Error('The search index did not load the files this query needs.');
  };

  return {
    async preload({withPostings = false} = {}) {
      const loaded = await loadIndex();
      if (withPostings) loaded.prefetch('postings');
    },
    async search(args) {
      const requests = (Array.isArray(args) ? args : args.requests).map(normalizeRequest);
      const loaded = await loadIndex();
      const results = await Promise.all(
        requests.map(async ({indexName, ...params}) => ({
          ...(await answer(loaded, params)),
          index: indexName,
        })),
      );
      return {results};
    },
  };
}
