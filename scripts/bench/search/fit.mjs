// `npm run bench -- search fit`: fits the ranking's weights (src/lib/search/engine/weights.ts) by coordinate
// descent (each weight in turn ×0.75 or ×1.3, kept where the objective rises; up to two sweeps), with
// leave-one-set-out cross-validation over the seen sets written from the facts (tuned, seen-sealed, tuned-2,
// seen-3, …): fit on all of them but one, score the one left out, under the hand-set and the fitted weights.
// Prints, for each held-out set, success@1 / success@5 / section@1 (and its questions') under both, the mean
// over held-out sets, and the weights each fold moved; then the team's own queries under the weights fitted on
// all the sets. `FIT_WEIGHTS=a,b,c` restricts the fit to those weights (a shorter run). The sealed set is not
// loaded. Asserts nothing, changes no file.
import {bundleEngine} from './engineBundle.mjs';
import {loadQueries, loadRecordsFile, score} from './relevance.mjs';

const {records, synonyms, operations, readerQueries} = await loadRecordsFile();
const {module} = await bundleEngine();
const {SearchEngine, modalOrder, setWeights, WEIGHTS} = module;
const engine = new SearchEngine(records, synonyms, operations, readerQueries);
const search = (query) => modalOrder(engine.search({query, hitsPerPage: 20}).hits).map((hit) => hit.url);
const HAND = {...WEIGHTS};
const NAMES = process.env.FIT_WEIGHTS ? process.env.FIT_WEIGHTS.split(',') : Object.keys(HAND);
const SWEEPS = Number(process.env.FIT_SWEEPS ?? 2);
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;

/** What the fit maximises: right page first, right section first (or page, where none is named), and MRR. */
function objective(queries) {
  const f = score(search, queries);
  const section = Number.isNaN(f.sectionAt1) ? f.successAt1 : f.sectionAt1;
  return f.successAt1 + section + 0.5 * f.mrr;
}

const STEPS = [0.75, 1.3];
/** Coordinate descent from the hand-set weights: each weight in turn, kept where the objective rises. */
function fit(queries) {
  setWeights(HAND);
  let best = objective(queries);
  for (let sweep = 0; sweep < SWEEPS; sweep += 1) {
    let moved = false;
    for (const name of NAMES) {
      const start = WEIGHTS[name];
      for (const step of STEPS) {
        setWeights({[name]: Math.min(name === 'proximity' ? 1 : 1.5, start * step)});
        const value = objective(queries);
        if (value > best + 1e-9) {
          best = value;
          moved = true;
          break;
        }
        setWeights({[name]: start});
      }
    }
    if (!moved) break;
  }
  return {...WEIGHTS};
}

const pct = (v) => (Number.isNaN(v) ? '  –  ' : (v * 100).toFixed(1).padStart(5));
/** success@1 / success@5 / section@1, all and questions. */
function figures(queries) {
  const all = score(search, queries);
  const q = score(
    search,
    queries.filter((query) => query.kind === 'question'),
  );
  return {
    all,
    q,
    text: `${pct(all.successAt1)} / ${pct(all.successAt5)} / ${pct(all.sectionAt1)}   questions ${pct(q.successAt1)} / ${pct(q.successAt5)} / ${pct(q.sectionAt1)}`,
  };
}
const moved = (weights) =>
  NAMES.filter((name) => weights[name] !== HAND[name])
    .map((name) => `${name} ${HAND[name]}→${weights[name].toFixed(3)}`)
    .join(', ') || 'none';

const {bench, fromFacts} = await loadQueries();
console.log(
  `Fitting ${NAMES.length} weights, ${SWEEPS} sweep(s) at most; leave one set out of ${fromFacts.length}.`,
);
const means = {hand: [0, 0, 0, 0], fitted: [0, 0, 0, 0]};
const add = (into, f) => {
  into[0] += f.all.successAt1 / fromFacts.length;
  into[1] += f.all.successAt5 / fromFacts.length;
  into[2] += f.all.sectionAt1 / fromFacts.length;
  into[3] += f.q.sectionAt1 / fromFacts.length;
};
for (const [name, heldOut] of fromFacts) {
  const train = fromFacts.filter(([other]) => other !== name).flatMap(([, queries]) => queries);
  setWeights(HAND);
  const hand = figures(heldOut);
  const weights = fit(train);
  setWeights(weights);
  const fitted = figures(heldOut);
  add(means.hand, hand);
  add(means.fitted, fitted);
  console.log(`held out ${name.padEnd(11)} hand   ${hand.text}`);
  console.log(`${''.padEnd(21)} fitted ${fitted.text}   (${elapsed()})`);
  console.log(`${''.padEnd(21)} moved: ${moved(weights)}`);
}
const m = (a) => a.map((v) => pct(v)).join(' / ');
console.log(
  `mean over held-out sets (success@1 / success@5 / section@1 / questions' section@1): hand ${m(means.hand)}, fitted ${m(means.fitted)}`,
);

const weights = fit(fromFacts.flatMap(([, queries]) => queries));
console.log(`\nFitted on all ${fromFacts.length} sets: ${moved(weights)}`);
setWeights(HAND);
console.log(`team's own (never fitted on), hand   ${figures(bench).text}`);
setWeights(weights);
console.log(`${''.padEnd(27)}fitted ${figures(bench).text}   (${elapsed()})`);
setWeights(HAND);
