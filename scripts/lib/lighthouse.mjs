// Lighthouse in mobile (its default config) and desktop (its desktop config),
// several runs per route, reduced to medians by lighthouse-summary.mjs.
import {categories, combineRuns, summarizeLhr} from './lighthouse-summary.mjs';
import {loadLighthouse} from './lighthouse-loader.mjs';

/** One Lighthouse run against `url` in a browser listening on `port`; a failed run yields no scores. */
async function runOnce(url, {port, formFactor, expectNotFound, waived}) {
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    // The not-found page answers 404 on purpose; Lighthouse would otherwise refuse to audit it.
    ignoreStatusCode: expectNotFound,
  };
  try {
    const {lighthouse, desktopConfig} = await loadLighthouse();
    const result = await lighthouse(url, flags, formFactor === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error('Lighthouse returned no result');
    return summarizeLhr(result.lhr, waived);
  } catch (error) {
    const empty = Object.fromEntries(categories.map((id) => [id, []]));
    return {
      scores: {},
      metrics: {},
      failing: empty,
      waived: empty,
      runtimeError: String(error.message),
      warnings: [],
    };
  }
}

export const formFactors = ['mobile', 'desktop'];

/**
 * Lighthouse for every route of `sample` in each of `only` form factors (both
 * by default), `runs` times. An entry is fetched at `baseUrl + route`, or at
 * its own `url` when it has one (a page of another server). Runs are
 * interleaved (run 1 of every route, then run 2, ...) so a burst of load on
 * the shared machine spoils one run of many routes, not every run of one
 * route, and the median can discard it. `waivers` maps a route to the audits
 * that count as passed there.
 */
export async function auditSample(
  baseUrl,
  sample,
  {port, runs, notFoundRoute, waivers = {}, only = formFactors, onProgress = () => {}},
) {
  const collected = sample.map(() => Object.fromEntries(only.map((formFactor) => [formFactor, []])));
  const total = runs * sample.length * only.length;
  let done = 0;
  for (let run = 0; run < runs; run += 1) {
    for (const [index, {route, url}] of sample.entries()) {
      for (const formFactor of only) {
        done += 1;
        onProgress(`${done}/${total} ${formFactor} ${url ?? route}`);
        const expectNotFound = route === notFoundRoute;
        const waived = waivers[route] ?? [];
        collected[index][formFactor].push(
          await runOnce(url ?? baseUrl + route, {port, formFactor, expectNotFound, waived}),
        );
      }
    }
  }
  return sample.map(({kind, route}, index) => ({
    kind,
    route,
    ...Object.fromEntries(only.map((formFactor) => [formFactor, combineRuns(collected[index][formFactor])])),
  }));
}
