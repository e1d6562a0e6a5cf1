import {test as base, expect, type Page} from '@playwright/test';

/** Hosts a page may contact: the site itself only (Algolia is not configured in tests). */
function isOwnOrigin(url: string, baseURL: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  return new URL(url).origin === new URL(baseURL).origin;
}

type Fixtures = {
  /** Console errors, page errors and requests to outside hosts seen during the test. */
  pageProblems: string[];
};

export const test = base.extend<Fixtures>({
  pageProblems: async ({page, baseURL}, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('request', (request) => {
      if (!isOwnOrigin(request.url(), baseURL!)) problems.push(`outside request: ${request.url()}`);
    });
    await use(problems);
  },
});

export {expect};

/** Waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
