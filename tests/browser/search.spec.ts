import type {Page} from '@playwright/test';
import {anyOf, test, expect, gotoHydrated, shortPage} from '../support/fixtures';

const searchInput = (page: Page) => page.locator('.DocSearch-Input');
// The first query on a fresh page waits for up to four round trips of the index (code, head,
// postings, records). On a 2-core CI runner busy with the rest of the suite that has taken over
// 5 s; these tests are about what the answer is, and the search bench measures how soon it comes.
const expectFirstAnswer = expect.configure({timeout: 15_000});

async function openSearch(page: Page, via: 'button' | 'ctrl-k' | 'slash' = 'ctrl-k'): Promise<void> {
  if (via === 'button')
    await page
      .getByRole('button', {name: /search/i})
      .first()
      .click();
  else await page.keyboard.press(via === 'ctrl-k' ? 'Control+k' : '/');
  await expect(searchInput(page)).toBeFocused();
}

test.describe('search modal (embedded index)', () => {
  test('nothing of search loads before the reader shows intent; it opens from the button, Ctrl+K and /, closes with Escape, and says "Search docs"', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/services/token/overview');
    await page.waitForLoadState('networkidle');
    expect(requests.filter((path) => path.includes('search-index'))).toEqual([]);
    const before = requests.length;
    await page
      .getByRole('button', {name: /search/i})
      .first()
      .hover();
    await expect
      .poll(() => requests.slice(before).some((path) => path.endsWith('/search-index.json')))
      .toBe(true);
    for (const via of ['button', 'ctrl-k', 'slash'] as const) {
      await openSearch(page, via);
      await expect(searchInput(page)).toHaveAttribute('placeholder', 'Search docs');
      await page.keyboard.press('Escape');
      await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    }
  });

  test('groups hits by section, four a group, highlights matches; Enter and a click navigate on the client', async ({
    page,
  }) => {
    await gotoHydrated(page, shortPage);
    await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
    await openSearch(page);
    await page.keyboard.type('mint token');
    const firstHit = page.locator('.DocSearch-Hit').first();
    await expectFirstAnswer(firstHit).toContainText('Mint tokens');
    await expect(page.locator('.DocSearch-Hit-source').first()).toHaveText('Token Management');
    // Many more of the NFT service's sections meet the words; the modal shows four (modalOrder's HITS_PER_GROUP).
    const nftGroup = page
      .locator('.DocSearch-Hits')
      .filter({has: page.locator('.DocSearch-Hit-source', {hasText: 'Non-Fungible Token Management'})});
    await expect(nftGroup.locator('.DocSearch-Hit')).toHaveCount(4);
    await expect(firstHit.locator('mark').first()).toBeVisible();
    const href = await firstHit.locator('a').getAttribute('href');
    expect(href).toMatch(/^\/services\/token\/token-service#/);
    expect(href).not.toContain('/docs/');
    expect(href).not.toContain('index.html');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services\/token\/token-service#/);
    await expect(page.locator('h1')).toHaveText('Token API');
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(
      true,
    );
    // From the page reached, a click on a hit navigates on the client too.
    await openSearch(page);
    await page.keyboard.type('rate limit');
    const rateLimitHit = page.locator('.DocSearch-Hit a').first();
    await expectFirstAnswer(rateLimitHit).toHaveAttribute('href', /\/general\/rate_limit/);
    await rateLimitHit.click();
    await expect(page).toHaveURL(/\/general\/rate_limit/);
    expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(
      true,
    );
  });

  // One modal, each query typed in turn: what is checked is the order of the hits, not the page.
  test('each query ranks what a reader expects first; hidden pages are found, test-only pages never', async ({
    page,
  }) => {
    // Eight queries, the first of which waits for the index: more than one query's time on a busy machine.
    test.setTimeout(60_000);
    await gotoHydrated(page, shortPage);
    await openSearch(page);
    const firstHit = page.locator('.DocSearch-Hit a').first();
    for (const [query, expectedHref] of [
      // A prefix of the service's name: the service's overview, its reference or its portal page.
      [
        'wal',
        /\/category\/wallet-management|\/services\/wallet-management\/(wallet|overview)|\/portal\/wallet-management/,
      ],
      ['walet', /wallet/],
      ['/api/token/mint', /\/services\/token\/token-service#mint-tokens$/],
      ['mint token', /\/services\/token\/token-service#mint-tokens$/],
      // The page's name: the page's first section (its top sums the page up).
      ['rate limit', /\/general\/rate_limit#limits$/],
      ['error code', /\/services\/ekyc\/error-code/],
      // A hidden page (in no sidebar) is found like any other.
      ['self-custodian', /wallet-extra/],
    ] as const) {
      // The whole query in one input, as a paste sends it: the answer to it is
      // checked, not the one to each prefix (typing is checked elsewhere).
      await searchInput(page).fill('');
      await expect(page.locator('.DocSearch-Hit')).toHaveCount(0);
      await page.keyboard.insertText(query);
      await expectFirstAnswer(firstHit, `the first hit for "${query}"`).toHaveAttribute('href', expectedHref);
    }
    // Test-only pages never are: 'test' is on real pages too, so hits come, none from a test-only page.
    await searchInput(page).fill('crash test');
    await expect(page.locator('.DocSearch-Hit mark', {hasText: /^test/i}).first()).toBeVisible();
    await expect(page.locator('.DocSearch-Hit a[href*="test-only"]')).toHaveCount(0);
  });

  test('no results: the spec\'s messages, suggestions, and a "Let us know." link with the query; hostile input shows as text and breaks nothing', async ({
    page,
  }) => {
    await gotoHydrated(page, shortPage);
    await openSearch(page);
    await page.keyboard.type('wallet');
    await expectFirstAnswer(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await searchInput(page).fill('zzqxj');
    const noResults = page.locator('.DocSearch-NoResults');
    await expect(noResults).toContainText('No results for "zzqxj"');
    await expect(noResults).toContainText('Try searching for');
    await expect(noResults.locator('.DocSearch-Prefill').first()).toBeVisible();
    await expect(noResults).toContainText('Believe this query should return results?');
    const report = noResults.getByRole('link', {name: 'Let us know.'});
    const href = (await report.getAttribute('href'))!;
    expect(href).toMatch(/^https:\/\/github\.com\/masverse\/masverse-portal-docs\/issues\/new\?/);
    expect(new URL(href).searchParams.get('title')).toContain('zzqxj');
    // Some words of this one are on the site ('window'): hits show, as text.
    await searchInput(page).fill('<img src=x onerror="window.__pwned=1">');
    await expectFirstAnswer(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await expect(page.locator('.DocSearch-Dropdown img')).toHaveCount(0);
    const hostile = '<zqximg zqxsrc=zqx onzqx="zqx.__zqx">.*+?^${}()|[]\\';
    await searchInput(page).fill(hostile);
    await expect(page.locator('.DocSearch-NoResults strong')).toHaveText(hostile);
    await searchInput(page).fill('a'.repeat(10_000));
    await expect(page.locator('.DocSearch-Dropdown')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
  });

  test.describe('without the index', () => {
    // The index is refused on purpose. DocSearch's autocomplete sets its error state and then throws
    // the query's error again, unhandled: one "Failed to fetch" per query typed.
    test.use({
      expectedProblems: anyOf(
        /^console error: Failed to load resource: net::ERR_FAILED$/,
        /^page error: Failed to fetch$/,
      ),
    });

    test('when the index cannot be fetched, the error screen shows and stays until the next query', async ({
      page,
    }) => {
      await page.route('**/search-index.json', (route) => route.abort());
      await gotoHydrated(page, shortPage);
      await openSearch(page);
      await page.keyboard.type('wallet');
      const error = page.locator('.DocSearch-ErrorScreen');
      await expect(error).toContainText('Unable to fetch results');
      await expect(error).toContainText('You might want to check your network connection.');
      // Alone: no stale screen of an earlier state beside it.
      await expect(page.locator('.DocSearch-NoResults')).toBeHidden();
      await expect(page.locator('.DocSearch-Hit').first()).toBeHidden();
      await page.waitForTimeout(1500);
      await expect(error).toBeVisible();
      await page.unroute('**/search-index.json');
      await page.keyboard.type('s');
      await expectFirstAnswer(page.locator('.DocSearch-Hit').first()).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  });
});

test.describe('search page', () => {
  test('/search?q= lists results with breadcrumbs and snippets, and follows typing', async ({page}) => {
    // One main landmark in every state (before a query, with hits, without), holding the box.
    const main = page.getByRole('main');
    await gotoHydrated(page, '/search');
    await expect(main).toHaveCount(1);
    await expect(main.getByRole('searchbox', {name: 'Search'})).toBeVisible();
    await gotoHydrated(page, '/search?q=wallet');
    const results = page.locator('article');
    await expect(results.first()).toBeVisible();
    await expect(main).toHaveCount(1);
    await expect(main.locator('article').first()).toBeVisible();
    await expect(page.locator('h1')).toContainText('wallet');
    await expect(results.first().locator('.breadcrumbs__item').first()).toBeVisible();
    // The modal's "See all N results" counts the hits this page lists, for the query on screen, when typed
    // fast on a warm index too (DocSearch's own count added up earlier prefixes' counts).
    const found = (await page.getByText(/^\d+ documents found$/).innerText()).split(' ')[0];
    await openSearch(page);
    await page.keyboard.type('token');
    await expectFirstAnswer(page.locator('.DocSearch-Hit').first()).toBeVisible();
    await searchInput(page).fill('');
    await page.keyboard.type('wallet');
    await expect(page.locator('.DocSearch-HitsFooter a')).toHaveText(`See all ${found} results`);
    await page.keyboard.press('Escape');
    // The embedded index answers, so the page credits no search service.
    await expect(page.getByText('Powered by')).toBeHidden();
    await expect(page.locator('a[href^="https://www.algolia.com"]')).toBeHidden();
    // Every hit is titled by its own heading, with no blank crumbs and no summary of only "...".
    for (const result of await results.all()) {
      await expect(result.locator('h2 a')).not.toBeEmpty();
      await expect(result.locator('.breadcrumbs__item:empty')).toHaveCount(0);
      await expect(result.locator('p').filter({hasText: /^(\.\.\.)?$/})).toHaveCount(0);
    }
    const input = page.getByRole('searchbox', {name: 'Search'});
    await expect(input).toHaveAttribute('placeholder', 'Search docs');
    await input.fill('mint tokens');
    await expect(page).toHaveURL(/q=mint(\+|%20)tokens/);
    await expect(results.first()).toContainText(/mint/i);
    // A hit in a section's text shows that text as its summary.
    await input.fill('jitter');
    await expect(results.first().locator('p')).toContainText(/jitter/i);
    const href = await results.first().locator('h2 a').getAttribute('href');
    expect(href).toMatch(/^\/[^/]/);
    expect(href).not.toMatch(/\/docs\/|index\.html/);
    // No hits: the spec's wording (§8), under a heading that names the query.
    await input.fill('zzqxj');
    await expect(page.locator('h1')).toContainText('zzqxj');
    await expect(page.getByText(/^No results for this search\. Try searching for /)).toBeVisible();
    await expect(main).toHaveCount(1);
  });

  test.describe('when a search fails', () => {
    // The index is refused on purpose. The theme's search page listens for no 'error' event of
    // algoliasearch-helper, whose emitter then throws one ("Uncaught, unspecified error event").
    test.use({
      expectedProblems: anyOf(
        /^console error: Failed to load resource: net::ERR_FAILED$/,
        /^page error: Uncaught, unspecified "error" event\./,
      ),
    });

    test('a failed search shows the search error instead of a spinner, until a search succeeds', async ({
      page,
    }) => {
      await page.route('**/search-index.json', (route) => route.abort());
      await gotoHydrated(page, '/search?q=wallet');
      const error = page.getByRole('alert').filter({hasText: 'Unable to fetch results'});
      await expectFirstAnswer(error).toContainText('You might want to check your network connection.');
      await expect(page.locator('[class^="loadingSpinner_"]')).toBeHidden();
      await page.unroute('**/search-index.json');
      await page.getByRole('searchbox', {name: 'Search'}).fill('wallets');
      await expectFirstAnswer(page.locator('article').first()).toBeVisible();
      await expect(error).toHaveCount(0);
    });
  });

  test('hostile q is shown as text and executes nothing', async ({page}) => {
    const q = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1">';
    await gotoHydrated(page, `/search?q=${encodeURIComponent(q)}`);
    await expect(page.getByRole('searchbox', {name: 'Search'})).toHaveValue(q);
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => (window as unknown as {__pwned?: number}).__pwned)).toBeUndefined();
    await gotoHydrated(page, `/search?q=${'x'.repeat(10_000)}`);
    await expect(page.locator('h1')).toBeVisible();
  });
});
