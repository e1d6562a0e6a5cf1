import {readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/fixtures';
import {buildDir, builtHtmlRoutes} from '../support/builtRoutes';

// Each page's HTML, as nginx sends it (the build's Brotli copy), held to the
// budget in audit-budgets.json: a phone gets about 14 KB in the first round
// trip of its connection, response headers included, and a page that needs a
// second one paints about 150 ms later on Lighthouse's simulated phone.
const budgets = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'audit-budgets.json'), 'utf8')) as {
  sizes: {maxPageHtmlBrotliKB: number};
};

test('every page sends its HTML in a phone’s first round trip', () => {
  const limitKB = budgets.sizes.maxPageHtmlBrotliKB;
  const routes = builtHtmlRoutes();
  expect(routes.length, 'the build has pages').toBeGreaterThan(0);
  const over = routes
    .map((route) => {
      const file = path.join(buildDir, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
      return {route, kb: statSync(`${file}.br`).size / 1000};
    })
    .filter(({kb}) => kb > limitKB)
    .map(({route, kb}) => `${route}: ${kb.toFixed(1)} KB`);
  expect(
    over,
    `pages over ${limitKB} KB of Brotli HTML; split each into two pages, or move a long table or sample to a page of its own`,
  ).toEqual([]);
});
