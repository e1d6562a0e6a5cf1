// Scale: the site's records multiplied 4 and 16 times (each copy a synthetic
// variation of a real page: its own path, title and identifiers), then the
// index size, the time Chromium takes to download, parse and load it, and
// the time from the first query to its first result with the CPU slowed
// down 4 times, as a mid-range phone.
import {gzipSync} from 'node:zlib';
import {kib, median} from '../../../../scripts/bench/lib.mjs';

/** The n-th variation of a record: another page with the same kind of text. */
function variation(record, n) {
  if (n === 0) return record;
  const suffix = (text) => (text ? `${text} ${n}` : text);
  const url = (value) =>
    value.replace(/(https?:\/\/[^/]+)(\/[^#]*)?/, (_, host, path = '') => `${host}/v${n}${path}`);
  return {
    ...record,
    objectID: `v${n}${record.objectID}`,
    url: url(record.url),
    url_without_anchor: url(record.url_without_anchor),
    hierarchy: {...record.hierarchy, lvl1: suffix(record.hierarchy.lvl1)},
    // Fresh identifiers per copy, so the vocabulary grows as a real site's would.
    keywords: record.keywords?.replace(/\w+/g, (word) => `${word}${n}`),
  };
}

export function scaledIndex(file, factor) {
  const records = [];
  for (let n = 0; n < factor; n += 1) for (const record of file.records) records.push(variation(record, n));
  return JSON.stringify({...file, records});
}

/** Measures one scaled index in a fresh page: load time, and first result under 4x CPU slowdown. */
async function measure(browser, origin, engineSource, body) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${origin}/__bench/**`, (route) =>
    route.request().url().endsWith('.mjs')
      ? route.fulfill({contentType: 'text/javascript', body: engineSource})
      : route.fulfill({contentType: 'application/json', body}),
  );
  await page.goto(`${origin}/markdown-page`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const figures = await page.evaluate(async () => {
    const {SearchEngine} = await import('/__bench/engine.mjs');
    const started = performance.now();
    const file = await (await fetch('/__bench/index.json')).json();
    const engine = new SearchEngine(file.records, file.synonyms);
    const loaded = performance.now();
    engine.search({query: 'create wallet', hitsPerPage: 20});
    return {loadMs: loaded - started, firstResultMs: performance.now() - started};
  });
  await context.close();
  return figures;
}

export async function printScale({browser, origin, engineSource, file, runs = 3}) {
  console.log(
    'Scale (synthetic variations of the real pages; CPU slowed down 4x; median of ' + runs + ' runs):',
  );
  console.log('  records   index gzip   load (fetch+parse+index)   first result');
  for (const factor of [1, 4, 16]) {
    const body = scaledIndex(file, factor);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(browser, origin, engineSource, body));
    const records = file.records.length * factor;
    console.log(
      `  ${String(records).padStart(7)}   ${kib(gzipSync(body).length).padStart(10)}   ${`${median(results.map((r) => r.loadMs)).toFixed(0)} ms`.padStart(24)}   ${`${median(results.map((r) => r.firstResultMs)).toFixed(0)} ms`.padStart(12)}`,
    );
  }
}
