// `npm run bench -- search fit`: fits the ranking's weights (src/lib/search/engine/weights.ts) on the seen
// queries (queries.yaml and tuned.yaml) by coordinate descent (each weight in turn ×0.75 or ×1.3, one sweep), with 3-fold cross-validation to say whether
// fitting beats the hand-set weights on queries it did not fit on; then fits on all the seen queries and
// prints the weights, and the once-sealed seen sets' aggregates under both, by kind (the sealed set is not
// loaded: a look at it is spent only on the main run). Asserts nothing, changes no file.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {bundleEngine} from './engineBundle.mjs';
import {figuresByKind, loadQueries, relevanceTable, score} from './relevance.mjs';
import {root} from '../lib.mjs';

const {records, synonyms, operations} = JSON.parse(
  await readFile(path.join(root, 'build', 'search-records.json'), 'utf8'),
);
const {module} = await bundleEngine();
const {SearchEngine, modalOrder, setWeights, WEIGHTS} = module;
const engine = new SearchEngine(records, synonyms, operations);
const search = (query) => modalOrder(engine.search({query, hitsPerPage: 20}).hits).map((hit) => hit.url);
const HAND = {...WEIGHTS};
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
function fit(queries, sweeps = 1) {
  setWeights(HAND);
  let best = objective(queries);
  for (let sweep = 0; sweep < sweeps; sweep += 1) {
    let moved = false;
    for (const name of Object.keys(HAND)) {
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
  return {weights: {...WEIGHTS}, best};
}

const {bench, tuned, fromFacts} = await loadQueries();
const seen = [...bench, ...tuned];
const folds = 3;
let handHeld = 0;
let fitHeld = 0;
for (let k = 0; k < folds; k += 1) {
  const train = seen.filter((_, i) => i % folds !== k);
  const test = seen.filter((_, i) => i % folds === k);
  setWeights(HAND);
  const hand = objective(test);
  const {weights} = fit(train);
  setWeights(weights);
  const fitted = objective(test);
  handHeld += hand / folds;
  fitHeld += fitted / folds;
  console.log(
    `fold ${k + 1}: held-out objective hand ${hand.toFixed(3)}, fitted ${fitted.toFixed(3)} (${elapsed()})`,
  );
}
console.log(
  `cross-validated objective (success@1 + section@1 + MRR/2, max 2.5): hand ${handHeld.toFixed(3)}, fitted ${fitHeld.toFixed(3)}`,
);

const {weights} = fit(seen);
console.log('Weights fitted on all seen queries (hand-set → fitted):');
for (const name of Object.keys(HAND)) {
  if (weights[name] !== HAND[name]) console.log(`  ${name}: ${HAND[name]} → ${weights[name].toFixed(3)}`);
}
setWeights(HAND);
const handFigures = figuresByKind(search, fromFacts);
setWeights(weights);
const fitFigures = figuresByKind(search, fromFacts);
console.log('\nHand-set weights:\n' + relevanceTable(handFigures));
console.log('\nFitted weights:\n' + relevanceTable(fitFigures));
