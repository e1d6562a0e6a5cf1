/**
 * Wraps a search client so the modal's "See all N results" counts the answer
 * to the query on screen. DocSearch 4 keeps that count in its autocomplete
 * context: each answer adds its `nbHits` to the count the context held when
 * its query started, and nothing resets it, so after typing on a warm index
 * the footer showed an earlier prefix's count, or a sum of several.
 */
type SearchClient = {search: (...args: never[]) => Promise<unknown>};
type SearchRequest = {requests?: Array<{query?: string}>};
type SearchResponse = {results?: Array<{nbHits?: number}>};

export type HitCounts = {
  /** The count of the answer to `query`; until it arrives, the latest answer's (the hits on screen). */
  of(query: string): number;
};

export function countHits<Client extends SearchClient>(client: Client): {client: Client; counts: HitCounts} {
  const byQuery = new Map<string, number>();
  let latest = 0;
  const search = (...args: Parameters<Client['search']>) =>
    client.search(...args).then((response) => {
      const total = ((response as SearchResponse).results ?? []).reduce(
        (sum, result) => sum + (result.nbHits ?? 0),
        0,
      );
      byQuery.set((args[0] as SearchRequest | undefined)?.requests?.[0]?.query ?? '', total);
      latest = total;
      return response;
    });
  return {client: {...client, search}, counts: {of: (query) => byQuery.get(query) ?? latest}};
}
