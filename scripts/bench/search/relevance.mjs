// Relevance: the benchmark's queries against the site's engine and, over the
// same records in the same run, an untuned MiniSearch (prefix and fuzzy search
// on, no boosts) as the baseline. The sets (see README.md): the seen ones, whose
// misses are printed — `bench` (the team's own queries.yaml), `tuned`
// (tuned.yaml, written from the facts by someone who had not read the pages),
// `seen-sealed`, `tuned-2` and `seen-3` to `seen-14` (sets written the same way,
// once sealed, read after the engine had been judged on them too often) — and
// `sealed` (SEALED_FILE below, written the same way and read by no one tuning
// the engine).
// Figures are printed by kind of query; of the sealed set only those
// aggregates, never a query or its hits.
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import MiniSearch from 'minisearch';
import {parse} from 'yaml';

const FIELDS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

/**
 * Sections that moved after the queries were labelled, old label to new. The query writers were told the
 * quickstart would be a section of Calling the APIs; it became a section of the introduction. Applied to
 * every set alike, sealed included, without reading a query.
 */
const MOVED_SECTIONS = new Map([['/general/calling_apis#quickstart', '/#quickstart']]);

/** A query's labels with moved sections followed, and each section's page among its pages. */
function followMoves(query) {
  if (!query.sections?.some((section) => MOVED_SECTIONS.has(section))) return query;
  const sections = query.sections.map((section) => MOVED_SECTIONS.get(section) ?? section);
  const pages = [...new Set([...query.pages, ...sections.map((section) => section.split('#')[0] || '/')])];
  return {...query, pages, sections};
}

// YAML reads 429 as a number; a query is text.
const asQueries = (list) => list.map((query) => followMoves({...query, q: String(query.q)}));

/** A query set of this folder (`name`: its file), moved sections followed. */
export async function readYaml(name, {gzip = false} = {}) {
  const bytes = await readFile(path.join(import.meta.dirname, name));
  return asQueries(parse(gzip ? gunzipSync(bytes).toString('utf8') : bytes.toString('utf8')));
}

/**
 * The seen sets written from the facts, by name and file: the tuned half of the first set, that set's other
 * half (sealed until it had been looked at too often), then the second to the fourteenth sets (likewise).
 */
export const SEEN_FROM_FACTS = [
  ['tuned', 'tuned.yaml'],
  ['seen-sealed', 'seen-sealed.yaml'],
  ['tuned-2', 'tuned-2.yaml'],
  ['seen-3', 'seen-3.yaml'],
  ['seen-4', 'seen-4.yaml'],
  ['seen-5', 'seen-5.yaml'],
  ['seen-6', 'seen-6.yaml'],
  ['seen-7', 'seen-7.yaml'],
  ['seen-8', 'seen-8.yaml'],
  ['seen-9', 'seen-9.yaml'],
  ['seen-10', 'seen-10.yaml'],
  ['seen-11', 'seen-11.yaml'],
  ['seen-12', 'seen-12.yaml'],
  ['seen-13', 'seen-13.yaml'],
  ['seen-14', 'seen-14.yaml'],
];

/**
 * The seen sets: the team's own queries (`bench`), the tuned half of the first set written from the facts
 * (`tuned`, which the weights are fitted on with `bench`), and every seen set written from the facts
 * (`fromFacts`, `[name, queries]` pairs in the order of SEEN_FROM_FACTS).
 */
export async function loadQueries() {
  const fromFacts = [];
  for (const [name, file] of SEEN_FROM_FACTS) fromFacts.push([name, await readYaml(file)]);
  return {bench: await readYaml('queries.yaml'), tuned: fromFacts[0][1], fromFacts};
}

/** The sealed set's file: its name is printed, its queries never are. */
export const SEALED_FILE = 'sealed-15.yaml.gz';

/**
 * The sealed set: parsed in memory only, so that only aggregates leave this module
 * (README.md, "How the sealed set is kept sealed").
 */
export const loadSealed = () => readYaml(SEALED_FILE, {gzip: true});

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

/**
 * Readers' queries with those of sections counted for their pages alone: the page model without the sections'. Each
 * page's go under an empty anchor, which no section has, so that none goes to the page's top either.
 */
export const pagesOnly = (readerQueries = {}) => {
  const byPage = {};
  for (const [key, queries] of Object.entries(readerQueries)) {
    const page = `${key.split('#')[0]}#`;
    byPage[page] = [...(byPage[page] ?? []), ...queries];
  }
  return byPage;
};

/** The last build's records file (records, synonyms, operations, readers' queries), as its index was built from it. */
export const loadRecordsFile = async () =>
  JSON.parse(await readFile(path.join(import.meta.dirname, '../../../build/search-records.json'), 'utf8'));

