// Search figures (the search plugin, src/plugins/search): the shipped index's
// size; relevance of the site's engine against a MiniSearch baseline over the
// same records; query latency and cold first results in Chromium; and the
// index at 4x and 16x the site's records.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {bundleEngine} from '../../src/plugins/search/bench/engineBundle.mjs';
import {
  loadQueries,
  miniSearchBaseline,
  printTable,
  score,
  siteEngine,
} from '../../src/plugins/search/bench/relevance.mjs';
import {printScale} from '../../src/plugins/search/bench/scale.mjs';
import {fileSizes, kib, launchChromium, median, percentile, root, serveBuild} from './lib.mjs';

const indexFile = path.join(root, 'build', 'search-index.json');
const indexSize = fileSizes(path.join(root, 'build'), '/search-index.json');
const file = JSON.parse(await readFile(indexFile, 'utf8'));
console.log(
  `Search index: ${file.records.length} records, ${kib(indexSize.raw)} raw, ${kib(indexSize.gzip)} gzip`,
);

const engine = await bundleEngine();
const queries = await loadQueries();
const ours = score(siteEngine(engine.module.SearchEngine, file.records, file.synonyms), queries);
const baseline = score(miniSearchBaseline(file.records), queries);
printTable(
  [
    ['site engine', ours],
    ['MiniSearch 7 (prefix, fuzzy 0.2)', baseline],
  ],
  queries.length,
);
console.log('  Not answered first by the site engine (rank of the first answering page, 0 = none):');
for (const miss of ours.misses) console.log(`    ${miss.rank}  "${miss.q}" → ${miss.top.join(', ')}`);

/** What a reader types: each query of the benchmark, and each prefix of it while typing. */
const typed = queries.flatMap(({q}) => [...q].map((_, i) => q.slice(0, i + 1)));

const server = await serveBuild(Number(process.env.BENCH_PORT ?? 4180));
const {browser} = await launchChromium();
try {
  const coldTimes = [];
  for (let run = 0; run < 5; run += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/services/token/overview`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.evaluate(() => {
      window.__bench = {};
      document.addEventListener('keydown', () => (window.__bench.firstKey ??= performance.now()), {
        capture: true,
      });
      new MutationObserver(() => {
        if (document.querySelector('.DocSearch-Hit')) window.__bench.firstHit ??= performance.now();
      }).observe(document.body, {childList: true, subtree: true});
    });
    await page.keyboard.press('Control+k');
    await page.locator('.DocSearch-Input').waitFor();
    await page.keyboard.type('wallet');
    await page.locator('.DocSearch-Hit').first().waitFor();
    const {firstKey, firstHit} = await page.evaluate(() => window.__bench);
    coldTimes.push(firstHit - firstKey);
    await context.close();
  }
  console.log(
    `First keystroke to first results, cold page: median ${median(coldTimes).toFixed(0)} ms of 5 (${coldTimes.map((t) => t.toFixed(0)).join(', ')})`,
  );

  const page = await browser.newPage();
  await page.route(`${server.url}/__bench/engine.mjs`, (route) =>
    route.fulfill({contentType: 'text/javascript', body: engine.source}),
  );
  await page.goto(`${server.url}/markdown-page`);
  const result = await page.evaluate(async (list) => {
    const {SearchEngine} = await import('/__bench/engine.mjs');
    const index = await (await fetch('/search-index.json')).json();
    const built = performance.now();
    const searchEngine = new SearchEngine(index.records, index.synonyms);
    const buildMs = performance.now() - built;
    const params = {
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:10'],
    };
    for (const query of list.slice(0, 50)) searchEngine.search({query, ...params}); // warm-up
    const times = list.map((query) => {
      const started = performance.now();
      searchEngine.search({query, ...params});
      return performance.now() - started;
    });
    return {buildMs, times};
  }, typed);
  console.log(`Index load in the browser: ${result.buildMs.toFixed(1)} ms to build the in-memory index`);
  console.log(
    `Query latency over ${typed.length} typed queries (every prefix of the benchmark's queries): ` +
      `p50 ${percentile(result.times, 50).toFixed(2)} ms, p95 ${percentile(result.times, 95).toFixed(2)} ms, ` +
      `max ${Math.max(...result.times).toFixed(2)} ms`,
  );
  await page.close();

  await printScale({browser, origin: server.url, engineSource: engine.source, file});
} finally {
  await browser.close();
  server.stop();
}
