import type {Page} from '@playwright/test';
import {load} from 'cheerio';
import {test, expect} from '../support/fixtures';
import {inShards, shardTitle} from '../support/shards';
import {axeViolations, loadAxeInEveryPage} from '../support/axe';
import {
  categoryRoutes,
  docRoutes,
  endpointRoutes,
  hiddenRoutes,
  kindRoutes,
  siteTitle,
  specRoutes,
} from '../support/routes';
import {markdownTwinPath} from '../../src/lib/markdown/twinPath';

// In the browser: every route but those that repeat one component fed by
// data, where one page stands for the rest. The endpoint references are one
// component fed by the OpenAPI description: one of them stands for the rest
// here, with axe, and its code samples for the code colours of every page;
// the component hydrates, with every test's watch for console errors and
// outside requests, on the reference pages the Try it, request-sample,
// code-block and lazy-hydration specs open. The category pages are one
// component fed by the sidebar (cards): the one of kindRoutes stands for the
// rest. What each of these pages' HTML holds is checked for all of them,
// below and in no-javascript.spec.ts.
const codeColoursRoute = '/services/audit-trail/audit-category';
const browserRoutes = specRoutes.filter(
  (route) =>
    route === codeColoursRoute ||
    kindRoutes.includes(route) ||
    !(endpointRoutes.includes(route) || categoryRoutes.includes(route)),
);
// Colours come from one stylesheet: their contrast, in light and dark mode, is
// checked on one page per kind of content, where each colour of that content
// shows. Every other axe rule runs on every page opened. The layout every page
// shares (navbar, sidebar, table of contents, footer) is checked whole on the
// first of them; on the others axe reads the page's own content.
const contrastRoutes = new Set(kindRoutes);
const layoutRoute = kindRoutes[0];
// The few routes `docusaurus serve` is checked on too (project smoke).
const smokeRoutes = ['/', '/services/token/token-service', '/category/token-management'];
const titlePattern = new RegExp(`\\S \\| ${siteTitle}$`);

/** What every route promises when opened in the browser: status, heading, title, and its Markdown link. */
async function expectRouteAnswers(page: Page, route: string): Promise<void> {
  const response = await page.goto(route);
  expect(response?.status(), `${route} should answer 200`).toBe(200);
  await page.locator('html[data-has-hydrated="true"]').waitFor();
  const heading = page.locator('h1').first();
  await expect(heading, `${route} shows its heading`).toBeVisible();
  expect((await heading.innerText()).trim().length, `${route} heading text`).toBeGreaterThan(0);
  // The page's own title, then the spec's delimiter " | ", then the site's.
  await expect(page, `${route} title`).toHaveTitle(titlePattern);
  if (docRoutes.includes(route)) {
    const twinLink = page.getByRole('link', {name: 'View as Markdown'});
    await expect(twinLink, `${route} should show one "View as Markdown" link`).toHaveCount(1);
    await expect(twinLink, `${route} "View as Markdown"`).toBeVisible();
    await expect(twinLink, `${route} "View as Markdown"`).toHaveAttribute('href', markdownTwinPath(route));
  }
}

