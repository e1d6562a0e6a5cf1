/**
 * The browser's entry point: Docusaurus core's clientEntry (3.10.2), doing the
 * same work in steps. Core's entry imports everything statically, so the
 * whole of main.js (React DOM, the router, the theme, the route table)
 * evaluated in one long task before hydration could start. Here each step
 * loads part of the same bundle (`eager`: no extra request) and then yields,
 * so the browser can paint and answer input in between.
 */
import {startTransition} from 'react';
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
  const [{HelmetProvider}, {default: App}] = await Promise.all([
    import(/* webpackMode: "eager" */ 'react-helmet-async'),
    import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App'),
  ]);
  await nextTask();

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
