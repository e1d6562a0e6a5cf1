import {test, expect, gotoHydrated} from '../support/fixtures';
import type {Locator, Page} from '@playwright/test';

// Endpoint sections and the e-KYC table hydrate on their own React root
// (src/plugins/lazy-hydration): near the viewport or on interaction. These
// check that nothing depends on which comes first.

const tokenPage = '/services/token/token-service';

/** Whether React has been given the element as a root of its own (its internal marker). */
function hasOwnRoot(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactContainer$')),
  );
}

/** Sections then hydrate only when used: nothing is ever near the viewport. */
async function onlyOnInteraction(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}

const endpoints = (page: Page) => page.locator('section[aria-label^="POST "], section[aria-label^="GET "]');

/** Waits until every endpoint section of the page has its own root. */
async function allHydrated(page: Page): Promise<void> {
  await expect
    .poll(() =>
      endpoints(page).evaluateAll((all) =>
        all.every((section) => Object.keys(section).some((key) => key.startsWith('__reactContainer$'))),
      ),
    )
    .toBe(true);
}

test.describe('lazy hydration', () => {
  test('sections hydrate as the reader reaches them, with no error and no change of size', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    await page.goto(tokenPage);
    const sections = endpoints(page);
    const heights = () => sections.evaluateAll((all) => all.map((s) => s.getBoundingClientRect().height));
    const heightsBefore = await heights();
    expect(heightsBefore.length).toBeGreaterThan(5);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await hasOwnRoot(sections.last())).toBe(false);

    for (const section of await sections.all()) await section.scrollIntoViewIfNeeded();
    await allHydrated(page);
    expect(await heights()).toEqual(heightsBefore);
  });

  test('a click or a key on a section not yet hydrated does what it says', async ({page}) => {
    await onlyOnInteraction(page);
    await gotoHydrated(page, tokenPage);
    const last = endpoints(page).last();
    const other = endpoints(page).nth(1);
    expect(await hasOwnRoot(last)).toBe(false);

    await last.getByRole('tab', {name: 'Python'}).click();
    await expect(last.getByRole('tab', {name: 'Python'})).toHaveAttribute('aria-selected', 'true');
    await expect(last.locator('[role=tabpanel]:not([hidden])')).toContainText('import requests');

    const tryIt = other.getByRole('button', {name: 'Try it', exact: true});
    expect(await hasOwnRoot(other)).toBe(false);
    await tryIt.focus();
    await page.keyboard.press('Enter');
    await expect(tryIt).toHaveAttribute('aria-expanded', 'true');

    // Only the sections used were hydrated.
    expect(await hasOwnRoot(endpoints(page).nth(2))).toBe(false);
  });

  test('the e-KYC filter appears and works once the table is used', async ({page}) => {
    await onlyOnInteraction(page);
    await gotoHydrated(page, '/services/ekyc/error-code');
    const filter = page.getByLabel('Filter by code or meaning');
    await expect(filter).toHaveCount(0);
    await page.locator('table').first().click();
    await filter.fill('liveness');
    await expect(page.getByText(/^\d+ of \d+ codes$/)).not.toHaveText(/^(\d+) of \1 codes$/);
  });

  test('a page reached by client-side navigation renders its sections at once', async ({page}) => {
    await onlyOnInteraction(page);
    await gotoHydrated(page, '/services/token/overview');
    await page.locator(`article a[href="${tokenPage}"]`).first().click();
    await expect(page).toHaveURL(tokenPage);
    const last = endpoints(page).last();
    await expect(last).toBeVisible();
    // Part of the page's own tree, not a root of its own.
    expect(await hasOwnRoot(last)).toBe(false);
    await last.getByRole('tab', {name: 'JavaScript'}).click();
    await expect(last.getByRole('tab', {name: 'JavaScript'})).toHaveAttribute('aria-selected', 'true');
  });

  test('an address with an anchor stays on its heading while sections hydrate', async ({page}) => {
    await page.setViewportSize({width: 390, height: 800});
    // The eighth endpoint's heading, far down the page.
    const heading = page.locator('#token-transactions');
    await page.goto(`${tokenPage}#token-transactions`);
    await page.locator('html[data-has-hydrated="true"]').waitFor();
    // Its endpoint, in view, hydrates; so do the ones around it.
    await expect.poll(() => hasOwnRoot(heading.locator('xpath=following::section[1]'))).toBe(true);
    await page.waitForLoadState('networkidle');
    const top = await heading.evaluate((h) => h.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
  });
});
