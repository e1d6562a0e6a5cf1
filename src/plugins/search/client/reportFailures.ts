/**
 * Wraps a search client (the embedded one or Algolia's) so the SearchBar
 * learns whether the reader's latest search failed. DocSearch itself shows
 * its error screen only for one kind of Algolia error, and its next state
 * change hides it again (see theme/SearchBar/FailureScreen.tsx).
 */
type SearchClient = {search: (...args: never[]) => Promise<unknown>};

export function reportFailures<Client extends SearchClient>(
  client: Client,
  onOutcome: (hasFailed: boolean) => void,
): Client {
  let latest = 0;
  const search = (...args: Parameters<Client['search']>) => {
    // An older search that settles late says nothing about what the reader sees now.
    const id = (latest += 1);
    return client.search(...args).then(
      (response) => {
        if (id === latest) onOutcome(false);
        return response;
      },
      (error: unknown) => {
        if (id === latest) onOutcome(true);
        throw error;
      },
    );
  };
  return {...client, search};
}
