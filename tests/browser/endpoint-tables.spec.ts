import {test, expect, gotoHydrated} from '../support/fixtures';
import type {Page} from '@playwright/test';

// Endpoint tables have three columns on a wide screen; on a phone the middle
// one (type or header value) folds under the name, so the description keeps
// a readable width.

const page1 = '/services/token/token-service';

function bodyFields(page: Page) {
  return page
    .locator('table')
    .filter({has: page.locator('caption', {hasText: 'Body fields'})})
    .first();
}

test('on a wide screen the type has its own column', async ({page}) => {
  await page.setViewportSize({width: 1280, height: 800});
  await gotoHydrated(page, page1);
  const table = bodyFields(page);
  await expect(table.getByRole('columnheader', {name: 'Type'})).toBeVisible();
  await expect(table.locator('tbody tr').first().locator('td').first()).toHaveText('string');
  await expect(table.locator('tbody tr th').first()).toHaveText(/^wallet_address\s*required$/, {
    useInnerText: true,
  });
});

test('on a phone the type folds under the name and the description stays wide', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, page1);
  const table = bodyFields(page);
  await expect(table.getByRole('columnheader', {name: 'Type'})).toBeHidden();
  const firstRow = table.locator('tbody tr').first();
  await expect(firstRow.locator('th')).toHaveText(/wallet_address\s*required\s*string/, {useInnerText: true});
  const description = await firstRow.locator('td').last().boundingBox();
  expect(description!.width).toBeGreaterThan(140);
  // Nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('on a phone a long nested field name wraps between its parts, so the table fits', async ({page}) => {
  await page.setViewportSize({width: 375, height: 800});
  await gotoHydrated(page, '/services/custom-smart-contract/smart-contract-version');
  const table = page
    .locator('table')
    .filter({has: page.locator('caption', {hasText: 'Form fields'})})
    .first();
  const name = table.locator('tbody th code', {hasText: 'optimizer'}).first();
  // The name reads and copies whole; only its lines break, between parts.
  await expect(name).toHaveText('compiler_settings[solidity][settings][optimizer][enabled]', {
    useInnerText: true,
  });
  const description = await name.locator('xpath=ancestor::tr/td[last()]').boundingBox();
  expect(description!.width).toBeGreaterThan(140);
  const box = await table.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
