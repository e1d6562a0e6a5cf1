import {test, expect, gotoHydrated, anyOf} from '../support/fixtures';

test.describe('error states of spec §8', () => {
  // The test-only pages crash or fail to load on purpose, and a route chunk is refused.
  test.use({
    expectedProblems: anyOf(
      /Test crash: this page failed on purpose/,
      /^page error: Loading chunk \d+ failed/,
      /^console error: Failed to load resource: net::ERR_FAILED$/,
    ),
  });
  test.beforeAll(async ({request}) => {
    const status = (await request.get('/test-only/crash')).status();
    if (status === 404)
      throw new Error(
        'The test-only pages are not in this build: build with `npm run build:check` (it sets SITE_TEST_PAGES=true).',
      );
  });

  test('a page crash shows "This page crashed." with the error and Try again', async ({page}) => {
    await page.goto('/test-only/crash');
    await expect(page.getByRole('heading', {name: 'This page crashed.'})).toBeVisible();
    await expect(page.getByText('Test crash: this page failed on purpose.')).toBeVisible();
    // The crash renders inside the site layout: navbar and colour toggle remain.
    await expect(page.locator('nav.navbar')).toBeVisible();
    await page.getByRole('button', {name: 'Try again'}).click();
    await expect(page.getByText('The page recovered after Try again.')).toBeVisible();
  });

  test('a load failure shows the "Page Error" box with the error and Retry', async ({page}) => {
    await gotoHydrated(page, '/test-only/load-failure');
    const box = page.getByRole('alert');
    await expect(box.getByRole('heading', {name: 'Page Error'})).toBeVisible({timeout: 15_000});
    await expect(box).toContainText('Test load failure: this chunk failed on purpose.');
    await box.getByRole('button', {name: 'Retry'}).click();
    await expect(page.getByRole('heading', {name: 'Page Error'})).toBeVisible();
  });

  test('the error states are styled in dark mode too', async ({page}) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/test-only/load-failure');
    const box = page.getByRole('alert');
    await expect(box).toBeVisible();
    const colours = await box.evaluate((el) => {
      const style = getComputedStyle(el);
      return {background: style.backgroundColor, text: style.color};
    });
    expect(colours.background).not.toBe(colours.text);
    expect(colours.background).not.toBe('rgb(255, 235, 236)');
  });

  test('test-only pages are kept out of search engines and the sitemap', async ({request}) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const path of ['/test-only/crash', '/test-only/load-failure']) {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(/<meta[^>]+name="?robots"?[^>]+content="noindex/);
      expect(sitemap).not.toContain(path);
    }
  });

  test('when a route chunk fails to load during navigation, the page reloads', async ({page}) => {
    await gotoHydrated(page, '/');
    await page.evaluate(() => {
      (window as unknown as {notReloaded: boolean}).notReloaded = true;
    });
    let aborted = 0;
    await page.route('**/assets/js/*.js', async (route) => {
      aborted += 1;
      await route.abort();
      await page.unroute('**/assets/js/*.js');
    });
    const reloaded = page.waitForEvent('load');
    await page.locator('footer').getByRole('link', {name: 'Rate limits'}).click();
    await reloaded;
    expect(aborted).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/general\/rate_limit$/);
    await expect(page.locator('h1')).toHaveText('Rate Limits');
    expect(
      await page.evaluate(() => (window as unknown as {notReloaded?: boolean}).notReloaded),
    ).toBeUndefined();
  });
});
