/**
 * The page actions beside each doc title: "Copy page" puts the Markdown twin
 * on the clipboard and says so; the "Page actions" menu offers the twin and
 * a new chat in ChatGPT or Claude about it, by mouse and by keyboard.
 */
import {siteIdentity} from '../../src/config/site';
import {test, expect, gotoHydrated} from '../support/fixtures';

const route = '/services/token/overview';
const twinUrl = `${siteIdentity.url.replace(/\/+$/, '')}${route}.md`;

test('"Copy page" copies the Markdown twin and says it did', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, route);
  await page.getByRole('button', {name: 'Copy page'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toHaveText(
    'Copied the page as Markdown',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get(`${route}.md`)).text());
});

test.describe('when the twin cannot be fetched', () => {
  // The twin is refused on purpose, and the browser logs the 503.
  test.use({
    expectedProblems: /^console error: Failed to load resource: the server responded with a status of 503/,
  });

  test('"Copy page" says so when the twin cannot be fetched', async ({page}) => {
    await gotoHydrated(page, route);
    await page.route(`**${route}.md`, (r) => r.fulfill({status: 503, body: ''}));
    await page.getByRole('button', {name: 'Copy page'}).click();
    await expect(page.getByRole('status').filter({hasText: 'Could not copy'})).toBeVisible();
  });
});

test('the "Page actions" menu works by keyboard and opens assistants in a new tab', async ({page}) => {
  await gotoHydrated(page, route);
  const toggle = page.getByRole('button', {name: 'Page actions'});
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const items = page.getByRole('menuitem');
  await expect(items).toHaveText(['View as Markdown', 'Open in ChatGPT', 'Open in Claude']);
  await expect(items.nth(0)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(1)).toBeFocused();
  await page.keyboard.press('End');
  await expect(items.nth(2)).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(items.nth(0)).toBeFocused();
  await expect(items.nth(0)).toHaveAttribute('href', `${route}.md`);
  for (const [name, prefix] of [
    ['Open in ChatGPT', 'https://chatgpt.com/?q='],
    ['Open in Claude', 'https://claude.ai/new?q='],
  ] as const) {
    const item = page.getByRole('menuitem', {name});
    await expect(item).toHaveAttribute('target', '_blank');
    await expect(item).toHaveAttribute('rel', 'noopener noreferrer');
    const href = (await item.getAttribute('href')) ?? '';
    expect(href.startsWith(prefix), href).toBe(true);
    expect(decodeURIComponent(href.slice(prefix.length))).toContain(twinUrl);
  }
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle).toBeFocused();
  await expect(items.first()).toBeHidden();
  // A click elsewhere closes it too.
  await toggle.click();
  await expect(items.first()).toBeVisible();
  await page.locator('article').click({position: {x: 5, y: 300}});
  await expect(items.first()).toBeHidden();
});

// One load; the width and the colour mode change in place, the mode as the toggle changes it.
test('sits beside the title, inside the page, at 375 and 1280 px, in light and dark mode', async ({page}) => {
  await gotoHydrated(page, route);
  const copyButton = page.getByRole('button', {name: 'Copy page'});
  const toggle = page.getByRole('button', {name: 'Page actions'});
  const title = page.locator('article h1').first();
  for (const width of [375, 1280]) {
    await page.setViewportSize({width, height: 800});
    for (const scheme of ['light', 'dark'] as const) {
      await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), scheme);
      const where = `at ${width} px in ${scheme} mode`;
      const [copyBox, toggleBox, titleBox] = await Promise.all([
        copyButton.boundingBox(),
        toggle.boundingBox(),
        title.boundingBox(),
      ]);
      expect(copyBox && toggleBox && titleBox, where).toBeTruthy();
      // Within the viewport, and next to the title: no more than a line away.
      expect(toggleBox!.x + toggleBox!.width, where).toBeLessThanOrEqual(width);
      expect(Math.abs(copyBox!.y - titleBox!.y), where).toBeLessThan(80);
      await toggle.click();
      const menuBox = await page.getByRole('menu').boundingBox();
      expect(menuBox!.x, where).toBeGreaterThanOrEqual(0);
      expect(menuBox!.x + menuBox!.width, where).toBeLessThanOrEqual(width);
      const colours = await copyButton.evaluate((el) => {
        const style = getComputedStyle(el);
        return {color: style.color, page: getComputedStyle(document.body).backgroundColor};
      });
      expect(colours.color, where).not.toBe(colours.page);
      await page.screenshot({path: test.info().outputPath(`page-actions-${width}-${scheme}.png`)});
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu'), where).toBeHidden();
    }
  }
});
