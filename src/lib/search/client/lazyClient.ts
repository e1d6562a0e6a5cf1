/**
 * The embedded search, loaded on first use so nothing of it is in a page's
 * first-load JavaScript. One client (and one index download) per index URL.
 */
import type {LocalSearchClient} from './localSearchClient';

const clients = new Map<string, Promise<LocalSearchClient>>();

function loadClient(indexUrl: string): Promise<LocalSearchClient> {
  let client = clients.get(indexUrl);
  if (!client) {
    client = import(/* webpackChunkName: "local-search" */ './localSearchClient').then(
      ({createLocalSearchClient}) => createLocalSearchClient(indexUrl),
    );
    clients.set(indexUrl, client);
  }
  return client;
}

/**
 * Starts downloading the search code and the index's head, e.g. when the
 * reader hovers the button; `withPostings` when the search box opens.
 */
export function preloadLocalSearch(indexUrl: string, options?: {withPostings?: boolean}): void {
  loadClient(indexUrl)
    .then((client) => client.preload(options))
    .catch(() => {
      // Reported when the reader actually searches.
    });
}

/** A client usable at once; each call waits for the real one. */
export function createLazyLocalSearchClient(indexUrl: string): LocalSearchClient & {
  addAlgoliaAgent(): void;
  clearCache(): Promise<void>;
} {
  return {
    search: async (args) => (await loadClient(indexUrl)).search(args),
    preload: async (options) => (await loadClient(indexUrl)).preload(options),
    addAlgoliaAgent() {},
    clearCache: async () => {},
  };
}
