/**
 * Tells the reader when the page cannot start because a route chunk failed to
 * load before hydration.
 *
 * Why: core reloads the page once when a chunk fails during a client-side
 * navigation (PendingNavigation). If the chunk still fails after that reload,
 * or on a first visit, clientEntry's `preload(pathname).then(hydrate)` rejects
 * unhandled: the server-rendered page stays, silently without JavaScript
 * (search, colour toggle, tabs). This shows the same 'Page Error' box as a
 * chunk failing after hydration (@theme/Loading), with Retry, above the page.
 *
 * On a first visit (not a reload) it reloads once by itself first, as core does
 * for navigation: after a deploy, stale HTML names chunks that no longer exist.
 * A per-URL sessionStorage flag keeps that to once per URL and session; when
 * storage throws there is no guard, so no automatic reload at all.
 *
 * Healthy pages: one listener that never fires; the box is already in the main
 * bundle through @theme/Loading.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createRoot} from 'react-dom/client';
import PageErrorBox from '@site/src/components/PageErrorBox';

const reloadFlagPrefix = 'site.chunkFailureReload:';

function isReload(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload';
}

/** Claims this URL's one automatic reload; false if already claimed or storage is unusable. */
function claimAutomaticReload(): boolean {
  const key = reloadFlagPrefix + location.pathname + location.search;
  try {
    if (sessionStorage.getItem(key)) return false;
    sessionStorage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}

function showPageError(error: Error): void {
  const host = document.createElement('div');
  // Above the page's content (its article, or its heading), where the reader looks first.
  const anchor = document.querySelector('main article, main h1');
  if (anchor) anchor.before(host);
  else (document.querySelector('main') ?? document.body).prepend(host);
  createRoot(host).render(<PageErrorBox error={error} retry={() => location.reload()} titleAs="h2" />);
}

function onUnhandledRejection(event: PromiseRejectionEvent): void {
  const error: unknown = event.reason;
  if (!(error instanceof Error) || error.name !== 'ChunkLoadError') return;
  // After hydration a failing chunk is core's to handle (reload on navigation, Loading's box).
  if (document.documentElement.getAttribute('data-has-hydrated') === 'true') return;
  window.removeEventListener('unhandledrejection', onUnhandledRejection);
  // Handled here: the box shows the error, the console need not report it as uncaught.
  event.preventDefault();
  if (!isReload() && claimAutomaticReload()) location.reload();
  else showPageError(error);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', onUnhandledRejection);
}
