import {test as base, expect, type Page} from '@playwright/test';

/** Hosts a page may contact: the site itself only (Algolia is not configured in tests). */
function isOwnOrigin(url: string, baseURL: string): boolean {
  if (url.startsWith('data:') || url.startsWith('blob:')) return true;
  return new URL(url).origin === new URL(baseURL).origin;
}

type Options = {
  /**
   * Problems a test causes on purpose (a crashing page, a refused call):
   * `test.use({expectedProblems: /^console error: Failed to load resource/})`, or several with
   * `anyOf(...)`. Anything else fails the test. (One pattern, not a list: Playwright would read a
   * list given to test.use() as a value and its fixture options.)
   */
  expectedProblems: RegExp | null;
};

type Problem = {text: string; where: string};

function watch(page: Page, problems: Problem[], baseURL: string): void {
  // The path the page was on, so a test that visits many routes names the one at fault.
  const note = (text: string) => {
    const url = page.url();
    problems.push({text, where: url.startsWith(baseURL) ? url.slice(baseURL.length) || '/' : url});
  };
  page.on('console', (message) => {
    if (message.type() === 'error') note(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => note(`page error: ${error.message}`));
  page.on('request', (request) => {
    if (!isOwnOrigin(request.url(), baseURL)) note(`outside request: ${request.url()}`);
  });
}

// Every test that opens a page is watched: the context's pages report console
// errors, page errors and outside requests, and the test fails on any it did
// not declare in `expectedProblems`. A spec cannot forget to ask.
export const test = base.extend<Options>({
  expectedProblems: [null, {option: true}],
  context: async ({context, baseURL, expectedProblems}, use) => {
    const problems: Problem[] = [];
    context.on('page', (page) => watch(page, problems, baseURL!));
    await use(context);
    const unexpected = problems
      .filter(({text}) => !expectedProblems?.test(text))
      .map(({text, where}) => `${text} (on ${where})`);
    expect(unexpected, 'console errors, page errors or outside requests the test did not expect').toEqual([]);
  },
});

export {expect};

/** One pattern for `expectedProblems` that matches what any of these does. */
export function anyOf(...patterns: RegExp[]): RegExp {
  return new RegExp(patterns.map((pattern) => `(?:${pattern.source})`).join('|'));
}

/** A pattern that matches a problem containing this text as it is. */
export function mentioning(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}

/**
 * A short doc page, for tests of what every page has (navbar, footer, search,
 * colour mode): the introduction at `/` takes about twice as long to load.
 */
export const shortPage = '/portal/wallet-management';

/** Waits until React has hydrated the server-rendered page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
}
