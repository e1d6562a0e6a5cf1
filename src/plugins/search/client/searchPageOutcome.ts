/**
 * Whether the /search page's latest search failed: its client (./liteClient)
 * reports each outcome here, and the page (theme/SearchPage) shows the
 * failure, which the theme's page itself never does. A store outside React:
 * the page builds its client outside any component the site can wrap.
 */
let hasFailed = false;
const listeners = new Set<() => void>();

export const searchPageOutcome = {
  report(failed: boolean): void {
    if (failed === hasFailed) return;
    hasFailed = failed;
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  hasFailed: (): boolean => hasFailed,
};
