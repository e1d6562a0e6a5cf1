// Search in Chromium, on the built site: the first results on a cold page,
// typing to rendered hits in the modal, and the latency of each query once
// the files it needs are loaded.
import {median, percentile} from '../lib.mjs';
import {DOCSEARCH_PARAMS} from './scale.mjs';

/** Opens the modal on a fresh page, hydrated, with keystroke and hit timings recorded. */
async function openModal(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.evaluate(() => {
    window.__bench = {keys: [], changes: [], firstHit: null};
    document.addEventListener('keydown', () => window.__bench.keys.push(performance.now()), {capture: true});
    new MutationObserver(() => {
      if (!document.querySelector('.DocSearch-Dropdown')) return;
      window.__bench.changes.push(performance.now());
      if (document.querySelector('.DocSearch-Hit')) window.__bench.firstHit ??= performance.now();
    }).observe(document.body, {childList: true, subtree: true, characterData: true});
  });
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').waitFor();
  return {context, page};
}

/** First keystroke to first rendered hit, on a cold page (the index not fetched yet). */
export async function coldFirstResults(browser, url, runs = 5) {
  const times = [];
  for (let run = 0; run < runs; run += 1) {
    const {context, page} = await openModal(browser, url);
    await page.evaluate(() => (window.__bench.keys = []));
    await page.keyboard.type('wallet');
    await page.locator('.DocSearch-Hit').first().waitFor();
    times.push(await page.evaluate(() => window.__bench.firstHit - window.__bench.keys[0]));
    await context.close();
  }
  return times;
}

/**
 * Typing to rendered hits: each query of the benchmark typed in the modal a
 * letter every 120 ms (index loaded), and for each keystroke the time until
 * the dropdown last changed before the next one.
 */
export async function typingToHits(browser, url, queries) {
  const {context, page} = await openModal(browser, url);
  await page.keyboard.type('wallet');
  await page.locator('.DocSearch-Hit').first().waitFor();
  const latencies = [];
  for (const query of queries) {
    await page.locator('.DocSearch-Input').fill('');
    await page.waitForTimeout(200);
    await page.evaluate(() => {
      window.__bench.keys = [];
      window.__bench.changes = [];
    });
    await page.keyboard.type(query, {delay: 120});
    await page.waitForTimeout(300);
    const {keys, changes} = await page.evaluate(() => window.__bench);
    keys.forEach((key, i) => {
      const next = keys[i + 1] ?? Infinity;
      const rendered = changes.filter((time) => time >= key && time < next);
      if (rendered.length > 0) latencies.push(rendered.at(-1) - key);
    });
  }
  await context.close();
  return latencies;
}

/** Each typed query through the site's client, once every file it needs is loaded: engine time. */
export async function queryLatency(browser, origin, engineSource, typed) {
  const page = await browser.newPage();
  await page.route(`${origin}/__bench/engine.mjs`, (route) =>
    route.fulfill({contentType: 'text/javascript', body: engineSource}),
  );
  await page.goto(`${origin}/markdown-page`);
  const times = await page.evaluate(
    async ({list, params}) => {
      const {createLocalSearchClient} = await import('/__bench/engine.mjs');
      const client = createLocalSearchClient('/search-index.json');
      // Warm-up: every file these queries need is fetched once.
      for (const query of list) await client.search({requests: [{query, ...params}]});
      const times = [];
      for (const query of list) {
        const started = performance.now();
        await client.search({requests: [{query, ...params}]});
        times.push(performance.now() - started);
      }
      return times;
    },
    {list: typed, params: DOCSEARCH_PARAMS},
  );
  await page.close();
  return times;
}

export function describe(times) {
  return `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms (median ${median(times).toFixed(1)})`;
}
