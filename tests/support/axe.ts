import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe for a page of this site. Legacy mode runs axe in the page's own frame
 * only; the default mode also opens a blank page to merge the results of
 * cross-origin frames, which the site has none of (it loads nothing from
 * other hosts), and that costs more than the rules themselves (about 1.5 s a
 * call against 0.6 s for all the rules but contrast on a long page).
 */
export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode();
}

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
  {includeCode = false, contrast = true} = {},
): Promise<string[]> {
  const lines: string[] = [];
  if (contrast) {
    // Contrast is sampled from rendered text: wait for the web fonts, and stop
    // colour transitions so a switch of mode is complete when axe samples it.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  }
  for (const mode of contrast ? ['light', 'dark'] : ['light']) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    // Only colours change with the mode: dark mode needs the contrast rule alone.
    const builder = axe(page).withTags(wcagTags);
    // Code colours are the same stylesheet on every page and thousands of
    // token spans on endpoint pages: checked where a test asks for them.
    if (!includeCode) builder.exclude('.theme-code-block');
    if (mode === 'dark') builder.withRules(['color-contrast']);
    else if (!contrast) builder.disableRules(['color-contrast']);
    const {violations} = await builder.analyze();
    for (const violation of violations) {
      const first = violation.nodes[0];
      const why = first?.failureSummary?.split('\n').slice(1).join(' ').trim();
      lines.push(
        `${mode} ${violation.id}: ${violation.nodes.length} node(s), e.g. ${first?.target.join(' ')}${why ? `: ${why}` : ''}`,
      );
    }
  }
  return lines;
}
