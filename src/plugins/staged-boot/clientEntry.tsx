/**
 * The browser's entry point: Docusaurus core's clientEntry (3.10.2), doing the
 * same work in steps. Core's entry imports everything statically, so the
 * whole of main.js (React DOM, the router, the theme, the route table)
 * evaluated in one long task before hydration could start. Here each step
 * loads part of the same bundle (`eager`: no extra request) and then yields,
 * so the browser can paint and answer input in between.
 */
import {startTransition, useEffect, useState, type ComponentType, type ReactNode} from 'react';
import {BrowserRouter, HashRouter} from 'react-router-dom';
import {matchRoutes, type RouteConfig} from 'react-router-config';
import routes from '@generated/routes';
import siteConfig from '@generated/docusaurus.config';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';

/** Ends the current task; the next step runs in a new one. */
function nextTask(): Promise<void> {
  if (typeof scheduler !== 'undefined' && 'yield' in scheduler) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(undefined);
  });
}

/** The routes that render this page, as core's preload() finds them. */
function matchPage() {
  const {pathname} = window.location;
  return [...new Set([pathname, decodeURI(pathname)])].flatMap((p) =>
    matchRoutes(routes as RouteConfig[], p),
  );
}

/**
 * Lets Helmet write the head once the tree around it has committed (for a
 * hydration, once the page is hydrated): a Helmet mounted then writes it
 * from every tag the page rendered.
 */
function HeadAfterHydration({Helmet, goLive}: {Helmet: ComponentType; goLive: () => void}): ReactNode {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    goLive();
    setHydrated(true);
  }, [goLive]);
  return hydrated ? <Helmet /> : null;
}

async function start(): Promise<void> {
  window.docusaurus = docusaurus;
  // Matching compiles a pattern for every route of the site: a task of its own.
  await nextTask();
  const matched = matchPage();
  // The page's own chunks, one matched route per task: each request costs the
  // main thread a few milliseconds. They download while the rest evaluates.
  const pageChunks: Promise<unknown>[] = [];
  for (const {route} of matched) {
    await nextTask();
    const component = route.component as {preload?: () => Promise<unknown>};
    const loaded = component.preload?.() ?? Promise.resolve();
    // Reported once, below, where core's entry reported it.
    loaded.catch(() => {});
    pageChunks.push(loaded);
  }
  await nextTask();

  const {default: ReactDOM} = await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();

  // The theme and the client modules (among them the chunk-failure handler).
  const [{HelmetProvider, Helmet}, {default: App}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  ]);
  await nextTask();

  // The server's <head> is already the page's. React hydrates in slices, and
  // Helmet writes the head on each animation frame in between, from the tags
  // rendered so far: the layout's title without the page's, for a frame or
  // more. So Helmet writes nothing until the hydration has committed, then
  // writes it once; a later change (a client-side navigation) as before.
  const hydrating = Boolean(process.env.HYDRATE_CLIENT_ENTRY);
  if (hydrating) HelmetProvider.canUseDOM = false;
  const goLive = () => {
    HelmetProvider.canUseDOM = true;
  };

  const app = (
    <HelmetProvider>
      {siteConfig.future.experimental_router === 'hash' ? (
        <HashRouter>
          <App />
        </HashRouter>
      ) : (
        <BrowserRouter>
          <App />
        </BrowserRouter>
      )}
      {hydrating && <HeadAfterHydration Helmet={Helmet} goLive={goLive} />}
    </HelmetProvider>
  );
  const container = document.getElementById('__docusaurus')!;
  const onRecoverableError = (error: unknown, errorInfo: unknown) => {
    console.error('Docusaurus React Root onRecoverableError:', error, errorInfo);
  };
  const renderApp = () => {
    if (window.docusaurusRoot) {
      window.docusaurusRoot.render(app);
      return;
    }
    if (process.env.HYDRATE_CLIENT_ENTRY) {
      window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {onRecoverableError});
    } else {
      const root = ReactDOM.createRoot(container, {onRecoverableError});
      root.render(app);
      window.docusaurusRoot = root;
    }
  };
  // A route chunk that fails rejects here, unhandled, as in core's entry: the
  // chunk-failure client module reports it.
  await Promise.all(pageChunks);
  startTransition(renderApp);
}

void start();

// Webpack Hot Module Replacement (docusaurus start): the entry accepts itself.
(module as {hot?: {accept(): void}}).hot?.accept();
