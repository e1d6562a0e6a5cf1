// Mobile Lighthouse LCP of every route of the build (or of the routes given
// as arguments), BENCH_RUNS times each (default 5), interleaved: the highest
// and the median LCP of each route, its LCP element, and the routes whose
// highest run passes 1.2 s, and the same for the Performance score (lowest run)
// and blocking time. An LCP that is fast in most runs and slow in some is a
// paint that waits on parsing: the highest run is the figure to watch.
import {launchChromium} from '../lib/chromium.mjs';
import {freePort} from '../lib/freePort.mjs';
import {loadLighthouse} from '../lib/lighthouse-loader.mjs';
import {startServer} from '../lib/server.mjs';
import {median} from '../lib/stats.mjs';
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {print, root, saveResults} from './lib.mjs';

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
/** Each route's figures, one per run: LCP and total blocking time (ms), Performance score. */
const samples = new Map(routes.map((route) => [route, {lcp: [], tbt: [], score: []}]));
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
      const figures = {
        lcp: lhr?.audits['largest-contentful-paint']?.numericValue,
        tbt: lhr?.audits['total-blocking-time']?.numericValue,
        score: lhr?.categories.performance?.score * 100,
      };
      for (const [name, value] of Object.entries(figures)) {
        if (Number.isFinite(value)) samples.get(route)[name].push(value);
      }
      const item = lhr?.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      if (item) elements.set(route, `${item.selector ?? ''} ${item.nodeLabel ?? ''}`.trim());
    }
    console.error(`run ${run + 1}/${runs} done`);
  }
} finally {
  await browser.close();
  await site.stop();
}

print(
  `Mobile Lighthouse over ${runs} runs per route: LCP highest and median (ms), Performance lowest, TBT highest (ms); LCP element`,
);
const over = [];
const under100 = [];
const pad = (value, width = 5) => String(Math.round(value)).padStart(width);
for (const [route, {lcp, tbt, score}] of samples) {
  const highest = Math.max(...lcp);
  if (highest > LIMIT_MS) over.push(route);
  const lowestScore = Math.min(...score);
  if (Math.round(lowestScore) < 100) under100.push(route);
  print(
    `  ${pad(highest)} ${pad(median(lcp))} ${pad(lowestScore, 4)} ${pad(Math.max(...tbt))}  ${route}  ${(elements.get(route) ?? '').slice(0, 70)}`,
  );
}
print(
  `${under100.length} of ${samples.size} routes have a run with Performance under 100${under100.length ? `: ${under100.join(', ')}` : ''}`,
);
print(
  `${over.length} of ${samples.size} routes have a run over ${LIMIT_MS} ms${over.length ? `: ${over.join(', ')}` : ''}`,
);
saveResults('lcp');
