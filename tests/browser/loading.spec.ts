import {test, expect, gotoHydrated, shortPage} from '../support/fixtures';

/** Makes the browser report a slow or data-saving connection before any script runs. */
async function emulateConnection(page: import('@playwright/test').Page, connection: object): Promise<void> {
  await page.addInitScript((value) => {
    Object.defineProperty(navigator, 'connection', {configurable: true, get: () => value});
  }, connection);
}

async function prefetchCount(page: import('@playwright/test').Page): Promise<number> {
  await page.mouse.move(0, 0);
  await page.locator('.theme-doc-sidebar-container a.menu__link').nth(2).hover();
  await page.waitForTimeout(500);
  return page.locator('link[rel="prefetch"]').count();
}

test.describe('page loading of spec §4', () => {
  test('the progress bar appears only after the 200 ms delay', async ({page}) => {
    await gotoHydrated(page, shortPage);
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Click from the page itself (no hover, so nothing is prefetched first) and time the bar in the page's clock.
    const shownAfter = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const link = document.querySelector<HTMLAnchorElement>('footer a[href="/general/calling_apis"]')!;
          let clickedAt = 0;
          new MutationObserver((_, observer) => {
            if (document.getElementById('nprogress')) {
              observer.disconnect();
              resolve(performance.now() - clickedAt);
            }
          }).observe(document.body, {childList: true, subtree: true});
          clickedAt = performance.now();
          link.click();
        }),
    );
    expect(shownAfter).toBeGreaterThanOrEqual(190);
    expect(shownAfter).toBeLessThan(1000);
    await expect(page.locator('h1')).toHaveText('Calling the APIs', {timeout: 10_000});
    await expect(page.locator('#nprogress')).toHaveCount(0);
  });

  test('page scripts are prefetched on a normal connection, each file once', async ({page}) => {
    await emulateConnection(page, {effectiveType: '4g', saveData: false});
    await gotoHydrated(page, '/services/token/token-service');
    expect(await prefetchCount(page)).toBeGreaterThan(0);
    // Linked routes share most chunks, and the page's own are loaded already (patches/README.md).
    const files = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href));
    expect(files.length).toBe(new Set(files).size);
    const firstFetchedBy = await page.evaluate(
      (urls) =>
        urls.map(
          (url) =>
            (performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined)?.initiatorType,
        ),
      files,
    );
    // A prefetch still in flight has no entry yet; one fetched earlier by a script was waste.
    expect(firstFetchedBy.filter((initiator) => initiator && initiator !== 'link')).toEqual([]);
  });

  for (const [name, connection] of [
    ['2g', {effectiveType: '2g', saveData: false}],
    ['data-saver', {effectiveType: '4g', saveData: true}],
  ] as const) {
    test(`prefetching is skipped on a ${name} connection`, async ({page}) => {
      await emulateConnection(page, connection);
      await gotoHydrated(page, shortPage);
      expect(await prefetchCount(page)).toBe(0);
    });
  }
});
