import {test, expect} from '../support/fixtures';
import type {Page} from '@playwright/test';

// The bundles are preloaded and started by src/config/ssrTemplate.ts's inline
// script once the first contentful paint is reported, so painting never waits
// for JavaScript. Every path through that script must still start them.
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

async function expectHydrated(page: Page): Promise<void> {
  await expect(page.locator('html[data-has-hydrated="true"]')).toHaveCount(1);
}

test.describe('starting the bundles', () => {
  test('after the first contentful paint, in order', async ({page, pageProblems}) => {
    await recordBundleStarts(page);
    await page.goto('/services/token/token-service');
    await expectHydrated(page);
    const {starts, paint, order} = await page.evaluate(() => ({
      starts: (window as unknown as {bundleStarts: number[]}).bundleStarts,
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      order: [...document.querySelectorAll<HTMLScriptElement>('head script[src]')].map((script) =>
        /runtime~main/.test(script.src) ? 'runtime' : /\/main\./.test(script.src) ? 'main' : 'chunk',
      ),
    }));
    expect(starts).toHaveLength(2);
    expect(paint).toBeDefined();
    for (const start of starts) expect(start).toBeGreaterThanOrEqual(paint!);
    expect(order.slice(0, 2)).toEqual(['runtime', 'main']);
    expect(pageProblems).toEqual([]);
  });

  test('at once in a tab that is not visible', async ({page, pageProblems}) => {
    await page.addInitScript(() => {
      Object.defineProperty(document, 'visibilityState', {configurable: true, get: () => 'hidden'});
    });
    await page.goto('/');
    await expectHydrated(page);
    expect(pageProblems).toEqual([]);
  });

  test('at once without the Paint Timing API', async ({page, pageProblems}) => {
    await page.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      (window as any).PerformanceObserver = undefined;
    });
    await page.goto('/');
    await expectHydrated(page);
    expect(pageProblems).toEqual([]);
  });

  test('in steps, in a browser without scheduler.yield()', async ({page, pageProblems}) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, 'scheduler', {configurable: true, value: undefined});
    });
    await page.goto('/services/token/token-service');
    await expectHydrated(page);
    expect(await page.evaluate(() => typeof (window as {scheduler?: unknown}).scheduler)).toBe('undefined');
    expect(pageProblems).toEqual([]);
  });
});
