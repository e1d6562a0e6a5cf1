// `npm run bench -- search agreement`: how far the labels themselves can be trusted. seen-10 and seen-11 (240
// queries) were labelled again by two more writers (relabelled/), each from the fact sheets and the headings
// alone, without the first labels, the pages or the engine. Prints how often one writer's first page and first
// section are among another's answers, then the engine's figures by kind against each writer's labels and
// against any of the three (a page or section one of them named). Not the sealed set; changes no file.
import {bundleEngine} from './engineBundle.mjs';
import {
  figuresByKind,
  loadQueries,
  loadRecordsFile,
  readYaml,
  relevanceTable,
  siteEngine,
} from './relevance.mjs';

const recordsFile = await loadRecordsFile();
const {SearchEngine, modalOrder} = (await bundleEngine()).module;
const {fromFacts} = await loadQueries();
const first = fromFacts
  .filter(([name]) => name === 'seen-10' || name === 'seen-11')
  .flatMap(([, queries]) => queries);
const writers = [
  ['first writer', first],
  ['writer A', await readYaml('relabelled/seen-10-11.a.yaml')],
  ['writer B', await readYaml('relabelled/seen-10-11.b.yaml')],
];
for (const [name, queries] of writers) {
  if (queries.length !== first.length || queries.some((query, i) => query.q !== first[i].q)) {
    throw new Error(`${name}'s labels are not of seen-10 and seen-11's queries, in their order`);
  }
}

const pct = (count, n) => `${((100 * count) / n).toFixed(1)}%`;
const union = (lists) => [...new Set(lists.flat())];
const anyWriter = first.map((query, i) => ({
  ...query,
  pages: union(writers.map(([, queries]) => queries[i].pages)),
  sections: union(writers.map(([, queries]) => queries[i].sections ?? [])),
}));

console.log(
  `Agreement over ${first.length} queries: the row writer's first page (section) among the column writer's answers.\n`,
);
console.log(`| first of \\ among | ${writers.map(([name]) => name).join(' | ')} |`);
console.log(`| --- | ${writers.map(() => '---').join(' | ')} |`);
for (const [rowName, rows] of writers) {
  const cells = writers.map(([, columns]) => {
    const pages = rows.filter((query, i) => columns[i].pages.includes(query.pages[0])).length;
    const named = rows.filter((query, i) => query.sections?.length && columns[i].sections?.length);
    const sections = named.filter((query) => {
      const other = columns[rows.indexOf(query)];
      return other.sections.includes(query.sections[0]);
    }).length;
    return `${pct(pages, rows.length)} / ${pct(sections, named.length)}`;
  });
  console.log(`| ${rowName} | ${cells.join(' | ')} |`);
}

const search = siteEngine(SearchEngine, recordsFile, modalOrder);
console.log("\nThe engine against each writer's labels, and against any of the three:\n");
console.log(relevanceTable(figuresByKind(search, [...writers, ['any writer', anyWriter]])));
