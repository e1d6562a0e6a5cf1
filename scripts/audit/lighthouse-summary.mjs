// What the audit keeps of Lighthouse results, and how runs become medians.
// Pure, so it is unit-tested without running Lighthouse.
import {median} from './stats.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * The figures the audit keeps from one Lighthouse result: category scores out
 * of 100, LCP and TBT in ms, CLS, and which scored audits lost points.
 */
export function summarizeLhr(lhr) {
  /** @type {Record<string, number | undefined>} */
  const scores = {};
  /** @type {Record<string, string[]>} */
  const failing = {};
  for (const id of categories) {
    const category = lhr.categories?.[id];
    scores[id] = typeof category?.score === 'number' ? Math.round(category.score * 100) : undefined;
    failing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits?.[ref.id]?.score;
        return typeof score === 'number' && score < 1;
      })
      .map((ref) => ref.id);
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
  /** @type {Record<string, Record<string, number>>} */
  const failing = {};
  for (const id of categories) {
    /** @type {Record<string, number>} */
    const counts = {};
    for (const run of runs) for (const audit of run.failing[id]) counts[audit] = (counts[audit] ?? 0) + 1;
    failing[id] = counts;
  }
  const errors = runs.map((run) => run.runtimeError).filter(Boolean);
  const warnings = [...new Set(runs.flatMap((run) => run.warnings.map(String)))];
  const benchmarkIndex = median(runs.map((run) => run.benchmarkIndex));
  return {runs: runs.length, scores, metrics, benchmarkIndex, failing, errors, warnings};
}
