// Search figures: the shipped index's size, the time from the first keystroke
// to the first results on a cold page, and query latency in the browser.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import ts from 'typescript';
import {fileSizes, kib, launchChromium, median, percentile, root, serveBuild} from './lib.mjs';

const indexFile = path.join(root, 'build', 'search-index.json');
const indexSize = fileSizes(path.join(root, 'build'), '/search-index.json');
const {records} = JSON.parse(await readFile(indexFile, 'utf8'));
console.log(
  `Search index: ${records.length} records, ${kib(indexSize.raw)} raw, ${kib(indexSize.gzip)} gzip`,
);

/** 200 queries of the kinds readers type: headings, prefixes, typos and API paths. */
function realisticQueries() {
  const headings = [...new Set(records.map((r) => r.hierarchy.lvl2).filter(Boolean))];
  const words = [
    ...new Set(headings.flatMap((h) => h.toLowerCase().split(/\W+/)).filter((w) => w.length >= 5)),
  ];
  const paths = [...new Set(records.map((r) => r.content?.match(/\/api\/[\w/-]+/)?.[0]).filter(Boolean))];
  const pick = (list, i) => list[(i * 7919) % list.length];
  const queries = [];
  for (let i = 0; i < 80; i += 1) queries.push(pick(headings, i).split(' ').slice(0, 3).join(' '));
  for (let i = 0; i < 50; i += 1) queries.push(pick(words, i).slice(0, 3 + (i % 3)));
  for (let i = 0; i < 40; i += 1) {
    const word = pick(words, i + 100);
    queries.push(word.slice(0, 2) + word.slice(3));
  }
  for (let i = 0; i < 30; i += 1) queries.push(paths.length ? pick(paths, i) : 'api token mint');
  return queries;
}

/** The engine's TypeScript, compiled as-is to ES modules the page can import. */
async function engineModules() {
  const compile = async (name) =>
    ts
      .transpileModule(await readFile(path.join(root, 'src/search', `${name}.ts`), 'utf8'), {
        compilerOptions: {module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022},
      })
      .outputText.replace(/from '\.\/(\w+)'/g, "from './$1.js'");
  return {'engine.js': await compile('engine'), 'tokenize.js': await compile('tokenize')};
}

const server = await serveBuild();
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
  const modules = await engineModules();
  await page.route(`${server.url}/__bench/*`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: modules[path.basename(new URL(route.request().url()).pathname)],
    }),
  );
  await page.goto(`${server.url}/markdown-page`);
  const queries = realisticQueries();
  const result = await page.evaluate(async (list) => {
    const {SearchEngine} = await import('/__bench/engine.js');
    const file = await (await fetch('/search-index.json')).json();
    const built = performance.now();
    const engine = new SearchEngine(file.records);
    const buildMs = performance.now() - built;
    const params = {
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToSnippet: ['content:10'],
    };
    for (const query of list.slice(0, 20)) engine.search({query, ...params}); // warm-up
    const times = list.map((query) => {
      const started = performance.now();
      engine.search({query, ...params});
      return performance.now() - started;
    });
    return {buildMs, times};
  }, queries);
  console.log(`Index load in the browser: ${result.buildMs.toFixed(1)} ms to build the in-memory index`);
  console.log(
    `Query latency over ${queries.length} queries: p50 ${percentile(result.times, 50).toFixed(2)} ms, ` +
      `p95 ${percentile(result.times, 95).toFixed(2)} ms, max ${Math.max(...result.times).toFixed(2)} ms`,
  );
} finally {
  await browser.close();
  server.stop();
}
