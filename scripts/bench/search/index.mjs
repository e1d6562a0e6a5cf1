// Search figures (the search plugin, src/plugins/search, whose bench/ folder
// holds the measurements): the shipped index's size; relevance of the site's
// engine against a MiniSearch baseline over the same records, on every query
// and on a held-out split; in Chromium, cold first results, typing to hits
// and query latency; and the index at 4x and 16x the site's records.
// BENCH_PORT (default 4180) serves the build, the next port the scale files.
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import {coldFirstResults, describe, queryLatency, typingToHits} from './browser.mjs';
import {bundleEngine} from './engineBundle.mjs';
import {startFileServer} from './fileServer.mjs';
import {
  figuresByKind,
  loadQueries,
  loadRecordsFile,
  loadSealed,
  miniSearchBaseline,
  pagesOnly,
  relevanceTable,
  score,
  SEALED_FILE,
  SEEN_FROM_FACTS,
  siteEngine,
} from './relevance.mjs';
import {printScale} from './scale.mjs';
import {fileSizes, kib, launchChromium, median, root, saveResults, serveBuild} from '../lib.mjs';

// `npm run bench -- search fit` (weights fitted by cross-validation), `… thesaurus` (WordNet verb synonyms) and
// `… rerank` (a learned re-ranker): the methods measured against the engine as it is, nothing else.
const methods = {
  fit: './fit.mjs',
  thesaurus: './thesaurus.mjs',
  rerank: './rerank.mjs',
  agreement: './agreement.mjs',
  expansion: './expansion.mjs',
};
if (methods[process.argv[2]]) {
  await import(methods[process.argv[2]]);
  process.exit();
}

const buildDir = path.join(root, 'build');
const recordsFile = await loadRecordsFile();
const {records} = recordsFile;
const indexFiles = [
  '/search-index.json',
  ...(await readdir(path.join(buildDir, 'search-index')))
    // Not the Brotli copies the build writes beside each file.
    .filter((name) => name.endsWith('.json'))
    .map((name) => `/search-index/${name}`),
];
const sizes = indexFiles.map((file) => fileSizes(buildDir, file));
const head = sizes[0];
const totalGzip = sizes.reduce((sum, size) => sum + size.gzip, 0);

const engine = await bundleEngine();
const {bench, tuned, fromFacts} = await loadQueries();
const {SearchEngine, modalOrder} = engine.module;
const ours = siteEngine(SearchEngine, recordsFile, modalOrder);
const mini = miniSearchBaseline(records);
const indexLine = `Index: ${records.length} records in ${indexFiles.length} files, ${kib(totalGzip)} gzip (head ${kib(head.gzip)}).`;
const seenTables = [
  `Seen sets written from the facts alone, by kind: ${SEEN_FROM_FACTS.map(([name, file], i) => `${name} (${fromFacts[i][1].length}, ${file})`).join(', ')}; all but tuned were sealed once and read after the engine had been judged on them too often; the site engine, hits in the modal's order:`,
  // Three sets a table, so that a table stays readable.
  relevanceTable(figuresByKind(ours, fromFacts.slice(0, 3))),
  relevanceTable(figuresByKind(ours, fromFacts.slice(3))),
  `The team's own queries (${bench.length}, queries.yaml):`,
  relevanceTable(figuresByKind(ours, [['bench', bench]])),
];

/** The seen sets' misses, with what would have answered: these may be read. */
function printMisses() {
  console.log(
    '\nSeen queries whose first hit is not an answering page or section (rank of the first answering page, 0 = none):',
  );
  for (const [name, queries] of [['bench', bench], ...fromFacts]) {
    for (const miss of score(ours, queries).misses) {
      console.log(
        `    ${name.padEnd(11)} ${miss.kind.padEnd(10)} ${miss.rank}  "${miss.q}" → ${miss.top.join(', ')}  (wanted ${miss.wanted.join(', ')})`,
      );
    }
  }
}

// `npm run bench -- search seen`: the seen sets and their misses, for tuning; the sealed set is not
// loaded, so tuning runs do not look at it, and the results file is left as it is.
if (process.argv[2] === 'seen') {
  console.log([indexLine, ...seenTables].join('\n\n'));
  printMisses();
  process.exit();
}