/**
 * The site's engine over a records file's contents (records, synonyms, operations, readers' queries), its hits in
 * the order the modal lists them (`order`: the shared grouping).
 */
export function siteEngine(
  SearchEngine,
  {records, synonyms, operations, readerQueries},
  order = (hits) => hits,
) {
  const engine = new SearchEngine(records, synonyms, operations, readerQueries);
  return (query) => order(engine.search({query, hitsPerPage: 20}).hits).map((hit) => hit.url);
}

/** Where a query's answers are: `pages` (site paths) and, where a section answers, `sections` (path#anchor). */
function judge(urls, {pages, sections}) {
  const rank = urls.findIndex((url) => pages.includes(pagePath(url))) + 1;
  // A query whose writer named no section (an empty list: the page as a whole answers) is not counted in section@1.
  const sectionFirst = sections?.length ? urls.length > 0 && sections.includes(sectionPath(urls[0])) : null;
  return {rank, sectionFirst};
}

/**
 * Figures of one engine over queries: success@1 and @5 (a hit on an answering
 * page), MRR, section@1 (over the queries that name sections: the first hit is
 * one of them) and empty answers. `misses` lists the queries whose first hit is
 * not an answering page or section; callers print it for seen sets only.
 */
export function score(search, queries) {
  const totals = {first: 0, inFive: 0, reciprocal: 0, empty: 0, withSection: 0, sectionFirst: 0};
  const misses = [];
  for (const query of queries) {
    const urls = search(query.q);
    const {rank, sectionFirst} = judge(urls, query);
    if (urls.length === 0) totals.empty += 1;
    if (rank === 1) totals.first += 1;
    if (rank >= 1 && rank <= 5) totals.inFive += 1;
    if (rank >= 1) totals.reciprocal += 1 / rank;
    if (sectionFirst !== null) totals.withSection += 1;
    if (sectionFirst) totals.sectionFirst += 1;
    if (rank !== 1 || sectionFirst === false) {
      misses.push({
        q: query.q,
        kind: query.kind,
        rank,
        top: urls.slice(0, 3).map(sectionPath),
        wanted: query.sections ?? query.pages,
      });
    }
  }
  const n = queries.length;
  return {
    n,
    successAt1: n ? totals.first / n : NaN,
    successAt5: n ? totals.inFive / n : NaN,
    mrr: n ? totals.reciprocal / n : NaN,
    sectionAt1: totals.withSection ? totals.sectionFirst / totals.withSection : NaN,
    withSection: totals.withSection,
    empty: totals.empty,
    misses,
  };
}

/** The kinds of a set, in order of first appearance, after 'all'. */
const kindsOf = (sets) => ['all', ...new Set(sets.flatMap((queries) => queries.map((query) => query.kind)))];

/**
 * Figures by kind for each named set: {set: {kind: figures without misses}}.
 * `sets`: [name, queries] pairs.
 */
export function figuresByKind(search, sets) {
  const kinds = kindsOf(sets.map(([, queries]) => queries));
  const figures = {};
  for (const [name, queries] of sets) {
    figures[name] = {};
    for (const kind of kinds) {
      const subset = kind === 'all' ? queries : queries.filter((query) => query.kind === kind);
      if (subset.length === 0) continue;
      const {misses: _misses, ...aggregate} = score(search, subset);
      figures[name][kind] = aggregate;
    }
  }
  return figures;
}

const pct = (value) => (Number.isNaN(value) ? '–' : `${(value * 100).toFixed(1)}%`);

/** A Markdown table of figures by kind, the sets side by side. */
export function relevanceTable(figures) {
  const sets = Object.keys(figures);
  const kinds = kindsOf(sets.map((set) => Object.keys(figures[set]).map((kind) => ({kind}))));
  const columns = ['n', 'success@1', 'success@5', 'MRR', 'section@1 (n)', 'empty'];
  const lines = [
    `| kind | ${sets.flatMap((set) => columns.map((column) => `${set} ${column}`)).join(' | ')} |`,
    `| --- | ${sets.flatMap(() => columns.map(() => '---')).join(' | ')} |`,
  ];
  for (const kind of kinds.filter((k) => k !== 'all').concat('all')) {
    const cells = sets.flatMap((set) => {
      const f = figures[set][kind];
      if (!f) return columns.map(() => '');
      return [
        f.n,
        pct(f.successAt1),
        pct(f.successAt5),
        f.mrr.toFixed(3),
        `${pct(f.sectionAt1)} (${f.withSection})`,
        f.empty,
      ];
    });
    lines.push(`| ${kind} | ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
