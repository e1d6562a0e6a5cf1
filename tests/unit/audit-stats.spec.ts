import {test, expect} from '@playwright/test';
import {median} from '../../scripts/lib/stats.mjs';
import {combineRuns, summarizeLhr} from '../../scripts/lib/lighthouse-summary.mjs';

test.describe('median', () => {
  test('takes the middle value of an odd count, whatever the order', () => {
    expect(median([97, 88, 100])).toBe(97);
  });

  test('averages the two middle values of an even count', () => {
    expect(median([1, 4, 2, 3])).toBe(2.5);
  });

  test('ignores runs that produced no number, and has none for no runs', () => {
    expect(median([undefined, 90, Number.NaN, 94, 92])).toBe(92);
    expect(median([])).toBeUndefined();
    expect(median([undefined])).toBeUndefined();
  });
});

/** A minimal Lighthouse result: one category with one metric audit. */
function lhr(performance: number, lcp: number, lcpScore: number) {
  return {
    categories: {
      performance: {
        score: performance,
        auditRefs: [
          {id: 'largest-contentful-paint', weight: 25},
          {id: 'diagnostics', weight: 0},
        ],
      },
      accessibility: {score: 1, auditRefs: [{id: 'color-contrast', weight: 7}]},
      'best-practices': {score: 1, auditRefs: []},
      seo: {score: null, auditRefs: []},
    },
    audits: {
      'largest-contentful-paint': {score: lcpScore, numericValue: lcp},
      'total-blocking-time': {score: 1, numericValue: 10},
      'cumulative-layout-shift': {score: 1, numericValue: 0.01},
      'color-contrast': {score: 1},
      diagnostics: {score: 0},
    },
  };
}

test.describe('Lighthouse summaries', () => {
  test('keep scores out of 100, metrics, and the weighted audits that lost points', () => {
    const summary = summarizeLhr(lhr(0.934, 2100, 0.8));
    expect(summary.scores).toEqual({
      performance: 93,
      accessibility: 100,
      'best-practices': 100,
      seo: undefined,
    });
    expect(summary.metrics).toEqual({lcp: 2100, tbt: 10, cls: 0.01});
    // Weight 0 (diagnostics) never lowers a score, so it is not a loss.
    expect(summary.failing.performance).toEqual(['largest-contentful-paint']);
    expect(summary.failing.accessibility).toEqual([]);
  });

  test('a waived audit counts as passed: the score is the weighted mean Lighthouse would give', () => {
    const result = {
      categories: {
        seo: {
          score: 0.85,
          auditRefs: [
            {id: 'is-crawlable', weight: 4},
            {id: 'meta-description', weight: 1},
            {id: 'http-status-code', weight: 1},
            {id: 'canonical', weight: 0},
          ],
        },
      },
      audits: {
        'is-crawlable': {score: 1},
        'meta-description': {score: 0},
        'http-status-code': {score: 0},
        canonical: {score: 0},
      },
    };
    const summary = summarizeLhr(result, ['http-status-code']);
    expect(summary.scores.seo).toBe(83); // (4 + 0 + 1) / 6
    expect(summary.failing.seo).toEqual(['meta-description']);
    expect(summary.waived.seo).toEqual(['http-status-code']);
    // Without waivers Lighthouse's own score stands.
    expect(summarizeLhr(result).scores.seo).toBe(85);
  });

  test('combine runs into medians and count in how many runs an audit lost points', () => {
    const runs = [lhr(0.9, 3000, 0.7), lhr(0.99, 1500, 1), lhr(0.95, 2000, 0.9)].map((result) =>
      summarizeLhr(result),
    );
    const combined = combineRuns(runs);
    expect(combined.runs).toBe(3);
    expect(combined.scores.performance).toBe(95);
    expect(combined.metrics.lcp).toBe(2000);
    expect(combined.failing.performance).toEqual({'largest-contentful-paint': 2});
  });
});
