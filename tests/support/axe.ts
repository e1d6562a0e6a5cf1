import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe (WCAG 2.1 A and AA) on the loaded page in light mode, and, unless
 * `darkMode` is false, its contrast rule in dark mode, as one line per rule
 * and mode ("dark color-contrast: 3 nodes, e.g. .x: ..."). The colour mode is
 * switched the way the toggle does, by data-theme, so the page is loaded once
 * for both.
 */
export async function axeViolations(
  page: Page,
  {includeCode = false, darkMode = true} = {},
): Promise<string[]> {
  // Contrast is sampled from rendered text: wait for the web fonts, and stop
  // colour transitions so a switch of mode is complete when axe samples it.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await page.addStyleTag({content: '*, *::before, *::after { transition: none !important; }'});
  const lines: string[] = [];
  for (const mode of darkMode ? ['light', 'dark'] : ['light']) {
    await page.evaluate((theme) => document.documentElement.setAttribute('data-theme', theme), mode);
    // Only colours change with the mode: dark mode needs the contrast rule alone.
    const builder = new AxeBuilder({page}).withTags(wcagTags);
    // Code colours are the same stylesheet on every page and thousands of
    // token spans on endpoint pages: checked where a test asks for them.
    if (!includeCode) builder.exclude('.theme-code-block');
    const {violations} = await (mode === 'dark' ? builder.withRules(['color-contrast']) : builder).analyze();
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
