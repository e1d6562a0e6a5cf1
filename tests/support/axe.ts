import {readFileSync} from 'node:fs';
import type {BrowserContext, Page} from '@playwright/test';
import type {RunOptions} from 'axe-core';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

type Scope = {
  /** Check only inside this element (a CSS selector); the whole page when absent. */
  include?: string;
  /** Leave these elements out (CSS selectors). */
  exclude?: string[];
  /** Run these rules only; all WCAG 2.1 A and AA rules when absent. */
  rules?: string[];
  /** Leave these rules out. */
  disable?: string[];
};

/**
 * Loads axe-core into every document of the context as it is created, for a
 * test that runs axe on page after page: the 550 KB script crosses the
 * protocol once, not once a page, and axeRun finds it there.
 */
export async function loadAxeInEveryPage(context: BrowserContext): Promise<void> {
  await context.addInitScript({content: axeSource});
}

/**
 * axe-core's own `axe.run` on the page, as one line per violated rule
 * ("color-contrast: 3 node(s), e.g. .x: why"). axe-core is loaded into the
 * page once per document and answers with its violations only.
 *
 * axe-core is called directly rather than through @axe-core/playwright, whose
 * builder loads axe again and returns every passing node on each call: on
 * this site's pages that took about twice as long for the same violations.
 */
export async function axeRun(
  page: Page,
  {include, exclude = [], rules, disable = []}: Scope = {},
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: rules ? {type: 'rule', values: rules} : {type: 'tag', values: wcagTags},
    rules: Object.fromEntries(disable.map((rule) => [rule, {enabled: false}])),
    resultTypes: ['violations'],
  };
  const context = {
    include: include ? [[include]] : [['html']],
    exclude: exclude.map((selector) => [selector]),
  };
  return page.evaluate(
    async ([context, options]) => {
      const {violations} = await (window as unknown as {axe: typeof import('axe-core')}).axe.run(
        context,
        options,
      );
      return violations.map(({id, nodes}) => {
        const [first] = nodes;
        const why = first?.failureSummary?.split('\n').slice(1).join(' ').trim();
        return `${id}: ${nodes.length} node(s), e.g. ${first?.target.join(' ')}${why ? `: ${why}` : ''}`;
      });
    },
    [context, options] as const,
  );
}

/**
 * The layout every page shares: navbar, sidebar, table of contents and footer. With `layout: false` axe
 * leaves it out, for a test that checks it on another page already (contrast is a second or more a mode
 * on a page, and these hold most of a page's text nodes).
 */
const layoutSelectors = ['.navbar', '.theme-doc-sidebar-container', '.table-of-contents', 'footer.footer'];

/**
 * axe (WCAG 2.1 A and AA) on the loaded page in light mode, and its contrast
 * rule in dark mode, as one line per rule and mode ("dark color-contrast: 3
 * nodes, e.g. .x: ..."). The colour mode is switched the way the toggle does,
 * by data-theme, so the page is loaded once for both.
 *
 * With `contrast: false` the contrast rule is left out in both modes: colours
 * come from one stylesheet, so contrast is a matter of the kind of content
 * (an admonition, a table, code), checked on a page where each kind shows,
 * while the other rules read each page's own markup. Contrast is the slowest
 * rule by far: it samples the rendered colours of every text node.
 */
export async function axeViolations(
  page: Page,
  {
    includeCode = false,
    contrast = true,
    layout = true,
    include,
  }: {includeCode?: boolean; contrast?: boolean; layout?: boolean; include?: string} = {},
): Promise<string[]> {
  const lines: string[] = [];
  if (contrast) {
    // Contrast is sampled from rendered text: wait for the web fonts, and stop
    // colour transitions so a switch of mode is complete when axe samples it.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  }
  // Code colours are the same stylesheet on every page and thousands of
  // token spans on endpoint pages: checked where a test asks for them.
  const exclude = [...(includeCode ? [] : ['.theme-code-block']), ...(layout ? [] : layoutSelectors)];
  for (const mode of contrast ? ['light', 'dark'] : ['light']) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    // Only colours change with the mode: dark mode needs the contrast rule alone.
    const scope: Scope =
      mode === 'dark'
        ? {include, exclude, rules: ['color-contrast']}
        : {include, exclude, disable: contrast ? [] : ['color-contrast']};
    lines.push(...(await axeRun(page, scope)).map((line) => `${mode} ${line}`));
  }
  return lines;
}
