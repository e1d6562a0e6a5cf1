import {test, expect, gotoHydrated} from '../support/fixtures';
import type {Locator, Page} from '@playwright/test';

// Request samples are tabs shared by every endpoint (groupId): a choice made
// once applies to all of them, is kept for the next visit, and can be given
// in the URL (?lang=). Only curl is in the HTML: a tab renders its panel when
// selected (lazy tabs), fetching the operation's samples. Tabs are not remounted after hydration (src/theme/Tabs),
// so these check that the selected tab still follows the URL and the stored
// choice. Each endpoint hydrates on its own as it comes near the viewport
// (src/plugins/lazy-hydration) and takes up the choice then: the checks
// scroll to every group and wait for it.

// A short reference page: three endpoints, each below the fold until scrolled to.
const page1 = '/services/token/transaction-fee';

/** Label of the selected tab of a sample group, and the code its one panel shows. */
async function tabGroup(group: Locator): Promise<{selected: string; code: string}> {
  return group.evaluate((element) => ({
    selected: element.querySelector('[role=tab][aria-selected=true]')?.textContent ?? '',
    code: [...element.querySelectorAll('[role=tabpanel]:not([hidden]) pre')]
      .map((pre) => pre.textContent ?? '')
      .join(''),
  }));
}

/** How each language's sample starts, as the generator writes it. */
const opening: Record<string, RegExp> = {
  curl: /^curl --request/,
  JavaScript: /^const /,
  Python: /^import requests/,
  Go: /^package main/,
};

/**
 * Every group shows `label`, the tab at `index`, once the reader has scrolled
 * to it. Checked group by group while each is in view: a section the reader
 * scrolls past before it hydrates takes up the choice when they come back.
 */
async function expectAll(page: Page, label: string): Promise<void> {
  const groups = await page.locator('.tabs-container').all();
  expect(groups.length).toBeGreaterThan(1);
  for (const group of groups) {
    await group.scrollIntoViewIfNeeded();
    await expect(async () => {
      const {selected, code} = await tabGroup(group);
      expect(selected).toBe(label);
      expect(code).toMatch(opening[label]!);
    }).toPass();
  }
}

test.describe('request sample tabs', () => {
  test('curl is shown first, in the HTML, with its stamp', async ({page}) => {
    await gotoHydrated(page, page1);
    await expectAll(page, 'curl');
    await expect(page.getByText('Ran against the mock of this API description · 200').first()).toBeVisible();
    const tabs = await page.locator('.tabs-container').first().getByRole('tab').allTextContents();
    expect(tabs).toEqual(['curl', 'JavaScript', 'Node.js', 'Python', 'PHP', 'Java', 'Go', 'C#']);
  });

  test('another language is fetched when its tab opens', async ({page}) => {
    await gotoHydrated(page, page1);
    await page.getByRole('tab', {name: 'Go'}).first().click();
    await expectAll(page, 'Go');
  });

  test('?lang= selects the language in every group', async ({page}) => {
    await gotoHydrated(page, `${page1}?lang=python`);
    await expectAll(page, 'Python');
  });

  test('a click switches every group and is remembered on the next page', async ({page}) => {
    await gotoHydrated(page, page1);
    await page.getByRole('tab', {name: 'JavaScript'}).first().click();
    await expectAll(page, 'JavaScript');
    await expect(page).toHaveURL(/[?&]lang=javascript/);
    await gotoHydrated(page, '/services/ekyc/ekyc-service');
    await expectAll(page, 'JavaScript');
  });

  test('arrow keys move between tabs', async ({page}) => {
    await gotoHydrated(page, page1);
    const curl = page.getByRole('tab', {name: 'curl'}).first();
    await curl.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', {name: 'JavaScript'}).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('tab', {name: 'JavaScript'}).first()).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
