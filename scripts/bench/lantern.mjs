// What sets a page's mobile Lighthouse figures: Lighthouse estimates FCP, LCP and TBT by simulating a phone
// (its Lantern model) over a graph of the page's requests and main-thread tasks. This prints, for each run, the
// nodes of the FCP and LCP graphs with their simulated times, and the tasks that count as blocking time.
// A request in the paint's graph is one the simulation waits for before painting.
// Usage: node scripts/bench/lantern.mjs [route] [runs] (default: /services/token/token-service, 1 run).
// It reads Lighthouse's internals (the version pinned in scripts/lib/lighthouse-loader.mjs): a diagnostic, not a bench.
import {launchChromium} from '../lib/chromium.mjs';
import {freePort} from '../lib/freePort.mjs';
import {importLighthouseModule, loadLighthouse} from '../lib/lighthouse-loader.mjs';
import {startServer} from '../lib/server.mjs';
import {root} from './lib.mjs';

const [route = '/services/token/token-service', runs = '1'] = process.argv.slice(2);
const metric = async (name) =>
  Object.values(await importLighthouseModule(`core/computed/metrics/${name}.js`))[0];
const [FCP, LCP, TBT] = await Promise.all(
  ['lantern-first-contentful-paint', 'lantern-largest-contentful-paint', 'lantern-total-blocking-time'].map(
    metric,
  ),
);
const {Audit} = await importLighthouseModule('core/audits/audit.js');

const ms = (value) => String(Math.round(value)).padStart(5);
function describe(node) {
  if (node.type === 'network') {
    return `request ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} (${node.request.transferSize} B, ${node.request.priority})`;
  }
  const work = new Map();
  for (const event of node.childEvents) {
    if (event.dur) work.set(event.name, (work.get(event.name) ?? 0) + event.dur / 1000);
  }
  const top = [...work].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return `task ${top.map(([name, time]) => `${name} ${time.toFixed(1)}`).join(', ')}`;
}

const site = await startServer(root, await freePort());
const {browser, port} = await launchChromium({debuggingPort: true});
const {lighthouse} = await loadLighthouse();
try {
  for (let run = 0; run < Number(runs); run += 1) {
    const result = await lighthouse(`${site.url}${route}`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const {audits, configSettings} = result.lhr;
    const observed = audits.metrics.details.items[0];
    console.log(
      `${route}, run ${run + 1}: FCP ${Math.round(audits['first-contentful-paint'].numericValue)} ms, LCP ${Math.round(audits['largest-contentful-paint'].numericValue)} ms, TBT ${Math.round(audits['total-blocking-time'].numericValue)} ms (observed at 1x: FCP ${observed.observedFirstContentfulPaint}, LCP ${observed.observedLargestContentfulPaint} ms)`,
    );
    const context = {computedCache: new Map(), settings: configSettings};
    const data = Audit.makeMetricComputationDataInput(result.artifacts, context);
    const estimates = {FCP: await FCP.request(data, context), LCP: await LCP.request(data, context)};
    for (const [label, estimate] of Object.entries(estimates)) {
      for (const kind of ['optimistic', 'pessimistic']) {
        const {timeInMs, nodeTimings} = estimate[`${kind}Estimate`];
        console.log(`  ${label}, ${kind} graph: ${Math.round(timeInMs)} ms`);
        for (const [node, timing] of [...nodeTimings].sort((a, b) => a[1].startTime - b[1].startTime)) {
          console.log(`    ${ms(timing.startTime)}-${ms(timing.endTime)} ${describe(node)}`);
        }
      }
    }
    const fcp = estimates.FCP.optimisticEstimate.timeInMs;
    const blocking = await TBT.request(data, context);
    console.log(
      `  Blocking tasks after the simulated FCP (${Math.round(fcp)} ms), simulated start and length:`,
    );
    for (const [node, timing] of [...blocking.optimisticEstimate.nodeTimings].sort(
      (a, b) => a[1].startTime - b[1].startTime,
    )) {
      if (node.type === 'cpu' && timing.duration > 50 && timing.endTime > fcp) {
        console.log(`    ${ms(timing.startTime)} +${Math.round(timing.duration)} ms ${describe(node)}`);
      }
    }
  }
} finally {
  await browser.close();
  await site.stop();
}
