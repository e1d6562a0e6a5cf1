// First-load JS and CSS of one page per kind: every script and stylesheet the
// browser fetches until React has hydrated and the network is idle. Docusaurus
// also prefetches the chunks of pages linked from the viewport once idle;
// those are counted apart, since the page itself does not wait for them. Byte
// counts come from the files in build/ (raw, and gzip at level 9), so they do
// not depend on the server's compression settings.
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {gzipSync} from 'node:zlib';

/** Raw and gzip (level 9) bytes of the file of build/ at `pathname`; undefined if there is none. */
export function fileSizes(buildDir, pathname) {
  try {
    const content = readFileSync(path.join(buildDir, decodeURIComponent(pathname)));
    return {raw: content.length, gzip: gzipSync(content, {level: 9}).length};
  } catch {
    return undefined;
  }
}

/** Adds up the sizes of the assets fetched, by type; `sizeOf` returns {raw, gzip} or undefined. */
export function totalAssets(pathnames, sizeOf) {
  const totals = {js: {raw: 0, gzip: 0, files: 0}, css: {raw: 0, gzip: 0, files: 0}, missing: []};
  for (const pathname of pathnames) {
    const type = pathname.endsWith('.css') ? 'css' : 'js';
    const size = sizeOf(pathname);
    if (!size) {
      totals.missing.push(pathname);
      continue;
    }
    totals[type].raw += size.raw;
    totals[type].gzip += size.gzip;
    totals[type].files += 1;
  }
  return totals;
}

/** Splits requested assets into those the page loaded and those only prefetched. */
export function splitPrefetched(requests) {
  const loaded = new Set(requests.filter((request) => !request.prefetch).map((request) => request.pathname));
  const prefetched = new Set(
    requests
      .filter((request) => request.prefetch && !loaded.has(request.pathname))
      .map((request) => request.pathname),
  );
  return {loaded: [...loaded], prefetched: [...prefetched]};
}

/** First-load totals for each {kind, route}, each in a fresh context (empty cache). */
export async function measureFirstLoad(browser, baseUrl, buildDir, pages) {
  const results = [];
  const sizeOf = (pathname) => fileSizes(buildDir, pathname);
  for (const {kind, route} of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const requests = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin !== baseUrl || !/\.(js|css)$/.test(url.pathname)) return;
      requests.push({pathname: url.pathname, prefetch: request.headers()['sec-purpose'] === 'prefetch'});
    });
    try {
      await page.goto(baseUrl + route);
      await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 30_000});
      await page.waitForLoadState('networkidle');
      const {loaded, prefetched} = splitPrefetched(requests);
      results.push({
        kind,
        route,
        ...totalAssets(loaded, sizeOf),
        prefetched: totalAssets(prefetched, sizeOf),
      });
    } catch (error) {
      const empty = totalAssets([], sizeOf);
      results.push({kind, route, ...empty, prefetched: empty, error: String(error.message).split('\n')[0]});
    } finally {
      await context.close();
    }
  }
  return results;
}

/** The `count` largest HTML pages of build/, largest first: route, raw and gzip (level 9) bytes. */
export function heaviestPages(buildDir, count) {
  const pages = readdirSync(buildDir, {recursive: true})
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({file, raw: readFileSync(path.join(buildDir, file)).length}))
    .sort((a, b) => b.raw - a.raw)
    .slice(0, count);
  return pages.map(({file, raw}) => ({
    route: `/${file.split(path.sep).join('/')}`.replace(/(\/index)?\.html$/, '') || '/',
    raw,
    gzip: gzipSync(readFileSync(path.join(buildDir, file)), {level: 9}).length,
  }));
}