const sealed = await loadSealed();
// Writers working from the same facts often type the same query (a field's name, a common question): a sealed
// query a seen set has too was tuned on, so the sealed figures are also given for the queries no seen set has.
// The readers' queries the page model learns from count as seen too.
const seenTexts = new Set(
  [
    ...[bench, ...fromFacts.map(([, queries]) => queries)].flat().map(({q}) => q),
    ...Object.values(recordsFile.readerQueries ?? {}).flat(),
  ].map((q) => q.trim().toLowerCase()),
);
const unseen = sealed.filter(({q}) => !seenTexts.has(q.trim().toLowerCase()));
// The engine without the sections' readers and without any (engine/pageModel.ts), on the same records: what each adds.
const withoutSections = siteEngine(
  SearchEngine,
  {...recordsFile, readerQueries: pagesOnly(recordsFile.readerQueries)},
  modalOrder,
);
const withoutModel = siteEngine(SearchEngine, {...recordsFile, readerQueries: {}}, modalOrder);
// The sealed set's figures are aggregates by kind: no query of it, nor its hits, is ever printed.
const sealedTable = relevanceTable({
  ...figuresByKind(ours, [['sealed', sealed]]),
  'sealed, in no seen set': figuresByKind(ours, [['u', unseen]]).u,
  "sealed, without the sections' readers": figuresByKind(withoutSections, [['w', sealed]]).w,
  "sealed, in no seen set, without the sections' readers": figuresByKind(withoutSections, [['w', unseen]]).w,
  'sealed, without the page model': figuresByKind(withoutModel, [['w', sealed]]).w,
  'sealed, in no seen set, without the page model': figuresByKind(withoutModel, [['w', unseen]]).w,
  'MiniSearch sealed': figuresByKind(mini, [['s', sealed]]).s,
});
// The first set written from the facts and the newest seen one.
const [newestName, newestSet] = fromFacts.at(-1);
const baseline = relevanceTable({
  'MiniSearch tuned': figuresByKind(mini, [['t', tuned]]).t,
  [`MiniSearch ${newestName}`]: figuresByKind(mini, [['t', newestSet]]).t,
});
const relevance = [
  indexLine,
  `The sealed set (${sealed.length}, ${SEALED_FILE}), written from the facts and the headings alone and read by no one tuning the engine, by kind: the site engine, hits in the modal's order; the same over its ${unseen.length} queries that no seen set (nor the readers' queries of the page model) has word for word; the site engine without the sections' readers' queries (the page model alone) and without the page model, on all and on those; and the MiniSearch baseline:`,
  sealedTable,
  ...seenTables,
  'Baseline: MiniSearch 7 (prefix, fuzzy 0.2) over the same records:',
  baseline,
].join('\n\n');
console.log(relevance);
saveResults('search', {section: 'Relevance', markdown: relevance});
printMisses();
// `npm run bench -- search relevance`: the figures above only, no browser.
if (process.argv[2] === 'relevance') process.exit();

/** What a reader types: each query of the benchmark, and each prefix of it while typing. */
// The same typed queries as in earlier rounds, so that the figures compare.
const seen = [...bench, ...tuned];
const typed = seen.flatMap(({q}) => [...q].map((_, i) => q.slice(0, i + 1)));

const port = Number(process.env.BENCH_PORT ?? 4180);
const server = await serveBuild(port);
const fileServer = await startFileServer(port + 1);
const {browser} = await launchChromium();
try {
  const speed = [];
  const log = (line) => {
    console.log(line);
    speed.push(`- ${line}`);
  };
  const cold = await coldFirstResults(browser, `${server.url}/services/token/overview`);
  log(
    `First keystroke to first results, cold page: median ${median(cold).toFixed(0)} ms of 5 (${cold.map((t) => t.toFixed(0)).join(', ')})`,
  );
  const typing = await typingToHits(
    browser,
    `${server.url}/services/token/overview`,
    seen.filter((_, i) => i % 6 === 0).map(({q}) => q),
  );
  log(`Typing to rendered hits in the modal, ${typing.length} keystrokes: ${describe(typing)}`);
  const latency = await queryLatency(browser, server.url, engine.source, typed);
  log(
    `Query latency over ${typed.length} typed queries (every prefix of the benchmark's queries): ${describe(latency)}`,
  );
  saveResults('search', {section: 'Speed', markdown: speed.join('\n')});
  const scale = await printScale({browser, server: fileServer, engine, ...recordsFile});
  saveResults('search', {section: 'Scale', markdown: `\`\`\`text\n${scale.join('\n')}\n\`\`\``});
} finally {
  await browser.close();
  await fileServer.stop();
  server.stop();
}
