import {test, expect} from '../support/fixtures';
import type {Page} from '@playwright/test';

// The bundles are listed, not preloaded, and started by
// src/config/ssrTemplate.ts's inline script once the first contentful paint is
// reported, so painting never waits for JavaScript nor shares the bandwidth
// with it. Every path through that script must still start them.
// The entry then starts the client in steps, yielding between them
// (src/plugins/staged-boot): with scheduler.yield() where the browser has it,
// with a MessageChannel message where it does not.

/** Records, in the page's clock, when each bundle <script> is added. */
async function recordBundleStarts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const starts: number[] = [];
    (window as unknown as {bundleStarts: number[]}).bundleStarts = starts;
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && /\/assets\/js\/(runtime~)?main\./.test(node.src))
            starts.push(performance.now());
    }).observe(document, {childList: true, subtree: true});
  });
}

/** Hydrated, in time for a 4x slower CPU on a busy 2-core runner: these tests are about order, not speed. */
async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1, {timeout: 15_000});
}

test.describe('starting the bundles', () => {
  test('after the first contentful paint, in order', async ({page}) => {
    await recordBundleStarts(page);
    await page.goto('/services/token/token-service');
    await expectHydrated(page);
    const {starts, fetches, paint, order} = await page.evaluate(() => ({
      starts: (window as unknown as {bundleStarts: number[]}).bundleStarts,
      fetches: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\//.test(entry.name))
        .map((entry) => entry.startTime),
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      order: [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].map((script) =>
        /runtime~main/.test(script.src) ? 'runtime' : /\/main\./.test(script.src) ? 'main' : 'chunk',
      ),
    }));
    expect(starts).toHaveLength(2);
    expect(paint).toBeDefined();
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint!);
    // Not even downloaded before it: a preload would take bandwidth from the stylesheet.
    expect(fetches.length).toBeGreaterThanOrEqual(2);
    for (const fetched of fetches) expect(fetched).toBeGreaterThanOrEqual(paint!);
    expect(order.slice(0, 2)).toEqual(['runtime', 'main']);
  });

  test('at once in a tab that is not visible', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
    });
    await page.goto('/');
    await expectHydrated(page);
  });

  test('at once without the Paint Timing API', async ({page}) => {
    await page.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (window as any).PerformanceObserver = undefined;
    });
    await page.goto('/');
    await expectHydrated(page);
  });

  test('in steps, in a browser without scheduler.yield()', async ({page}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'scheduler', {configurable: true, value: undefined});
    });
    await page.goto('/services/token/token-service');
    await expectHydrated(page);
    expect(await page.evaluate(() => typeof (window as {scheduler?: unknown}).scheduler)).toBe('undefined');
  });
});

test("the tab's title is the page's from the first paint on, through hydration, and follows a link", async ({
  page,
}) => {
  // Hydration in slices spans many frames on a slow phone: Helmet must not write the layout's title meanwhile.
  await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.addInitScript(() => {
    const titles: string[] = [];
    (window as unknown as {titles: string[]}).titles = titles;
    const record = () => {
      if (document.title && titles.at(-1) !== document.title) titles.push(document.title);
    };
    new MutationObserver(record).observe(document, {childList: true, subtree: true, characterData: true});
  });
  await page.goto('/general/rate_limit');
  await expectHydrated(page);
  // A few frames after hydration, when any late write would have landed.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await page.evaluate(() => (window as unknown as {titles: string[]}).titles)).toEqual([
    'Rate Limits | MasChain Enterprise Docs',
  ]);
  await page.locator('nav.menu a[href="/general/calling_apis"]').first().click();
  await expect(page).toHaveTitle('Calling the APIs | MasChain Enterprise Docs');
});
