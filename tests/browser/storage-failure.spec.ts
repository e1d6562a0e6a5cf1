import {test, expect, gotoHydrated, anyOf, mentioning} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {announcement} from '../../src/config/site';

// Browser storage can fail: blocked by privacy settings, a sandboxed iframe,
// a full quota. The site must still render and its controls must still work
// for the visit; only remembering the choices across page loads is lost.

type Failure = {name: string; install: () => void};

const failures: Failure[] = [
  {
    name: 'every storage call throws',
    install: () => {
      for (const method of ['getItem', 'setItem', 'removeItem', 'clear', 'key'] as const) {
        Object.defineProperty(Storage.prototype, method, {
          configurable: true,
          value: () => {
            throw new DOMException('Storage is disabled for this test.', 'SecurityError');
          },
        });
      }
    },
  },
  {
    name: 'reading window.localStorage throws',
    install: () => {
      for (const name of ['localStorage', 'sessionStorage']) {
        Object.defineProperty(window, name, {
          configurable: true,
          get: () => {
            throw new DOMException('Storage is disabled for this test.', 'SecurityError');
          },
        });
      }
    },
  },
];

/**
 * Console errors Docusaurus itself logs when a storage call throws: theme-common's
 * storage slots catch the error and report it (storageUtils.ts), each as
 * `Docusaurus storage error, <what> <error>`. These and no others are expected.
 * When reading window.localStorage throws, Docusaurus logs one console.warn
 * instead and uses no storage at all, so no error is expected.
 */
const expectedStorageErrors = anyOf(
  ...[
    // The docs plugin reads the preferred docs version, and clears it when unreadable.
    "can't get key=docs-preferred-version-default",
    "can't delete key=docs-preferred-version-default",
    // The announcement bar reads and records its id and dismissal.
    "can't get key=docusaurus.announcement.id",
    `can't set docusaurus.announcement.id=${announcement.id}`,
    "can't get key=docusaurus.announcement.dismiss",
    "can't set docusaurus.announcement.dismiss=false",
    "can't set docusaurus.announcement.dismiss=true",
    // Code tabs read the shared language choice, and the introduction's tabs the reader's AI assistant.
    "can't get key=docusaurus.tab.code-language",
    "can't get key=docusaurus.tab.ai-assistant",
    // The colour toggle records the choice.
    "can't set theme=dark",
    "can't set theme=light",
  ].map((what) =>
    mentioning(
      `console error: Docusaurus storage error, ${what} SecurityError: Storage is disabled for this test.`,
    ),
  ),
);

async function expectThemeAfterToggle(page: Page, theme: 'light' | 'dark'): Promise<void> {
  await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

for (const failure of failures) {
  test.describe(`when ${failure.name}`, () => {
    test.use({expectedProblems: expectedStorageErrors});
    test.beforeEach(async ({page}) => {
      await page.addInitScript(failure.install);
    });

    // One visit, as a reader makes it: the choices live in the page and survive a client-side navigation.
    test('every kind of page hydrates, and the colour toggle and the announcement bar work for the visit', async ({
      page,
    }) => {
      for (const route of ['/services/token/token-service', '/category/token-management', '/search', '/']) {
        await gotoHydrated(page, route);
        await expect(page.locator('h1').first(), `${route} heading`).toBeVisible();
      }
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      // respectPrefersColorScheme is off, so the toggle has two states.
      await expectThemeAfterToggle(page, 'dark');
      await expectThemeAfterToggle(page, 'light');
      await expectThemeAfterToggle(page, 'dark');
      const bar = page.locator('.theme-announcement-bar');
      await expect(bar).toBeVisible();
      await bar.getByRole('button', {name: 'Close'}).click();
      await expect(bar).toBeHidden();
      await page.locator('footer').getByRole('link', {name: 'Rate limits'}).click();
      await expect(page.locator('h1')).toHaveText('Rate Limits');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(bar).toBeHidden();
    });
  });
}
