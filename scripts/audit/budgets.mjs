// Compares the Lighthouse medians with the lighthouse section of
// audit-budgets.json. Pure but for reading the file, so it is unit-tested.
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

/** @typedef {{name: string, ok: boolean, actual: unknown, limit: string}} Check */

/**
 * One check per route, form factor and budgeted category; a missing score
 * (a failed run) fails.
 * @returns {Check[]}
 */
export function evaluateBudgets(budgets, lighthouse) {
  /** @type {Check[]} */
  const checks = [];
  for (const entry of lighthouse) {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const [category, min] of Object.entries(budgets.lighthouse?.[formFactor] ?? {})) {
        const actual = entry[formFactor]?.scores[category];
        checks.push({
          name: `lighthouse ${formFactor} ${category} ${entry.route}`,
          actual: actual ?? 'no score',
          limit: `≥ ${min}`,
          ok: actual >= min,
        });
      }
    }
  }
  return checks;
}

/** @param {Check[]} checks */
export const failedChecks = (checks) => checks.filter((entry) => !entry.ok);
