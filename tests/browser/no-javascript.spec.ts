import {test, expect} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {endpointRoutes, hiddenRoutes, specRoutes} from '../support/routes';

// Every page is rendered on the server: a reader without JavaScript (blocked
// scripts, a text browser, a script that failed to load) still gets the whole
// page, and its navigation works as plain links.
test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});

const docPages = new Set([...specRoutes.filter((route) => !route.startsWith('/category/')), ...hiddenRoutes]);
docPages.delete('/search');
docPages.delete('/markdown-page');
/** Pages rendered without a docs sidebar: they are not docs (hidden docs show it, without themselves in it). */
const withoutSidebar = new Set(['/markdown-page', '/search']);
const fieldTableCaption = /^(Path parameters|Query parameters|Body fields|Form fields)$/;

async function expectEndpointsShown(page: Page): Promise<void> {
  const endpoints = page.locator('article section[aria-label]');
  expect(await endpoints.count(), 'the page documents at least one endpoint').toBeGreaterThan(0);
  for (const endpoint of await endpoints.all()) {
    const [method, path] = (await endpoint.getAttribute('aria-label'))!.split(' ');
    const summary = endpoint.locator('p').first();
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(method);
    await expect(summary).toContainText(path);
  }
  const fieldTables = page.locator('article table').filter({
    has: page.locator('caption', {hasText: fieldTableCaption}),
  });
  expect(await fieldTables.count(), 'the endpoints show their field tables').toBeGreaterThan(0);
  for (const table of await fieldTables.all()) await expect(table).toBeVisible();
}

/** Clicks a same-site link and waits for the full page load it triggers. */
async function followLink(page: Page, link: ReturnType<Page['locator']>): Promise<void> {
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.locator('h1').first()).toBeVisible();
}

test.describe('pages without JavaScript', () => {
  // specRoutes already lists the hidden pages; the set keeps them in whatever list changes.
  for (const route of new Set([...specRoutes, ...hiddenRoutes])) {
    test(`${route} shows its content, and its table of contents works`, async ({page}) => {
      await page.goto(route);
      await expect(page.locator('h1').first()).toBeVisible();
      if (route === '/search') {
        // The search form needs JavaScript; only its heading is promised.
        return;
      }
      const article = page.locator('article').first();
      await expect(article).toBeVisible();
      const text = (await article.innerText()).trim();
      expect(text.length, `${route} article text`).toBeGreaterThan(docPages.has(route) ? 500 : 0);
      if (endpointRoutes.includes(route)) await expectEndpointsShown(page);

      // In-page table of contents: every #id has its target.
      const tocLinks = page.locator('.theme-doc-toc-desktop a.table-of-contents__link');
      for (const href of await tocLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')!))) {
        expect(href, 'a TOC link points into the page').toMatch(/^#./);
        await expect(page.locator(`[id="${decodeURIComponent(href.slice(1))}"]`)).toHaveCount(1);
      }
      if ((await tocLinks.count()) > 0) {
        const first = tocLinks.first();
        const href = (await first.getAttribute('href'))!;
        await first.click();
        await expect(page).toHaveURL(new RegExp(`${href}$`));
      }
      await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(
        withoutSidebar.has(route) ? 0 : 1,
      );
    });
  }

  // The sidebar and the navbar are the same markup on every page: one page of
  // each kind (a doc, a hidden page, a portal page) stands for all.
  for (const route of ['/services/token/token-service', hiddenRoutes[0]!, '/portal/overview']) {
    test(`${route}: the sidebar and navbar links work as plain links`, async ({page}) => {
      await page.goto(route);
      if (!withoutSidebar.has(route)) {
        const sidebarLinks = page.locator(
          `.theme-doc-sidebar-container a.menu__link[href^="/"]:not([href="${route}"]):visible`,
        );
        expect(await sidebarLinks.count(), 'the sidebar has links to other pages').toBeGreaterThan(0);
        await followLink(page, sidebarLinks.first());
        await page.goto(route);
      }
      const navbarTarget = route.startsWith('/portal/') ? 'MAS Wallet' : 'Portal';
      await followLink(page, page.locator('nav.navbar').getByRole('link', {name: navbarTarget, exact: true}));
    });
  }

  test('the Services menu of the navbar opens on hover and its items are plain links', async ({page}) => {
    await page.goto('/');
    const item = page.locator('nav.navbar .dropdown__menu').getByRole('link', {name: 'Audit Trail'});
    await expect(item).toBeHidden();
    await page.locator('nav.navbar').getByRole('button', {name: 'Services'}).hover();
    await expect(item).toBeVisible();
    await followLink(page, item);
    await expect(page.locator('h1')).toHaveText('Audit Trail');
  });
});
