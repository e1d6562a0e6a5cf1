// Relevance: the queries of queries.yaml against the site's engine and, over
// the same records in the same run, an untuned MiniSearch (prefix and fuzzy
// search on, no boosts) as the baseline. Prints success@1, success@5, MRR,
// section@1 and empty answers for each, on every query and on two splits:
// the held-out queries (ranking is tuned on the others and checked on these,
// so a change that only fits the tuning queries shows) and the tuning ones.
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

/** Site path and anchor of a hit (`/services/token/token-service#mint-token`), as `sections` writes it. */
export const sectionPath = (url) => `${pagePath(url)}${new URL(url).hash}`;

/** The hits' URLs, each once, in order: a hit per section, as the DocSearch modal lists them. */
const distinctUrls = (urls) => {
  const seen = new Set();
  return urls.filter((url) => !seen.has(url) && seen.add(url)).slice(0, 20);
};

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
  return (query) => distinctUrls(mini.search(query).map((result) => result.url));
}

export function siteEngine(SearchEngine, records, synonyms) {
  const engine = new SearchEngine(records, synonyms);
  return (query) => engine.search({query, hitsPerPage: 20}).hits.map((hit) => hit.url);
}

/**
 * Figures of one engine over the queries. A page counts when it is one of the
 * query's `pages`; section@1 is over the queries that name `sections`, and
 * counts when the first hit is one of them. `misses` lists the queries whose
 * first hit is not an answering page, or not an answering section.
 */
export function score(search, queries) {
  let first = 0;
  let inFive = 0;
  let reciprocal = 0;
  let empty = 0;
  let withSection = 0;
  let sectionFirst = 0;
  const misses = [];
  for (const {q, pages, sections} of queries) {
    const urls = search(q);
    if (urls.length === 0) empty += 1;
    const rank = urls.findIndex((url) => pages.includes(pagePath(url))) + 1;
    if (rank === 1) first += 1;
    if (rank >= 1 && rank <= 5) inFive += 1;
    if (rank >= 1) reciprocal += 1 / rank;
    const isSectionFirst = sections ? urls.length > 0 && sections.includes(sectionPath(urls[0])) : rank === 1;
    if (sections) withSection += 1;
    if (sections && isSectionFirst) sectionFirst += 1;
    if (rank !== 1 || !isSectionFirst) misses.push({q, rank, top: urls.slice(0, 3).map(sectionPath)});
  }
  const n = queries.length;
  return {
    successAt1: first / n,
    successAt5: inFive / n,
    mrr: reciprocal / n,
    sectionAt1: withSection ? sectionFirst / withSection : NaN,
    withSection,
    empty,
    misses,
  };
}

/**
 * The held-out queries: those marked `heldOut: true`, and of the queries that
 * say neither, every fifth (the 5th, 10th, … of the file). The others tune.
 */
export function splitQueries(queries) {
  const isHeldOut = (query, i) => query.heldOut ?? i % 5 === 4;
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
  console.log(
    `Relevance over ${queries.length} reader queries (success: a hit on any answering page; section@1: the first hit is an answering section, over the queries that name one):`,
  );
  console.log(
    `  ${'engine'.padEnd(34)} ${'split'.padEnd(15)} success@1 success@5      MRR  section@1  empty`,
  );
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
        `  ${name.padEnd(34)} ${label.padEnd(15)} ${pct(result.successAt1)}  ${pct(result.successAt5)} ${result.mrr.toFixed(3).padStart(8)} ${pct(result.sectionAt1)} (${result.withSection}) ${String(result.empty).padStart(3)}`,
      );
    }
  }
  return figures;
}
