// Compares the audit's figures with audit-budgets.json. Pure: no I/O beyond
// reading the file, so every rule here is unit-tested.
import {readFileSync} from 'node:fs';

export function loadBudgets(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** Route → Lighthouse audits that count as passed there, from the budgets' waivers. */
export function lighthouseWaivers(budgets) {
  /** @type {Record<string, string[]>} */
  const waivers = {};
  for (const entry of budgets.lighthouse?.waivers ?? []) {
    waivers[entry.route] = [...(waivers[entry.route] ?? []), ...entry.audits];
  }
  return waivers;
}

/**
 * @typedef {{name: string, ok: boolean, actual?: unknown, limit?: string, skipped?: boolean}} Check
 */

/**
 * One check per budget: {name, ok, actual, limit}, with `skipped` where the
 * audit did not measure that part (then it is not a failure, only reported).
 * @returns {Check[]}
 */
export function evaluateBudgets(budgets, results) {
  /** @type {Check[]} */
  const checks = [];
  const check = (name, actual, limit, ok) => checks.push({name, actual, limit, ok});

  if (!results.lighthouse) checks.push({name: 'lighthouse scores', skipped: true, ok: true});
  for (const entry of results.lighthouse ?? []) {
    for (const formFactor of ['mobile', 'desktop']) {
      const figures = entry[formFactor];
      if (!figures) continue;
      for (const category of Object.keys(budgets.lighthouse?.[formFactor] ?? {})) {
        const min = budgets.lighthouse[formFactor][category];
        const actual = figures.scores[category];
        check(
          `lighthouse ${formFactor} ${category} ${entry.route}`,
          actual ?? 'no score',
          `≥ ${min}`,
          actual >= min,
        );
      }
    }
  }

  if (results.axe) {
    for (const [mode, max] of Object.entries(budgets.axe?.maxViolations ?? {})) {
      const count = results.axe.violations.filter((violation) => violation.mode === mode).length;
      check(`axe violations (${mode})`, count, `≤ ${max}`, count <= max);
    }
  } else checks.push({name: 'axe violations', skipped: true, ok: true});

  if (results.links) {
    const {maxBrokenLinks, maxBrokenAnchors} = budgets.links ?? {};
    const links = results.links.brokenLinks.length;
    const anchors = results.links.brokenAnchors.length;
    if (maxBrokenLinks !== undefined)
      check('broken links', links, `≤ ${maxBrokenLinks}`, links <= maxBrokenLinks);
    if (maxBrokenAnchors !== undefined)
      check('broken anchors', anchors, `≤ ${maxBrokenAnchors}`, anchors <= maxBrokenAnchors);
  } else checks.push({name: 'broken links', skipped: true, ok: true});

  for (const entry of (results.sizes ?? []).filter((size) => size.error)) {
    check(`first-load measured on ${entry.route}`, entry.error, 'no error', false);
  }
  const maxJsGzipKiB = budgets.sizes?.maxFirstLoadJsGzipKiB;
  if (maxJsGzipKiB !== undefined) {
    for (const entry of (results.sizes ?? []).filter((size) => !size.error)) {
      const kib = Math.round((entry.js.gzip / 1024) * 10) / 10;
      check(`first-load JS gzip ${entry.route}`, `${kib} KiB`, `≤ ${maxJsGzipKiB} KiB`, kib <= maxJsGzipKiB);
    }
  }

  if (results.serverDiedEarly) check('server stayed up for the whole audit', 'stopped early', 'up', false);

  if (results.build?.measured) {
    const max = budgets.build?.maxWarnings ?? 0;
    const count = results.build.unexpected.length;
    check('build warnings (outside the allow-list)', count, `≤ ${max}`, count <= max);
    check('build succeeded', results.build.exitCode, '= 0', results.build.exitCode === 0);
  } else checks.push({name: 'build warnings', skipped: true, ok: true});

  return checks;
}

/** @param {Check[]} checks */
export const failedChecks = (checks) => checks.filter((entry) => !entry.ok);
