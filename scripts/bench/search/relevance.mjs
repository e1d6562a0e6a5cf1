// Relevance: the queries of queries.yaml against the site's engine and, over
// the same records in the same run, an untuned MiniSearch (prefix and fuzzy
// search on, no boosts) as the baseline. Prints success@1, success@5, MRR
// and empty answers for each, on every query and on two splits: every fifth
// query is held out (ranking is tuned on the others and checked on these,
// so a change that only fits the tuning queries shows), and the queries the
// site's engine misses.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import MiniSearch from 'minisearch';
import {parse} from 'yaml';

const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export async function loadQueries() {
  const queries = parse(await readFile(path.join(import.meta.dirname, 'queries.yaml'), 'utf8'));
  // YAML reads 429 as a number; a query is text.
  return queries.map((query) => ({...query, q: String(query.q)}));
}

/** Site path of a record's page, as queries.yaml writes it. */
export const pagePath = (url) => new URL(url).pathname.replace(/\/$/, '') || '/';

export function miniSearchBaseline(records) {
  const mini = new MiniSearch({
    fields: FIELDS,
    idField: 'objectID',
    storeFields: ['url'],
    extractField: (record, field) =>
      field === 'objectID' || field === 'url'
        ? record[field]
        : ((field === 'content' ? record.content : record.hierarchy[field]) ?? ''),
    searchOptions: {prefix: true, fuzzy: 0.2},
  });
  mini.addAll(records);
  return (query) => {
    const seen = new Set();
    return mini
      .search(query)
      .map((result) => result.url)
      .filter((url) => !seen.has(url) && seen.add(url))
      .slice(0, 20);
  };
}

export function siteEngine(SearchEngine, records, synonyms) {
  const engine = new SearchEngine(records, synonyms);
  return (query) => engine.search({query, hitsPerPage: 20}).hits.map((hit) => hit.url);
}

/** Figures of one engine over the queries; `misses` lists the queries not answered first. */
export function score(search, queries) {
  let first = 0;
  let inFive = 0;
  let reciprocal = 0;
  let empty = 0;
  const misses = [];
  for (const {q, pages} of queries) {
    const urls = search(q);
    if (urls.length === 0) empty += 1;
    const rank = urls.findIndex((url) => pages.includes(pagePath(url))) + 1;
    if (rank === 1) first += 1;
    if (rank >= 1 && rank <= 5) inFive += 1;
    if (rank >= 1) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({q, rank, top: urls.slice(0, 3).map(pagePath)});
  }
  const n = queries.length;
  return {successAt1: first / n, successAt5: inFive / n, mrr: reciprocal / n, empty, misses};
}

/** Every fifth query (the 5th, 10th, …) is held out; the others are the tuning split. */
export function splitQueries(queries) {
  const isHeldOut = (_, i) => i % 5 === 4;
  return {
    all: queries,
    tuning: queries.filter((query, i) => !isHeldOut(query, i)),
    heldOut: queries.filter(isHeldOut),
  };
}

/** `engines`: [name, search] pairs; prints their figures on every split. */
export function printRelevance(engines, queries) {
  const splits = splitQueries(queries);
  const pct = (value) => `${(value * 100).toFixed(1)}%`.padStart(8);
  console.log(`Relevance over ${queries.length} reader queries (a hit on any answering page counts):`);
  console.log(`  ${'engine'.padEnd(34)} ${'split'.padEnd(13)} success@1 success@5      MRR  empty`);
  const figures = {};
  for (const [name, search] of engines) {
    for (const [split, label] of [
      ['all', `all (${splits.all.length})`],
      ['tuning', `tuning (${splits.tuning.length})`],
      ['heldOut', `held out (${splits.heldOut.length})`],
    ]) {
      const result = score(search, splits[split]);
      figures[`${name}/${split}`] = result;
      console.log(
        `  ${name.padEnd(34)} ${label.padEnd(13)} ${pct(result.successAt1)}  ${pct(result.successAt5)} ${result.mrr.toFixed(3).padStart(8)} ${String(result.empty).padStart(6)}`,
      );
    }
  }
  return figures;
}
