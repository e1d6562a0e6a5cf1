import {test, expect, gotoHydrated, shortPage} from '../support/fixtures';

test.describe('layout of spec §2 and states of §4', () => {
  test('the skip link is the first tab stop and moves focus to the main content', async ({page}) => {
    await gotoHydrated(page, '/services/token/overview');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', {name: 'Skip to main content'});
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeInViewport();
    // A screen reader goes on from <main>; the theme's link alone left focus on <body>.
    await expect(page.locator('main')).toBeFocused();
    await page.waitForTimeout(300);
    await expect(page.locator('main')).toBeFocused();
    expect(await page.locator('main').evaluate((main) => getComputedStyle(main).outlineStyle)).toBe('none');
    // Focus moves to <main>, so the next Tab lands on the first control inside it, not in the navbar.
    await page.keyboard.press('Tab');
    const focusedInMain = await page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    expect(focusedInMain).toBe(true);
  });

  test.describe('in a system that prefers dark', () => {
    test.use({colorScheme: 'dark'});

    // The system's preference is not followed (respectPrefersColorScheme is off): light first, whatever it is.
    test('colour mode defaults to light, switches to dark, and is saved under the theme key', async ({
      page,
    }) => {
      await gotoHydrated(page, shortPage);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await page.getByRole('button', {name: /dark mode|light mode|system mode/i}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });

  test('the navbar collapses into a mobile menu at 996 px', async ({page}) => {
    await page.setViewportSize({width: 996, height: 800});
    await gotoHydrated(page, '/services/token/overview');
    const toggle = page.getByRole('button', {name: 'Toggle navigation bar'});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items .navbar__item', {hasText: 'Portal'}).first()).toBeHidden();
    // The menu's panel is rendered when first opened, and still slides in
    // (slowed down here, so the test sees it whatever the machine's speed).
    const sidebar = page.locator('.navbar-sidebar');
    await expect(sidebar).toHaveCount(0);
    await page.addStyleTag({content: ':root { --ifm-transition-fast: 10s !important; }'});
    await toggle.click();
    const sliding = await sidebar.evaluate((panel) => {
      const transitions = panel.getAnimations() as CSSTransition[];
      transitions.forEach((transition) => transition.finish());
      return transitions.map((transition) => transition.transitionProperty);
    });
    expect(sliding).toContain('transform');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Overview'}).first()).toBeVisible();
    // Tab goes into the menu and round what it shows: never to the page behind, nor to the panel slid away.
    for (const key of ['Tab', 'Shift+Tab', 'Shift+Tab', ...Array<string>(24).fill('Tab')]) {
      await page.keyboard.press(key);
      const focus = await page.evaluate(() => {
        const active = document.activeElement!;
        const panel = document.querySelector('.navbar-sidebar')!.getBoundingClientRect();
        const box = active.getBoundingClientRect();
        return {
          inMenu: active.closest('.navbar-sidebar') !== null,
          shown: box.right > panel.left && box.left < panel.right,
        };
      });
      expect(focus, `after ${key}`).toEqual({inMenu: true, shown: true});
    }
    // Escape closes the menu, and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('.navbar')).toHaveClass(/navbar-sidebar--show/);
    await page.locator('.navbar-sidebar__backdrop').click({force: true});
    await expect(page.locator('.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  });

  test("on a 375 px phone every tab of the introduction's lists is in the column, its label on one line (a list that does not fit wraps onto a second row), and a list of three tabs keeps its padding", async ({
    page,
  }) => {
    await page.setViewportSize({width: 375, height: 800});
    await gotoHydrated(page, '/');
    const lists = await page.getByRole('tablist').evaluateAll((found) =>
      found.map((list) => {
        const box = list.getBoundingClientRect();
        const tabs = [...list.querySelectorAll('[role=tab]')].map((tab) => tab.getBoundingClientRect());
        return {
          tabs: tabs.length,
          overflow: list.scrollWidth - list.clientWidth,
          outside: tabs.filter((tab) => tab.left < box.left || tab.right > box.right).length,
          rows: new Set(tabs.map((tab) => Math.round(tab.top))).size,
          heights: [...new Set(tabs.map((tab) => Math.round(tab.height)))],
        };
      }),
    );
    expect(lists.map((list) => list.tabs).sort()).toEqual(expect.arrayContaining([3, 4, 8]));
    // The three-tab list fits one row; its tabs' height is one line of label.
    const oneLine = lists.find((list) => list.tabs === 3)!;
    expect(oneLine.rows).toBe(1);
    for (const list of lists) {
      expect(list).toMatchObject({overflow: 0, outside: 0, heights: oneLine.heights});
      expect(list.rows).toBeLessThanOrEqual(2);
    }
    // The page's own three-language list (curl, JavaScript, Python) has room, and keeps Infima's padding.
    const languages = page.getByRole('tablist').filter({hasText: 'JavaScript', hasNotText: 'Node.js'});
    await expect(languages.getByRole('tab', {name: 'curl'})).toHaveCSS('padding-left', '16px');
  });

  test('the desktop navbar shows at 997 px; the footer is dark and carries the tagline and the 2025 copyright line', async ({
    page,
  }) => {
    await page.setViewportSize({width: 997, height: 800});
    await gotoHydrated(page, shortPage);
    await expect(page.getByRole('button', {name: 'Toggle navigation bar'})).toBeHidden();
    const navbar = page.locator('nav.navbar');
    await expect(navbar.getByRole('link', {name: 'Portal', exact: true})).toBeVisible();
    await expect(navbar.getByRole('link', {name: 'MAS Wallet', exact: true})).toBeVisible();
    await expect(
      navbar.getByRole('button', {name: 'Services'}).or(navbar.getByRole('link', {name: 'Services'})),
    ).toBeVisible();
    await expect(navbar.getByRole('link', {name: /Enterprise Portal/})).toHaveAttribute('target', '_blank');
    await expect(navbar.getByRole('button', {name: /search/i})).toBeVisible();
    await expect(navbar.locator('.navbar__logo img')).toHaveAttribute('alt', /MasChain/);
    // The footer, on the same page.
    const footer = page.locator('footer.footer');
    await expect(footer).toHaveClass(/footer--dark/);
    await expect(footer).toContainText('Copyright © 2025 MASVERSE');
    await expect(footer.locator('.footer__tagline')).toHaveText('Innovation meets success');
    await expect(footer.locator('.footer__title')).toHaveCount(4);
  });

  test('sidebar categories stay open when another opens, and the sidebar cannot be hidden', async ({
    page,
  }) => {
    await gotoHydrated(page, '/services/token/overview');
    const sidebar = page.locator('.theme-doc-sidebar-container');
    await expect(
      sidebar.getByRole('button', {name: "Collapse sidebar category 'Token Management'"}),
    ).toBeVisible();
    await sidebar.getByRole('button', {name: "Expand sidebar category 'Wallet Management'"}).click();
    await expect(sidebar.getByRole('link', {name: 'Wallet Category'})).toBeVisible();
    await expect(
      sidebar.getByRole('button', {name: "Collapse sidebar category 'Token Management'"}),
    ).toBeVisible();
    await expect(sidebar.getByRole('link', {name: 'Token Services'})).toBeVisible();
    await expect(page.getByRole('button', {name: 'Collapse sidebar', exact: true})).toHaveCount(0);
  });

  test('the announcement bar closes by keyboard, leaving focus where the bar was, and stays dismissed by its id', async ({
    page,
  }) => {
    await gotoHydrated(page, shortPage);
    const bar = page.locator('.theme-announcement-bar');
    await expect(bar).toBeVisible();
    await expect(bar.getByRole('link', {name: 'OpenAPI 3.1 file'})).toHaveAttribute('href', '/openapi.yaml');
    await bar.getByRole('button', {name: 'Close'}).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toBeHidden();
    // The navbar's brand link, not <body>: the next Tab goes on to the navbar's items.
    await expect(page.locator('.navbar__brand')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('.navbar').locator(':focus')).toHaveCount(1);
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.announcement.id'))).toBe(
      'openapi-2025',
    );
    // A bar found dismissed when the page loads stays hidden and moves no focus.
    await gotoHydrated(page, shortPage);
    await expect(bar).toBeHidden();
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    // A new id shows the bar again.
    await page.evaluate(() => localStorage.setItem('docusaurus.announcement.id', 'an-older-announcement'));
    await page.reload();
    await expect(bar).toBeVisible();
  });

  test("the first paint waits for the page's first heading, which exists", async ({request}) => {
    const html = await (await request.get('/services/ekyc/error-code')).text();
    const hint = html.match(/<link[^>]*rel=expect[^>]*>/)?.[0] ?? '';
    expect(hint).toContain('blocking=render');
    const id = hint.match(/href=#([^ >]+)/)?.[1];
    expect(html).toMatch(new RegExp(`<h2[^>]* id=${id}[ >]`));
    // In the head, where the browser honours it before painting anything.
    expect(html.indexOf(hint)).toBeLessThan(html.indexOf('</head>'));
  });

  test('on a category page the first paint waits for the title and cards', async ({request}) => {
    const html = await (await request.get('/category/wallet-management')).text();
    const hint = html.match(/<link[^>]*rel=expect[^>]*>/)?.[0] ?? '';
    expect(hint).toContain('blocking=render');
    expect(html.indexOf(hint)).toBeLessThan(html.indexOf('</head>'));
    const target = html.search(new RegExp(`<[^>]* id=${hint.match(/href=#([^ >]+)/)?.[1]}[ >]`));
    expect(target, 'the element the hint waits for exists').toBeGreaterThan(0);
    expect(html.indexOf('<h1')).toBeLessThan(target);
    expect(html.lastIndexOf('docCardListItem')).toBeLessThan(target);
  });
});
