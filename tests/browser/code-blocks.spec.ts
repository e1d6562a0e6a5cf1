import {test, expect, gotoHydrated} from '../support/fixtures';
import type {Page} from '@playwright/test';

// Code blocks are highlighted on the server with colours from CSS classes, so
// hydration keeps the server's lines (no Prism in first-load JavaScript) and
// the colours follow the colour mode. A block the browser renders itself
// loads Prism then.

const endpointPage = '/services/token/token-service';
/** Code boxes the browser has not been asked to lay out yet (code-highlighting/client/layOutCodeWhenIdle). */
const skippedCode = '[style*="--code-block-lines"]:not([data-laid-out])';

/** How the page fetched the highlighter chunk: 'link' (a prefetch), 'script' (loaded to run). */
function highlighterFetches(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/code-highlighter.'))
      .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
  );
}

/** Computed colour of the first JSON string token on the page. */
function stringColour(page: Page): Promise<string> {
  return page
    .locator('[role=tabpanel]:not([hidden]) .theme-code-block .token.string, .theme-code-block .token.string')
    .first()
    .evaluate((token) => getComputedStyle(token).color);
}

test.describe('code blocks', () => {
  test('hydration keeps the server lines and never runs Prism', async ({page}) => {
    await page.goto(endpointPage);
    const firstLine = page.locator('.theme-code-block .token-line').first();
    const serverLine = await firstLine.elementHandle();
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    // The same DOM node: React did not re-render it.
    expect(await firstLine.evaluate((line, before) => line === before, serverLine)).toBe(true);
    const tokens = await page.locator('.theme-code-block .token').count();
    expect(tokens).toBeGreaterThan(1000);
    // The highlighter chunk (Prism) is not even fetched.
    expect(await highlighterFetches(page)).toEqual([]);
  });

  test('token colours follow the colour mode, before and after a switch', async ({page}) => {
    await gotoHydrated(page, endpointPage);
    const light = await stringColour(page);
    await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    const dark = await stringColour(page);
    expect(dark).not.toBe(light);
    // Dark code background under dark tokens.
    const background = await page
      .locator('.theme-code-block')
      .first()
      .evaluate((block) => getComputedStyle(block).backgroundColor);
    expect(background).toBe('rgb(40, 44, 52)');
  });

  test('a page reached by client-side navigation gets highlighted code', async ({page}) => {
    await gotoHydrated(page, '/services/token/overview');
    await page.locator(`article a[href="${endpointPage}"]`).first().click();
    await expect(page).toHaveURL(endpointPage);
    await expect(page.locator('.theme-code-block .token.string').first()).toBeVisible();
    // Every block ends up highlighted, none left as plain text.
    await expect(page.locator('.theme-code-block pre:not(.prism-code)')).toHaveCount(0);
    expect(await highlighterFetches(page)).toContain('script');
    // The new page's code is laid out when idle too.
    await expect(page.locator(skippedCode)).toHaveCount(0);
  });

  test('the first layout skips code far below, in a box of its exact height', async ({page}) => {
    // No idle time: the blocks stay as the first layout left them.
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
    await page.setViewportSize({width: 390, height: 800});
    await gotoHydrated(page, endpointPage);
    // The last curl sample: far below, and wider than a phone.
    const pre = page.locator('[role=tabpanel]:not([hidden]) pre.language-bash').last();
    const isLaidOut = () => pre.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}));
    const height = () => pre.evaluate((element) => element.getBoundingClientRect().height);
    expect(await isLaidOut()).toBe(false);
    const heightBefore = await height();
    // Copying the whole article still takes the code the browser skipped
    // (lines are elements: compared without white space).
    const withoutSpace = (text: string) => text.replace(/\s+/g, '');
    const selected = await page.locator('article').evaluate((article) => {
      getSelection()!.selectAllChildren(article);
      return getSelection()!.toString();
    });
    expect(withoutSpace(selected)).toContain(withoutSpace((await pre.textContent())!));

    await pre.scrollIntoViewIfNeeded();
    await expect.poll(isLaidOut).toBe(true);
    expect(await height()).toBe(heightBefore);
    // Docusaurus measured the block as it hydrated: its word-wrap button shows.
    await expect(pre.locator('xpath=..').getByRole('button', {name: /word wrap/i})).toBeVisible();
  });

  test('once the page is idle, all its code is laid out: a jump paints no empty box', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await gotoHydrated(page, endpointPage);
    await expect(page.locator(skippedCode)).toHaveCount(0);
    const pre = page.locator('[role=tabpanel]:not([hidden]) pre.language-bash').last();
    // Laid out before it is scrolled to, and readable by scripts.
    expect(await pre.evaluate((element) => element.checkVisibility({contentVisibilityAuto: true}))).toBe(
      true,
    );
    expect(await pre.innerText()).toContain('curl --request');
  });

  test.describe('without the highlighter', () => {
    // Its chunk is refused on purpose.
    test.use({expectedProblems: /^console error: Failed to load resource: net::ERR_FAILED$/});

    test('when the highlighter cannot load, code stays readable as plain text', async ({page}) => {
      await gotoHydrated(page, '/services/token/overview');
      await page.route('**/code-highlighter.*', (route) => route.abort());
      await page.locator(`article a[href="${endpointPage}"]`).first().click();
      await expect(page).toHaveURL(endpointPage);
      await expect(page.locator('h1')).toHaveText('Token API');
      const firstSample = page.locator('[role=tabpanel]:not([hidden]) .theme-code-block pre').first();
      await expect(firstSample).toContainText('curl --request');
      await expect(page.locator('.theme-code-block .token')).toHaveCount(0);
    });
  });
});
