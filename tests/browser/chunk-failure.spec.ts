import {test, expect, gotoHydrated, anyOf} from '../support/fixtures';
import type {Page} from '@playwright/test';

// A route chunk that keeps failing (a deploy removed it, a proxy blocks it, the
// network drops it) must not reload the page forever: core Docusaurus reloads
// once on a failed navigation, and after that the reader is told, with Retry.

/** Scripts the page has loaded so far: they stay available, everything else fails. */
async function loadedScripts(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  return new Set(urls.filter((url) => /\/assets\/js\/[^/]+\.js$/.test(new URL(url).pathname)));
}

/** Makes every script not loaded yet fail, for the rest of the test (routing also bypasses the cache). */
async function failNewScripts(page: Page, available: Set<string>): Promise<void> {
  await page.route('**/assets/js/*.js', (route) =>
    available.has(route.request().url()) ? route.continue() : route.abort('failed'),
  );
}

/**
 * Counts full page loads of the main frame from now on, by their document
 * requests: a reload may start before the page it replaces fires 'load'.
 */
function countLoads(page: Page): {readonly count: number} {
  const counter = {count: 0};
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) counter.count += 1;
  });
  return counter;
}

/**
 * Waits a second after the box shows: a reload the guard failed to stop
 * would come within it (a reload follows the failed chunk at once), and the
 * count of loads taken after it would be one too many.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(1000);
  await expectPageErrorBox(page);
}

async function expectPageErrorBox(page: Page): Promise<void> {
  const box = page.getByRole('alert').filter({has: page.getByRole('heading', {name: 'Page Error'})});
  await expect(box).toBeVisible();
  await expect(box).toContainText(/ChunkLoadError|Loading chunk .* failed/);
  await expect(box.getByRole('button', {name: 'Retry'})).toBeVisible();
}

test.describe('a route chunk that keeps failing', () => {
  // The chunk is refused on purpose.
  test.use({
    expectedProblems: anyOf(
      /^page error: Loading chunk \d+ failed/,
      /^console error: Failed to load resource: net::ERR_FAILED$/,
    ),
  });
  test('a failed navigation reloads once, then shows the Page Error box with Retry', async ({page}) => {
    await gotoHydrated(page, '/');
    await failNewScripts(page, await loadedScripts(page));
    const loads = countLoads(page);
    await page.locator('footer').getByRole('link', {name: 'Rate limits'}).click();
    await expect.poll(() => loads.count).toBe(1);
    await expectPageErrorBox(page);
    await settle(page);
    expect(loads.count, 'core reloads the page once, and only once').toBe(1);
    await expect(page).toHaveURL(/\/general\/rate_limit$/);
    // The page as served stays readable under the box.
    await expect(page.locator('article h1')).toHaveText('Rate Limits');

    // Retry reloads; while the chunk still fails the box comes back, no loop.
    await page.getByRole('button', {name: 'Retry'}).click();
    await expect.poll(() => loads.count).toBe(2);
    await expectPageErrorBox(page);
    await settle(page);
    expect(loads.count).toBe(2);

    // Once the chunk is back, Retry recovers the page.
    await page.unrouteAll();
    await page.getByRole('button', {name: 'Retry'}).click();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.locator('h1')).toHaveText('Rate Limits');
  });

  test('landing on a page whose chunk fails reloads it once, then shows the box', async ({page}) => {
    await gotoHydrated(page, '/');
    // The scripts of / stay available; the page's own chunk fails.
    await failNewScripts(page, await loadedScripts(page));
    const loads = countLoads(page);
    await page.goto('/general/rate_limit');
    await expect.poll(() => loads.count).toBe(2);
    await expectPageErrorBox(page);
    await settle(page);
    expect(loads.count, 'the landing load and one automatic reload').toBe(2);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  });

  test('when storage is unusable, a failing page is not reloaded automatically at all', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'sessionStorage', {
        configurable: true,
        get: () => {
          throw new DOMException('Storage is disabled for this test.', 'SecurityError');
        },
      });
    });
    await gotoHydrated(page, '/');
    await failNewScripts(page, await loadedScripts(page));
    const loads = countLoads(page);
    await page.goto('/general/rate_limit');
    await expectPageErrorBox(page);
    await settle(page);
    expect(loads.count, 'only the landing load').toBe(1);
  });

  test('a healthy page shows no error box', async ({page}) => {
    await gotoHydrated(page, '/general/rate_limit');
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
});