test.describe('routes of spec §2: heading, title, Markdown link, no console error or outside request, no axe violation', () => {
  test('every route sends its heading, its own title and, on a doc page, its Markdown link in its HTML', async ({
    request,
  }) => {
    const titles = new Map<string, string>();
    for (const route of specRoutes) {
      const response = await request.get(route);
      expect(response.status(), `${route} should answer 200`).toBe(200);
      const $ = load(await response.text());
      expect($('h1').first().text().trim(), `${route} heading`).not.toBe('');
      const title = $('title').text();
      expect(title, `${route} title`).toMatch(titlePattern);
      expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route);
      if (!docRoutes.includes(route)) continue;
      // The visible link under the article (the "Page actions" menu holds a second, hidden one).
      const twin = $('article a[type="text/markdown"], main a[type="text/markdown"]')
        .toArray()
        .filter((link) => $(link).text() === 'View as Markdown' && $(link).attr('role') !== 'menuitem');
      expect(
        twin.map((link) => $(link).attr('href')),
        `${route} "View as Markdown"`,
      ).toEqual([markdownTwinPath(route)]);
    }
  });

  // axe takes a second or two a page, more on a busy machine, and contrast in
  // both modes more: the contrast pages are dealt first, so that each part
  // gets its share of them.
  const parts = inShards(
    [...browserRoutes].sort((a, b) => Number(contrastRoutes.has(b)) - Number(contrastRoutes.has(a))),
    6,
  );
  parts.forEach((routes, index) => {
    test(shardTitle(routes, index, parts.length), async ({context, page}) => {
      test.setTimeout(routes.length * 30_000);
      await loadAxeInEveryPage(context);
      for (const route of routes) {
        await expectRouteAnswers(page, route);
        const violations = await axeViolations(page, {
          includeCode: route === codeColoursRoute,
          contrast: contrastRoutes.has(route),
          layout: !contrastRoutes.has(route) || route === layoutRoute,
        });
        expect.soft(violations, `${route}: axe violations`).toEqual([]);
      }
    });
  });

  // axe reads the markup, the same files whichever server sends them, and the
  // parts above check every route: against `docusaurus serve` (project smoke)
  // only its serving and hydration are checked. @serve-only keeps these out of
  // the browser project (playwright.config.ts).
  test(
    'docusaurus serve answers and hydrates a page of each kind, and serves the search index to the modal and the search page',
    {tag: ['@smoke', '@serve-only']},
    async ({page}) => {
      for (const route of smokeRoutes) await expectRouteAnswers(page, route);
      // The index's files come from the server too: the modal's first answer, then the search page's.
      await page.keyboard.press('Control+k');
      await page.keyboard.type('mint token');
      await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute(
        'href',
        /^\/services\/token\/token-service#/,
        {timeout: 15_000},
      );
      await page.goto('/search?q=wallet');
      await expect(page.locator('article h2 a').first()).toHaveAttribute('href', /^\/[^/]/, {
        timeout: 15_000,
      });
    },
  );

  test('a path ending in index.html is normalised', async ({page}) => {
    await page.goto('/services/token/overview/index.html');
    await expect(page.locator('h1')).toHaveText('Token Management Overview');
  });

  test.describe('not-found pages', () => {
    // The browser logs the 404 of the page itself as a console error.
    test.use({
      expectedProblems: /^console error: Failed to load resource: the server responded with a status of 404/,
    });

    async function expectNotFound(page: Page, path: string): Promise<void> {
      const response = await page.goto(path);
      expect(response?.status(), `${path} answers 404`).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(page.locator('h1'), `${path} heading`).toHaveText('Page Not Found');
    }

    test('unknown paths show the not-found page, with no outside request', async ({page}) => {
      for (const path of ['/blog', '/services/token/nope', '/docs/intro', '/no-such-page']) {
        await expectNotFound(page, path);
      }
      // The same page for every unknown path: axe once.
      expect(await axeViolations(page)).toEqual([]);
    });

    test(
      'docusaurus serve answers an unknown path with the not-found page',
      {tag: ['@smoke', '@serve-only']},
      async ({page}) => {
        await expectNotFound(page, '/no-such-page');
      },
    );

    test('a path in another case is not a route, on the first load nor on the client', async ({page}) => {
      // React Router ignores case unless told: the server's not-found page became the doc as it hydrated.
      const response = await page.goto('/General/Rate_Limit');
      expect(response?.status()).toBe(404);
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(page.locator('h1')).toHaveText('Page Not Found');
      await page.goto('/general/calling_apis');
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await page.evaluate(() => {
        window.history.pushState(null, '', '/General/Rate_Limit');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.locator('h1')).toHaveText('Page Not Found');
    });
  });

  // Read from the served HTML: the pages' rendering is covered above and
  // without JavaScript; here only their place in the site is checked.
  test('hidden pages are real routes, in the sidebar but not shown there, linked from the page they extend, and not in the sitemap', async ({
    request,
    page,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/services/token/overview<');
    // The build minifies HTML: an attribute may be quoted or not.
    const linkTo = (path: string) => new RegExp(`href="?${path}(?=["#\\s>])`);
    const extendedBy: Record<string, [parent: string, category: string]> = {
      '/services/wallet-management/wallet-extra': ['/services/wallet-management/wallet', 'Wallet Management'],
      '/services/certificate/certificate-extra': [
        '/services/certificate/certificate-service',
        'Non-Fungible Token Management',
      ],
      '/services/ekyc/ekyc-extra': ['/services/ekyc/ekyc-service', 'e-KYC Management'],
      '/services/token/blockchain-api': ['/services/token/token-service', 'Token Management'],
      '/services/token/transaction-fee': ['/services/token/token-service', 'Token Management'],
      '/services/token/wallet-tokens': ['/services/token/token-service', 'Token Management'],
    };
    expect(Object.keys(extendedBy).sort()).toEqual([...hiddenRoutes].sort());
    for (const [hidden, [parent, category]] of Object.entries(extendedBy)) {
      const response = await request.get(hidden);
      expect(response.status(), `${hidden} answers 200`).toBe(200);
      const own = await response.text();
      expect(own).toMatch(/<h1[^>]*>[^<]+/);
      expect(sitemap).not.toContain(`${hidden}<`);
      // On the page itself the reader sees where it sits: its breadcrumbs name its category.
      const crumbs = /<nav[^>]*aria-label="?Breadcrumbs[\s\S]*?<\/nav>/.exec(own)?.[0] ?? '';
      expect(crumbs, `${hidden}'s breadcrumbs`).toContain(`>${category}<`);
      // The parent's sidebar holds it, hidden, and the parent links to it.
      const html = await (await request.get(parent)).text();
      const sidebar = /<nav[^>]*aria-label="?Docs sidebar[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
      expect(sidebar, `${parent}'s sidebar lists it`).toMatch(linkTo(parent));
      const item = new RegExp(
        `<li class="?[^>]*sidebar-item--hidden[^>]*>\\s*<a[^>]*${linkTo(hidden).source}`,
      );
      expect(sidebar, `${parent}'s sidebar holds ${hidden} as a hidden item`).toMatch(item);
      const article = /<article[\s\S]*<\/article>/.exec(html)?.[0] ?? '';
      expect(article, `${parent} links to ${hidden}`).toMatch(linkTo(hidden));
    }
    // In the browser the item is not shown, and its open category is marked as the reader's place.
    await page.goto('/services/token/blockchain-api');
    const sidebar = page.getByRole('navigation', {name: 'Docs sidebar'});
    await expect(sidebar.getByRole('link', {name: 'Blockchain API'})).toBeHidden();
    await expect(sidebar.getByRole('link', {name: 'Token Services'})).toBeVisible();
    await expect(sidebar.locator('.menu__link--active', {hasText: 'Token Management'})).toBeVisible();
  });
});
