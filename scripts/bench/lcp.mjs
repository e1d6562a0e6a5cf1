// Mobile Lighthouse LCP of every route of the build (or of the routes given
// as arguments), BENCH_RUNS times each (default 5), interleaved: the highest
// and the median LCP of each route, its LCP element, and the routes whose
// highest run passes 1.2 s. An LCP that is fast in most runs and slow in some
// is a paint that waits on parsing: the highest run is the figure to watch.
import {launchChromium} from '../audit/chromium.mjs';
import {freePort} from '../audit/freePort.mjs';
import {loadLighthouse} from '../audit/tools.mjs';
import {startServer} from '../audit/server.mjs';
import {median} from '../audit/stats.mjs';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {root} from './lib.mjs';

const LIMIT_MS = 1200;
const runs = Number(process.env.BENCH_RUNS ?? 5);
/** `/x` for build/x.html: every page a reader can open (not the not-found page, nor test-only pages). */
function builtRoutes(dir, prefix = '') {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    if (entry.isDirectory()) {
      return ['assets', 'test-only'].includes(entry.name)
        ? []
        : builtRoutes(path.join(dir, entry.name), `${prefix}/${entry.name}`);
    }
    if (!entry.name.endsWith('.html') || entry.name === '404.html') return [];
    return [
      entry.name === 'index.html' && !prefix ? '/' : `${prefix}/${entry.name.slice(0, -'.html'.length)}`,
    ];
  });
}

const routes = process.argv.length > 2 ? process.argv.slice(2) : builtRoutes(path.join(root, 'build'));

const site = await startServer(root, await freePort());
const {browser, port} = await launchChromium({debuggingPort: true});
const {lighthouse} = await loadLighthouse();
const samples = new Map(routes.map((route) => [route, []]));
const elements = new Map();
try {
  for (let run = 0; run < runs; run += 1) {
    for (const route of routes) {
      const result = await lighthouse(`${site.url}${route}`, {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result?.lhr;
      const lcp = lhr?.audits['largest-contentful-paint']?.numericValue;
      if (typeof lcp === 'number') samples.get(route).push(lcp);
      const item = lhr?.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      if (item) elements.set(route, `${item.selector ?? ''} ${item.nodeLabel ?? ''}`.trim());
    }
    console.error(`run ${run + 1}/${runs} done`);
  }
} finally {
  await browser.close();
  await site.stop();
}

console.log(`Mobile LCP over ${runs} runs per route (ms): highest, median; LCP element`);
const over = [];
for (const [route, values] of samples) {
  const highest = Math.max(...values);
  if (highest > LIMIT_MS) over.push(route);
  console.log(
    `  ${String(Math.round(highest)).padStart(5)} ${String(Math.round(median(values))).padStart(5)}  ${route}  ${(elements.get(route) ?? '').slice(0, 80)}`,
  );
}
console.log(
  `${over.length} of ${samples.size} routes have a run over ${LIMIT_MS} ms${over.length ? `: ${over.join(', ')}` : ''}`,
);
