import {load} from 'cheerio';
import {test, expect} from '../support/fixtures';
import type {Page} from '@playwright/test';
import {endpointRoutes, hiddenRoutes, kindRoutes, specRoutes} from '../support/routes';

// Every page is rendered on the server: a reader without JavaScript (blocked
// scripts, a text browser, a script that failed to load) still gets the whole
// page, and its navigation works as plain links.
//
// What each page holds is read from the HTML the server sends, for every
// page. Whether it shows without JavaScript is a matter of the stylesheet and
// the component (an endpoint, tabs, a table, code), not of the page: that is
// checked in a browser on one page of each kind, plus a reference page with
// many endpoints and a hidden page.
test.use({javaScriptEnabled: false, viewport: {width: 1280, height: 800}});

const allRoutes = [...new Set([...specRoutes, ...hiddenRoutes])];
const docPages = new Set([...specRoutes.filter((route) => !route.startsWith('/category/')), ...hiddenRoutes]);
docPages.delete('/search');
docPages.delete('/markdown-page');
/** Pages rendered without a docs sidebar: they are not docs (hidden docs show it, without themselves in it). */
const withoutSidebar = new Set(['/markdown-page', '/search']);
const fieldTableCaption = /^(Path parameters|Query parameters|Body fields|Form fields)$/;
const tocLinks = '.theme-doc-toc-desktop a.table-of-contents__link';

/** What the server sends of a page: its heading, article, endpoints and table of contents. */
function readServed(html: string) {
  const $ = load(html);
  // How many elements carry each id, and the first one's tag, counted once for all the TOC's links.
  const ids = new Map<string, {count: number; tag: string}>();
  $('[id]').each((_, el) => {
    const id = $(el).attr('id')!;
    const seen = ids.get(id);
    ids.set(id, {count: (seen?.count ?? 0) + 1, tag: seen?.tag ?? el.tagName});
  });
  return {
    heading: $('h1').first().text().trim(),
    articleText: $('article').first().text().trim().length,
    endpoints: $('article section[aria-label]')
      .toArray()
      .map((section) => ({
        label: $(section).attr('aria-label')!,
        summary: $(section).find('p').first().text(),
      })),
    fieldTables: $('article table')
      .toArray()
      .filter((table) => fieldTableCaption.test($(table).find('caption').text().trim())).length,
    tocTargets: $(tocLinks)
      .toArray()
      .map((link) => {
        const href = $(link).attr('href')!;
        const id = decodeURIComponent(href.slice(1));
        return {href, targets: ids.get(id)?.count ?? 0, tag: ids.get(id)?.tag};
      }),
    sidebars: $('.theme-doc-sidebar-container').length,
  };
}

/** What a reader without JavaScript sees of the page, read in one pass of the DOM. */
function readShown(page: Page) {
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
      endpoints: [...document.querySelectorAll('article section[aria-label]')].map((section) => ({
        label: section.getAttribute('aria-label')!,
        summaryShown: isShown(section.querySelector('p')),
      })),
      fieldTablesShown: [...document.querySelectorAll('article table')]
        .filter((table) => caption.test(table.querySelector('caption')?.textContent?.trim() ?? ''))
        .map(isShown),
    };
  }, fieldTableCaption.source);
}

/** The page's content, endpoints and table of contents, as the server sends them. */
function expectServed(route: string, html: string): void {
  const served = readServed(html);
  expect(served.heading, `${route} heading`).not.toBe('');
  // The search form needs JavaScript; only its heading is promised.
  if (route === '/search') return;
  expect(served.articleText, `${route} article text`).toBeGreaterThan(docPages.has(route) ? 500 : 0);
  if (endpointRoutes.includes(route)) {
    expect(served.endpoints.length, `${route} documents at least one endpoint`).toBeGreaterThan(0);
    for (const {label, summary} of served.endpoints) {
      const [method, path] = label.split(' ');
      expect(summary, `${label}: its summary names it`).toContain(method);
      expect(summary, `${label}: its summary names it`).toContain(path);
    }
    expect(served.fieldTables, `${route}: the endpoints have field tables`).toBeGreaterThan(0);
  }
  // In-page table of contents: every #id has its target, an h2 or h3 heading (spec: h2 and h3 only).
  for (const {href, targets, tag} of served.tocTargets) {
    expect(href, `${route}: a TOC link points into the page`).toMatch(/^#./);
    expect(targets, `${route}${href} has one target`).toBe(1);
    expect(['h2', 'h3'], `${route}${href} is a TOC link to an h2 or h3`).toContain(tag);
  }
  expect(served.sidebars, `${route}'s docs sidebar`).toBe(withoutSidebar.has(route) ? 0 : 1);
}

/** What a reader without JavaScript sees: the heading, the article, its endpoints, and a working TOC. */
async function expectShownWithoutJavaScript(page: Page, route: string): Promise<void> {
  await page.goto(route);
  await expect(page.locator('h1').first(), `${route} heading`).toBeVisible();
  if (route === '/search') return;
  const shown = await readShown(page);
  expect(shown.articleShown, `${route} shows its article`).toBe(true);
  expect(shown.articleText, `${route} shows its article text`).toBeGreaterThan(docPages.has(route) ? 500 : 0);
  for (const {label, summaryShown} of shown.endpoints) {
    expect(summaryShown, `${label}: its summary is shown`).toBe(true);
  }
  expect(shown.fieldTablesShown, `${route}: every field table is shown`).not.toContain(false);
  const first = page.locator(tocLinks).first();
  if ((await first.count()) > 0) {
    const href = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page, `${route}: the first TOC link goes to its section`).toHaveURL(new RegExp(`${href}$`));
  }
}

/** Clicks a same-site link and waits for the full page load it triggers. */
async function followLink(page: Page, link: ReturnType<Page['locator']>): Promise<void> {
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL((url) => url.pathname === href);
  await expect(page.locator('h1').first()).toBeVisible();
}

test.describe('pages without JavaScript', () => {
  test("every page's HTML holds its heading, content, endpoints and table of contents of h2 and h3 headings", async ({
    request,
  }) => {
    for (const route of allRoutes) {
      const response = await request.get(route);
      expect(response.status(), `${route} answers 200`).toBe(200);
      expectServed(route, await response.text());
    }
  });

  const shownRoutes = [...kindRoutes, '/services/token/token-service', hiddenRoutes[0]!];
  test(`a page of each kind shows its content, and its table of contents works: ${shownRoutes.join(', ')}`, async ({
    page,
  }) => {
    test.setTimeout(shownRoutes.length * 10_000);
    for (const route of shownRoutes) await expectShownWithoutJavaScript(page, route);
  });

  // The sidebar and the navbar are the same markup on every page: one page of
  // each kind (a doc, a hidden page, a portal page) stands for all.
  const linkRoutes = ['/services/token/token-service', hiddenRoutes[0]!, '/portal/overview'];
  test(`the sidebar and navbar links work as plain links: ${linkRoutes.join(', ')}`, async ({page}) => {
    for (const route of linkRoutes) {
      await page.goto(route);
      const sidebarLinks = page.locator(
        `.theme-doc-sidebar-container a.menu__link[href^="/"]:not([href="${route}"]):visible`,
      );
      expect(await sidebarLinks.count(), `${route}: the sidebar has links to other pages`).toBeGreaterThan(0);
      await followLink(page, sidebarLinks.first());
      await page.goBack();
      const navbarTarget = route.startsWith('/portal/') ? 'MAS Wallet' : 'Portal';
      await followLink(page, page.locator('nav.navbar').getByRole('link', {name: navbarTarget, exact: true}));
    }
  });

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
