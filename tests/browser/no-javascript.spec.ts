import {test, expect} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {endpointRoutes, hiddenRoutes, specRoutes} from '../support/routes';
import {inShards, shardTitle} from '../support/shards';

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

/** What a reader without JavaScript sees of the page, read in one pass of the DOM. */
type Shown = {
  articleShown: boolean;
  articleText: number;
  endpoints: {label: string; summaryShown: boolean; summary: string}[];
  fieldTablesShown: boolean[];
  tocTargets: {href: string; targets: number}[];
  sidebars: number;
};

// One evaluate, not a locator per endpoint and TOC entry: a long reference
// page has dozens of each, and every locator is a round trip to the browser.
function readShown(page: Page): Promise<Shown> {
  return page.evaluate((captionSource) => {
    const isShown = (el: Element | null | undefined) => {
      if (!el) return false;
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && el.checkVisibility({visibilityProperty: true});
    };
    const article = document.querySelector('article');
    const caption = new RegExp(captionSource);
    return {
      articleShown: isShown(article),
      articleText: (article as HTMLElement | null)?.innerText.trim().length ?? 0,
      endpoints: [...document.querySelectorAll('article section[aria-label]')].map((section) => {
        const summary = section.querySelector('p');
        return {
          label: section.getAttribute('aria-label')!,
          summaryShown: isShown(summary),
          summary: summary?.textContent ?? '',
        };
      }),
      fieldTablesShown: [...document.querySelectorAll('article table')]
        .filter((table) => caption.test(table.querySelector('caption')?.textContent?.trim() ?? ''))
        .map(isShown),
      tocTargets: [...document.querySelectorAll('.theme-doc-toc-desktop a.table-of-contents__link')].map(
        (link) => {
          const href = link.getAttribute('href')!;
          const id = decodeURIComponent(href.slice(1));
          return {href, targets: document.querySelectorAll(`[id="${CSS.escape(id)}"]`).length};
        },
      ),
      sidebars: document.querySelectorAll('.theme-doc-sidebar-container').length,
    };
  }, fieldTableCaption.source);
}

function expectEndpointsShown(route: string, shown: Shown): void {
  expect(shown.endpoints.length, `${route} documents at least one endpoint`).toBeGreaterThan(0);
  for (const endpoint of shown.endpoints) {
    const [method, path] = endpoint.label.split(' ');
    expect(endpoint.summaryShown, `${endpoint.label}: its summary is shown`).toBe(true);
    expect(endpoint.summary, `${endpoint.label}: its summary names it`).toContain(method);
    expect(endpoint.summary, `${endpoint.label}: its summary names it`).toContain(path);
  }
  expect(shown.fieldTablesShown.length, `${route}: the endpoints show their field tables`).toBeGreaterThan(0);
  expect(shown.fieldTablesShown, `${route}: every field table is shown`).not.toContain(false);
}

/** The page's content, endpoints and table of contents, as a reader without JavaScript gets them. */
async function expectShownWithoutJavaScript(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('h1').first(), `${route} heading`).toBeVisible();
  // The search form needs JavaScript; only its heading is promised.
  if (route === '/search') return;
  const shown = await readShown(page);
  expect(shown.articleShown, `${route} shows its article`).toBe(true);
  expect(shown.articleText, `${route} article text`).toBeGreaterThan(docPages.has(route) ? 500 : 0);
  if (endpointRoutes.includes(route)) expectEndpointsShown(route, shown);
  // In-page table of contents: every #id has its target, and the first link goes there.
  for (const {href, targets} of shown.tocTargets) {
    expect(href, `${route}: a TOC link points into the page`).toMatch(/^#./);
    expect(targets, `${route}${href} has one target`).toBe(1);
  }
  const first = shown.tocTargets[0];
  if (first) {
    await page.locator('.theme-doc-toc-desktop a.table-of-contents__link').first().click();
    await expect(page, `${route}: the first TOC link goes to its section`).toHaveURL(
      new RegExp(`${first.href}$`),
    );
  }
  expect(shown.sidebars, `${route}'s docs sidebar`).toBe(withoutSidebar.has(route) ? 0 : 1);
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
  const parts = inShards([...new Set([...specRoutes, ...hiddenRoutes])], 3);
  parts.forEach((routes, index) => {
    test(`every page shows its content, and its table of contents works: ${shardTitle(routes, index, parts.length)}`, async ({
      page,
    }) => {
      test.setTimeout(routes.length * 10_000);
      for (const route of routes) await expectShownWithoutJavaScript(page, route);
    });
  });

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
