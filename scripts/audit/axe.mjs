// axe-core on every route, in light and in dark mode, against WCAG 2.1 A and AA.
import AxeBuilder from '@axe-core/playwright';

export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
export const modes = ['light', 'dark'];

/** Loads `url` and waits until React has hydrated, so axe sees what a reader sees. */
async function openHydrated(page, url) {
  await page.goto(url, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({timeout: 30_000});
  // Contrast is sampled from rendered text: wait for the web fonts. Not for
  // network idle, which also waits out Docusaurus's prefetching of other pages.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** Rejects when `promise` takes longer than `ms`: axe and page scripts have no timeout of their own. */
function within(ms, promise, what) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took more than ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The violations axe finds on `route`, as flat entries. */
async function auditPage(page, baseUrl, route, mode) {
  // One retry: a load spike or a rebuild of build/ by someone else can
  // break a single load; a page that fails twice is reported.
  await openHydrated(page, baseUrl + route).catch(() => openHydrated(page, baseUrl + route));
  const theme = await page.getAttribute('html', 'data-theme');
  if (theme !== mode) throw new Error(`page rendered in ${theme} mode, not ${mode}`);
  const result = await new AxeBuilder({page}).withTags(wcagTags).analyze();
  return result.violations.map((violation) => ({
    route,
    mode,
    rule: violation.id,
    impact: violation.impact ?? 'unknown',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
    summaries: violation.nodes.map((node) => node.failureSummary ?? ''),
  }));
}

/**
 * Violations of every route in `mode`: one entry per rule and page, with the
 * CSS targets of the offending nodes. A page that fails to load is an entry
 * too (rule "page-error"), so nothing is skipped silently. `serverDown`
 * tells when the server has stopped, to end early.
 */
export async function auditMode(
  browser,
  baseUrl,
  routes,
  mode,
  {onProgress = () => {}, serverDown = () => false} = {},
) {
  const context = await browser.newContext({colorScheme: mode});
  // Docusaurus reads the reader's choice from localStorage before first paint.
  await context.addInitScript((theme) => window.localStorage.setItem('theme', theme), mode);
  const violations = [];
  try {
    for (const route of routes) {
      // With the server gone every page would fail slowly; one entry says so.
      if (serverDown()) {
        violations.push({
          route,
          mode,
          rule: 'page-error',
          impact: 'critical',
          help: 'server stopped',
          targets: [],
        });
        break;
      }
      onProgress(route);
      const page = await context.newPage();
      try {
        violations.push(...(await within(90_000, auditPage(page, baseUrl, route, mode), `axe on ${route}`)));
      } catch (error) {
        violations.push({
          route,
          mode,
          rule: 'page-error',
          impact: 'critical',
          help: String(error.message),
          targets: [],
        });
      } finally {
        await page.close().catch(() => {});
      }
    }
  } finally {
    await context.close();
  }
  return violations;
}

/** Violations grouped by rule: impact, modes, pages and node count, with a few example targets. */
export function groupByRule(violations) {
  const rules = new Map();
  for (const violation of violations) {
    const entry = rules.get(violation.rule) ?? {
      rule: violation.rule,
      impact: violation.impact,
      help: violation.help,
      modes: new Set(),
      routes: new Set(),
      nodes: 0,
      examples: [],
    };
    entry.modes.add(violation.mode);
    entry.routes.add(violation.route);
    entry.nodes += violation.targets.length;
    for (const [index, target] of violation.targets.entries()) {
      const example = `${target} (${violation.route}, ${violation.mode})`;
      const summary = violation.summaries?.[index]?.split('\n').slice(1).join(' ').trim();
      if (entry.examples.length < 5 && !entry.examples.some((e) => e.startsWith(`${target} `)))
        entry.examples.push(summary ? `${example}: ${summary}` : example);
    }
    rules.set(violation.rule, entry);
  }
  return [...rules.values()]
    .map((entry) => ({...entry, modes: [...entry.modes], routes: [...entry.routes]}))
    .sort((a, b) => b.nodes - a.nodes || a.rule.localeCompare(b.rule));
}

const contrastPattern =
  /contrast of ([\d.]+) \(foreground color: (#[0-9a-f]+), background color: (#[0-9a-f]+).*?Expected contrast ratio of ([\d.]+:1)/i;

/**
 * color-contrast failures grouped by mode and colour pair, most nodes first:
 * thousands of failing nodes usually come from a handful of theme colours.
 */
export function contrastByColours(violations) {
  const pairs = new Map();
  for (const violation of violations.filter((entry) => entry.rule === 'color-contrast')) {
    violation.targets.forEach((target, index) => {
      const match = contrastPattern.exec(violation.summaries?.[index] ?? '');
      if (!match) return;
      const [, ratio, foreground, background, required] = match;
      const key = `${violation.mode} ${foreground} ${background}`;
      const entry = pairs.get(key) ?? {
        mode: violation.mode,
        foreground,
        background,
        ratio: Number(ratio),
        required,
        nodes: 0,
        routes: new Set(),
        example: `${target} (${violation.route})`,
      };
      entry.nodes += 1;
      entry.routes.add(violation.route);
      pairs.set(key, entry);
    });
  }
  return [...pairs.values()]
    .map((entry) => ({...entry, routes: entry.routes.size}))
    .sort((a, b) => b.nodes - a.nodes);
}
