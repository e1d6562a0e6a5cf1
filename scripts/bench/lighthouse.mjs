// Mobile Lighthouse on the heaviest pages (issue 14's routes) and, in the same
// interleaved runs, on a stock Docusaurus page with the same words
// (reference-site.mjs): medians of Performance, LCP, TBT and CLS, and each
// page's LCP and TBT as a ratio of the reference's, which survives a busy
// machine better than the raw figures. Uses the audit's runner and nginx.
// BENCH_RUNS (default 5) sets the runs; BENCH_PORT pins the ports (site,
// reference, DevTools: three in a row) instead of free ones.
import {cpus, loadavg} from 'node:os';
import {launchChromium} from '../lib/chromium.mjs';
import {freePort} from '../lib/freePort.mjs';
import {auditSample} from '../lib/lighthouse.mjs';
import {formatTable} from '../lib/table.mjs';
import {startServer} from '../lib/server.mjs';
import {median} from '../lib/stats.mjs';
import {heavyPages} from '../lib/sample-routes.mjs';
import {print, root, saveResults} from './lib.mjs';
import {buildReferenceSite, referenceSource} from './reference-site.mjs';

const pages = heavyPages;

const runs = Number(process.env.BENCH_RUNS ?? 5);
const basePort = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
const port = async (offset) => (basePort ? basePort + offset : freePort());

const referenceBuild = await buildReferenceSite(root);
const site = await startServer(root, await port(0));
const reference = await startServer(root, await port(1), {buildDir: referenceBuild});
const {browser, port: debuggingPort} = await launchChromium({debuggingPort: basePort ? basePort + 2 : true});
const referenceEntry = {
  kind: 'stock Docusaurus',
  route: `reference: ${referenceSource}'s words`,
  url: `${reference.url}/`,
};
const loadBefore = loadavg()[0];
let results;
try {
  results = await auditSample(site.url, [...pages, referenceEntry], {
    port: debuggingPort,
    runs,
    only: ['mobile'],
    onProgress: (message) => process.stderr.write(`[lighthouse] ${message}\n`),
  });
} finally {
  await browser.close();
  await Promise.all([site.stop(), reference.stop()]);
}

const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '–');
const ratio = (value, base) => (Number.isFinite(value) && base > 0 ? `${(value / base).toFixed(2)}×` : '–');
const ref = results.at(-1).mobile.metrics;
const rows = results.map(({kind, route, mobile}) => [
  route,
  kind,
  mobile.scores.performance ?? '–',
  ms(mobile.metrics.lcp),
  ratio(mobile.metrics.lcp, ref.lcp),
  ms(mobile.metrics.tbt),
  ratio(mobile.metrics.tbt, ref.tbt),
  Number.isFinite(mobile.metrics.cls) ? mobile.metrics.cls.toFixed(3) : '–',
  ['accessibility', 'best-practices', 'seo'].map((id) => mobile.scores[id] ?? '–').join('/'),
  mobile.errors.length ? mobile.errors.join(', ') : '',
]);
print(
  `Mobile Lighthouse, median of ${runs} interleaved runs per page; /ref: the figure over the stock ` +
    'Docusaurus page measured in the same runs (lower is better):',
);
print(
  formatTable(
    ['Page', 'Kind', 'Perf', 'LCP', 'LCP/ref', 'TBT', 'TBT/ref', 'CLS', 'A/BP/SEO', 'Failed runs'],
    rows,
  ),
);
const benchmarkIndex = median(results.map((entry) => entry.mobile.benchmarkIndex));
print(
  `Load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${cpus().length} cores; ` +
    `median Lighthouse benchmark index ${Number.isFinite(benchmarkIndex) ? Math.round(benchmarkIndex) : '–'}.`,
);
saveResults('lighthouse');
