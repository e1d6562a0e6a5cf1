import {load} from 'cheerio';
import {test, expect, gotoHydrated, shortPage} from '../support/fixtures';

const assistantUrl = 'https://chatgpt.com/g/g-68e4c6ad4aac8191af8bf724e40468b4-maschaingpt';

function boxesOverlap(a: {x: number; y: number; width: number; height: number}, b: typeof a): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the floating AI-assistant link', () => {
  // One component in the site's layout, styled by one stylesheet: it shows on
  // the short page below, so each kind of page need only render it.
  test('is in the HTML of every kind of page, the not-found page included', async ({request}) => {
    for (const path of [
      shortPage,
      '/category/token-management',
      '/markdown-page',
      '/search',
      '/no-such-page',
    ]) {
      const $ = load(await (await request.get(path)).text());
      const links = $('a[aria-label="Ask MasChainGPT (opens in a new tab)"]');
      expect(links.length, `${path} has the assistant link once`).toBe(1);
      expect(links.attr('href'), path).toBe(assistantUrl);
    }
  });

  test('opens the assistant in a new tab, safely, with an accessible name; shows its tooltip on hover, which stays while the pointer moves onto it, and Escape hides it without moving anything', async ({
    page,
  }) => {
    await gotoHydrated(page, shortPage);
    const link = page.getByRole('link', {name: /MasChainGPT/});
    // A new tab, safely, with an accessible name.
    await expect(link).toHaveAttribute('href', assistantUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Ask MasChainGPT (opens in a new tab)');
    await expect(link).toHaveAccessibleDescription('Check out MasChainGPT');
    const tooltip = page.getByRole('tooltip');
    await expect(tooltip).toBeHidden();
    await link.hover();
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toHaveText('Check out MasChainGPT');
    await page.mouse.move(5, 400);
    await expect(tooltip).toBeHidden();
    await link.hover();
    await expect(tooltip).toBeVisible();
    // From the link's centre to the tooltip's, across the gap between them.
    const from = (await link.boundingBox())!;
    const to = (await tooltip.boundingBox())!;
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, {steps: 8});
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await page.mouse.move(5, 400);
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await expect(tooltip).toBeVisible();

    await page.mouse.move(5, 400);
    await link.focus();
    await expect(tooltip).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(tooltip).toBeHidden();
    await expect(link).toBeFocused();
  });

  test('shows its tooltip and a visible focus ring on keyboard focus', async ({page}) => {
    await gotoHydrated(page, '/markdown-page');
    const link = page.getByRole('link', {name: /MasChainGPT/});
    for (let i = 0; i < 80 && !(await link.evaluate((el) => el === document.activeElement)); i += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(link).toBeFocused();
    await expect(page.getByRole('tooltip')).toBeVisible();
    const outline = await link.evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test.describe('with reduced motion', () => {
    test.use({reducedMotion: 'reduce'});

    test('does not animate when the reader prefers reduced motion', async ({page}) => {
      await gotoHydrated(page, shortPage);
      const link = page.getByRole('link', {name: /MasChainGPT/});
      expect(await link.evaluate((el) => getComputedStyle(el).transitionDuration)).toMatch(/^0s/);
    });
  });

  test('on a 375 px phone it covers neither the back-to-top button nor the end of the page', async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 740});
    await gotoHydrated(page, '/services/token/token-service');
    await page.mouse.wheel(0, 4000);
    await page.waitForTimeout(300);
    await page.mouse.wheel(0, -300);
    const backToTop = page.getByRole('button', {name: 'Scroll back to top'});
    await expect(backToTop).toBeVisible();
    const link = page.getByRole('link', {name: /MasChainGPT/});
    const linkBox = (await link.boundingBox())!;
    expect(boxesOverlap(linkBox, (await backToTop.boundingBox())!)).toBe(false);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(300);
    const endBox = (await link.boundingBox())!;
    const lastLines = page.locator('footer .footer__copyright, .pagination-nav');
    for (const box of await lastLines.evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON()),
    )) {
      expect(boxesOverlap(endBox, box)).toBe(false);
    }
  });
});
