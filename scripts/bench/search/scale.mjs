// Scale: the site's records multiplied 4 and 16 times (each copy a synthetic
// variation of a real page: its own path, title and identifiers), built into
// the prebuilt index as the build writes it. Prints the index's size (all of
// it, and its head), and in Chromium with the CPU slowed down 4 times, as a
// mid-range phone: the time to load the head, and from the start to the first
// query's hits (head, the postings and records that query needs, ranking,
// highlighting), with what that query fetched.
import {kib, median} from '../lib.mjs';

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

export function scaledRecords(records, factor) {
  const scaled = [];
  for (let n = 0; n < factor; n += 1) for (const record of records) scaled.push(variation(record, n));
  return scaled;
}

/** The files of the prebuilt index for some records, by path under the site root, as JSON text. */
export function indexFiles(engine, records, synonyms, operations = [], readerQueries = {}) {
  const {head, shards, chunks} = engine.buildIndexFiles(records, synonyms, {operations, readerQueries});
  const files = new Map([['search-index.json', JSON.stringify(head)]]);
  shards.forEach((shard, k) => files.set(engine.postingsFile(head, k), JSON.stringify(shard)));
  chunks.forEach((chunk, k) => files.set(engine.recordsFile(head, k), JSON.stringify(chunk)));
  return files;
}

/** What DocSearch sends for a query typed in the modal. */
export const DOCSEARCH_PARAMS = {
  hitsPerPage: 20,
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'content:10'],
  snippetEllipsisText: '…',
  facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']],
};

/** One cold load in a fresh page: head load time, and first result time. */
async function measure(browser, server, query) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(server.url);
  await page.evaluate(() => import('/engine.mjs'));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  const figures = await page.evaluate(
    async ({query, params}) => {
      const {createLocalSearchClient} = await import('/engine.mjs');
      const started = performance.now();
      const client = createLocalSearchClient('/search-index.json');
      await client.search({requests: []});
      const loaded = performance.now();
      const {results} = await client.search({requests: [{query, ...params}]});
      const firstResultMs = performance.now() - started;
      // What the first result needed (a small index fetches the rest in the background afterwards).
      const fetched = performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname.slice(1))
        .filter((name) => name.endsWith('.json'));
      return {loadMs: loaded - started, firstResultMs, hits: results[0].hits.length, fetched};
    },
    {query, params: DOCSEARCH_PARAMS},
  );
  await context.close();
  if (figures.hits === 0) throw new Error(`The scale benchmark's query "${query}" found nothing.`);
  return figures;
}

/** `engine`: the bundle of engineBundle.mjs ({module, source}); `server`: a fileServer.mjs server. */
export async function printScale({
  browser,
  server,
  engine,
  records,
  synonyms,
  operations,
  readerQueries,
  runs = 3,
  query = 'create wallet',
}) {
  const lines = [];
  const log = (line) => {
    console.log(line);
    lines.push(line);
  };
  log(
    `Scale (synthetic variations of the real pages; CPU slowed down 4x; median of ${runs} runs; first query "${query}"):`,
  );
  log('  records   index gzip (files)   head gzip   head load   first result   fetched for it (gzip)');
  for (const factor of [1, 4, 16]) {
    const files = indexFiles(
      engine.module,
      scaledRecords(records, factor),
      synonyms,
      operations,
      readerQueries,
    );
    const sizes = server.serve([...files, ['engine.mjs', engine.source]]);
    sizes.delete('engine.mjs');
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measure(browser, server, query));
    const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);
    const {fetched} = results[0];
    const fetchedBytes = fetched.reduce((sum, name) => sum + sizes.get(name), 0);
    log(
      `  ${String(records.length * factor).padStart(7)}   ${`${kib(total)} (${files.size})`.padStart(18)}   ${kib(sizes.get('search-index.json')).padStart(9)}   ${`${median(results.map((r) => r.loadMs)).toFixed(0)} ms`.padStart(9)}   ${`${median(results.map((r) => r.firstResultMs)).toFixed(0)} ms`.padStart(12)}   ${`${fetched.length} files, ${kib(fetchedBytes)}`.padStart(21)}`,
    );
  }
  return lines;
}
