import {test, expect, gotoHydrated} from '../support/fixtures';
import {axeViolations} from '../support/axe';

// The foot of every doc page asks the reader back: edit the page, when it
// was last updated, and "Was this page helpful?" as plain links that store
// and load nothing until followed.
const route = '/services/token/overview';

test.describe('doc page footer', () => {
  test('edit link, last update, and Yes / No links to a prefilled issue', async ({page}) => {
    await gotoHydrated(page, route);
    const edit = page.getByRole('link', {name: 'Edit this page'});
    await expect(edit).toHaveAttribute(
      'href',
      'https://github.com/masverse/masverse-portal-docs/edit/main/docs/services/token/overview.mdx',
    );
    const group = page.getByRole('group', {name: 'Was this page helpful?'});
    for (const [answer, said] of [
      ['Yes', 'helpful'],
      ['No', 'not helpful'],
    ] as const) {
      const link = group.getByRole('link', {name: new RegExp(`^${answer} `)});
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const url = new URL((await link.getAttribute('href'))!);
      expect(url.origin + url.pathname).toBe('https://github.com/masverse/masverse-portal-docs/issues/new');
      expect(url.searchParams.get('title')).toBe(`Docs feedback: "Token Management Overview" was ${said}`);
      expect(url.searchParams.get('body')).toContain(`Page: https://docs.maschain.com${route}`);
    }
    expect(await page.evaluate(() => document.cookie)).toBe('');
  });

  test("the last-update date: the server's text after hydration, formatted after a link", async ({
    page,
    request,
  }) => {
    // src/theme/LastUpdated keeps the server's date while the first page hydrates.
    const serverDate = async (path: string) =>
      /itemprop="?dateModified"?[^>]*>([^<]+)</.exec(await (await request.get(path)).text())?.[1];
    const first = await serverDate(route);
    test.skip(!first, 'built without git history: no last-update date');
    await gotoHydrated(page, route);
    const date = page.locator('time[itemprop="dateModified"]');
    await expect(date).toHaveText(first!);
    const next = '/services/token/token-service';
    await page.locator(`nav.menu a[href="${next}"]`).first().click();
    await expect(page).toHaveURL(next);
    await expect(date).toHaveText((await serverDate(next))!);
  });

  test('reachable by keyboard, axe-clean in both modes, and whole at 375 px', async ({page}) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, route);
    const yes = page.getByRole('link', {name: /^Yes /});
    await yes.scrollIntoViewIfNeeded();
    await page.getByRole('link', {name: 'View as Markdown'}).last().focus();
    await page.keyboard.press('Tab');
    await expect(yes).toBeFocused();
    const box = (await page.getByRole('link', {name: /^No /}).boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    // The footer this test is about; the rest of the page is checked in routes.spec.ts.
    const footer = '.theme-doc-footer, div:has(> #page-feedback-question)';
    expect(await axeViolations(page, {include: footer})).toEqual([]);
  });

  test('in no Markdown twin and not in the search records', async ({request}) => {
    const twin = await (await request.get(`${route}.md`)).text();
    expect(twin).not.toContain('Was this page helpful');
    expect(twin).not.toContain('Edit this page');
    const {records} = (await (await request.get('/search-records.json')).json()) as {
      records: {content: string | null}[];
    };
    expect(records.filter((r) => /Was this page helpful|Edit this page/.test(r.content ?? ''))).toEqual([]);
  });
});
