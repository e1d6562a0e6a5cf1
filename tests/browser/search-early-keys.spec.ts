import type {Page} from '@playwright/test';
import {test, expect} from '../support/fixtures';

// A reader who opens search the moment the page is painted, on a slow phone
// (CPU 4x slower), and types at 30 ms a key, or pastes: nothing they type is
// lost, it shows in the input in order with the caret at the end, and the
// query runs.
//
// Two kinds of test. Where the site's scripts are held back until every key
// is typed (gotoParsed), the keys surely come before hydration, and the CPU's
// speed cannot change their order: those run at full speed. Where the keys
// meet hydration and the modal's loading, the CPU is 4x slower. Chromium's
// throttling itself burns CPU, which slows every other test on the machine,
// so it is used only where it is what the test is about.

/**
 * Opens the page and stops at DOMContentLoaded, with the site's scripts held
 * back until the returned release() is called: the keys that follow surely
 * come before hydration, however fast the machine.
 */
async function gotoParsed(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/**', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, {waitUntil: 'domcontentloaded'});
  expect(await page.locator('html[data-has-hydrated="true"]').count()).toBe(0);
  return release;
}

// On a 4x slower CPU the page hydrates and the modal loads seconds after the first paint: on a busy CI
// machine that alone can take most of the default 30 s.
test.describe.configure({timeout: 90_000});
const input = (page: Page) => page.locator('.DocSearch-Input');

async function expectQueryRan(page: Page, query: string): Promise<void> {
  // A slowed page is hydrated and the modal loaded only seconds after the first paint.
  await expect(input(page)).toHaveValue(query, {timeout: 30_000});
  await expect(input(page)).toBeFocused();
  const caret = await input(page).evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd]);
  expect(caret).toEqual([query.length, query.length]);
  // Then the index loads, in up to four round trips on the slowed CPU.
  await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 30_000});
}

// The site's scripts are held until every key is typed, so the page's size
// does not matter here: a short one keeps the work small. The 4x slower test
// needs a long hydration, and takes the longest page.
for (const shortcut of ['Control+k', '/']) {
  test(`${shortcut} at DOMContentLoaded, then typing at 30 ms a key, before any site script runs: every key arrives`, async ({
    page,
  }) => {
    const release = await gotoParsed(page, '/general/rate_limit');
    await page.keyboard.press(shortcut);
    await page.keyboard.type('wallet', {delay: 30});
    // Shown at once, in the box that stands in for the modal until it loads.
    await expect(page.locator('.search-stand-in input')).toHaveValue('wallet');
    release();
    await expectQueryRan(page, 'wallet');
    // The modal has taken over: what follows is typing into it.
    await page.keyboard.type(' address');
    await expectQueryRan(page, 'wallet address');
  });
}

test('typing while the page hydrates and the modal loads, on a 4x slower CPU: every key arrives', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
  await page.goto('/services/token/token-service', {waitUntil: 'domcontentloaded'});
  await page.keyboard.press('Control+k');
  await page.keyboard.type('wallet address', {delay: 30});
  await expectQueryRan(page, 'wallet address');
});

test('text pasted before the modal is ready arrives, after what was typed, and edits work', async ({
  page,
}) => {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  const release = await gotoParsed(page, '/general/rate_limit');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('mint', {delay: 30});
  await page.keyboard.insertText(' tokenx');
  await page.keyboard.press('Backspace');
  release();
  await expectQueryRan(page, 'mint token');
});

test('Escape before the modal is ready cancels: no modal opens, and keys reach the page again', async ({
  page,
}) => {
  // The scripts are held until Escape is pressed, so it surely comes first.
  const release = await gotoParsed(page, '/general/rate_limit');
  await page.keyboard.press('Control+k');
  await page.keyboard.type('abc');
  await page.keyboard.press('Escape');
  release();
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  await page.waitForTimeout(300);
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('/');
  await page.keyboard.type('token');
  await expectQueryRan(page, 'token');
});

test.describe('without the site JavaScript', () => {
  // The bundles are refused on purpose.
  test.use({expectedProblems: /^console error: Failed to load resource: net::ERR_FAILED$/});

  test('when the site JavaScript never loads, the box still searches: Enter opens /search?q=', async ({
    page,
  }) => {
    await page.route('**/assets/js/**', (route) => route.abort());
    await page.goto('/services/token/overview');
    await page.keyboard.press('/');
    await page.keyboard.type('wallet address');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=wallet\+address$/);
  });
});
