// What the audit keeps of Lighthouse results, and how runs become medians.
// Pure, so it is unit-tested without running Lighthouse.
import {median} from './stats.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The figures the audit keeps from one Lighthouse result: category scores out
 * of 100, LCP and TBT in ms, CLS, and which scored audits lost points.
 * `waived` audits (see audit-budgets.json) count as passed: the category
 * score is recomputed as Lighthouse does, a weighted mean of audit scores, and
 * the waived audits that did fail are listed apart.
 */
export function summarizeLhr(lhr, waived = []) {
  /** @type {Record<string, number | undefined>} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const failing = {};
  /** @type {Record<string, string[]>} */
  const waivedFailing = {};
  for (const id of categories) {
    const category = lhr.categories?.[id];
    const refs = (category?.auditRefs ?? []).filter((ref) => ref.weight > 0);
    const scoreOf = (ref) => lhr.audits?.[ref.id]?.score;
    const lost = refs
      .filter((ref) => typeof scoreOf(ref) === 'number' && scoreOf(ref) < 1)
      .map((ref) => ref.id);
    failing[id] = lost.filter((audit) => !waived.includes(audit));
    waivedFailing[id] = lost.filter((audit) => waived.includes(audit));
    let score = category?.score;
    if (typeof score === 'number' && waivedFailing[id].length > 0) {
      const total = refs.reduce((sum, ref) => sum + ref.weight, 0);
      const earned = refs.reduce(
        (sum, ref) => sum + ref.weight * (waived.includes(ref.id) ? 1 : (scoreOf(ref) ?? 0)),
        0,
      );
      score = earned / total;
    }
    scores[id] = typeof score === 'number' ? Math.round(score * 100) : undefined;
  }
  const numeric = (id) => lhr.audits?.[id]?.numericValue;
  return {
    scores,
    metrics: {
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
    },
    failing,
    waived: waivedFailing,
    // Lighthouse's own CPU benchmark: low values mean a busy machine, whose
    // performance figures are pessimistic.
    benchmarkIndex: lhr.environment?.benchmarkIndex,
    runtimeError: lhr.runtimeError?.code,
    warnings: lhr.runWarnings ?? [],
  };
}

/** Median of each score and metric over runs; failing audits listed with how many runs they failed in. */
export function combineRuns(runs) {
  const scores = Object.fromEntries(categories.map((id) => [id, median(runs.map((run) => run.scores[id]))]));
  const metrics = Object.fromEntries(
    ['lcp', 'tbt', 'cls'].map((id) => [id, median(runs.map((run) => run.metrics[id]))]),
  );
  /** How many runs each audit of each category is listed in, under `key` ('failing' or 'waived'). */
  const counted = (key) => {
    /** @type {Record<string, Record<string, number>>} */
    const byCategory = {};
    for (const id of categories) {
      /** @type {Record<string, number>} */
      const counts = {};
      for (const run of runs)
        for (const audit of run[key]?.[id] ?? []) counts[audit] = (counts[audit] ?? 0) + 1;
      byCategory[id] = counts;
    }
    return byCategory;
  };
  const failing = counted('failing');
  const waived = counted('waived');
  const errors = runs.map((run) => run.runtimeError).filter(Boolean);
  const warnings = [...new Set(runs.flatMap((run) => run.warnings.map(String)))];
  const benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
  return {runs: runs.length, scores, metrics, benchmarkIndex, failing, waived, errors, warnings};
}
