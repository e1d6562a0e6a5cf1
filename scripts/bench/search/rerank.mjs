// `npm run bench -- search rerank`: a learned re-ranker over the engine's own candidates, measured against the
// engine as it is. Two choices are learned, each from features of the hits the engine returns (where the query's
// words were met: title, service name, headings, text, as the hits' highlights say; the engine's own rank; the
// kind of page or section; whether the query asks what holds or about cost, as the engine reads it):
// - which page comes first, among the first five distinct pages (scored: the first is an answering page);
// - which section stands for the first page, among that page's hits, when the page is right (scored: the first is
//   a labelled section).
// The model is a linear score with a softmax over each query's candidates (listwise logistic regression), fitted
// by gradient descent with a little L2. It is judged by leaving one seen set written from the facts out (fit on the
// others, score the one left out), then fitted on all of them and scored on the team's own queries. Not the sealed
// set; changes no file. Why it is not in the engine: the search README's "How to change it".
import {bundleEngine} from './engineBundle.mjs';
import {loadQueries, loadRecordsFile, pagePath, sectionPath} from './relevance.mjs';

const {SearchEngine, modalOrder, tokenize, STOP_WORDS, asksAboutCost, asksWhatHolds, ENDPOINT_LINE} = (
  await bundleEngine()
).module;
const file = await loadRecordsFile();
const engine = new SearchEngine(file.records, file.synonyms, file.operations, file.readerQueries);

const SECTION_LEVELS = ['lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
const operationSections = new Set(
  file.records.filter((record) => ENDPOINT_LINE.test(record.content ?? '')).map((record) => record.url),
);

/** The query's words a field of a hit meets (its highlight's matchedWords, synonyms and glosses included). */
const met = (field) => field?.matchedWords ?? [];
const headingsOf = (hit) => SECTION_LEVELS.map((level) => hit._highlightResult?.hierarchy?.[level]);
const allFields = (hit) => [
  ...Object.values(hit._highlightResult?.hierarchy ?? {}),
  hit._highlightResult?.content,
];

function pageFeatures(pageHits, rank, query) {
  const [first] = pageHits;
  const share = (words) => new Set(words).size / query.words;
  const pagePathOf = pagePath(first.url);
  const pricing = pagePathOf.endsWith('/pricing') ? 1 : 0;
  const overview = pagePathOf.endsWith('/overview') || pagePathOf === '/' ? 1 : 0;
  return [
    rank === 0 ? 1 : 0,
    1 / (1 + rank),
    share(met(first._highlightResult?.hierarchy?.lvl1)),
    share(met(first._highlightResult?.hierarchy?.lvl0)),
    share(allFields(first).flatMap(met)),
    share(pageHits.flatMap((hit) => allFields(hit).flatMap(met))),
    Math.min(pageHits.length, 10) / 10,
    pricing,
    overview,
    query.question * overview,
    query.cost * pricing,
    (1 - query.cost) * pricing,
  ];
}

function sectionFeatures(hit, rank, query) {
  const share = (words) => new Set(words).size / query.words;
  const own = hit.type.startsWith('lvl')
    ? hit.type
    : SECTION_LEVELS.findLast((level) => hit.hierarchy[level]);
  const operation = operationSections.has(hit.url) ? 1 : 0;
  const whole = hit.anchor ? 0 : 1;
  return [
    rank === 0 ? 1 : 0,
    1 / (1 + rank),
    share(met(hit._highlightResult?.hierarchy?.[own])),
    share(headingsOf(hit).flatMap(met)),
    share(met(hit._highlightResult?.content)),
    whole,
    operation,
    query.question * operation,
    query.question * whole,
    own && own > 'lvl2' ? 1 : 0,
    (hit.hierarchy[own] ?? '').split(/\s+/).length / 10,
  ];
}

/** Per query: the page candidates and, when the first page answers, the section candidates. */
function candidates(query) {
  const hits = modalOrder(engine.search({query: query.q, hitsPerPage: 20}).hits);
  const words = tokenize(query.q);
  // The engine's own readings of the query: a question that asks what holds (./framing.ts), and about cost.
  const about = {
    words: Math.max(1, words.filter((word) => !STOP_WORDS.has(word)).length),
    question: asksWhatHolds(query.q, false) ? 1 : 0,
    cost: asksAboutCost(words) ? 1 : 0,
  };
  const pages = [];
  for (const hit of hits) {
    const page = pagePath(hit.url);
    const entry = pages.find((candidate) => candidate.page === page) ?? {page, hits: []};
    if (entry.hits.length === 0) pages.push(entry);
    entry.hits.push(hit);
  }
  const page = pages.slice(0, 5).map((entry, rank) => ({
    features: pageFeatures(entry.hits, rank, about),
    answers: query.pages.includes(entry.page),
  }));
  const firstPage = pages[0];
  const section =
    query.sections?.length && firstPage && query.pages.includes(firstPage.page)
      ? firstPage.hits.map((hit, rank) => ({
          features: sectionFeatures(hit, rank, about),
          answers: query.sections.includes(sectionPath(hit.url)),
        }))
      : null;
  return {page, section};
}

const scoreOf = (weights, features) => features.reduce((sum, value, i) => sum + value * weights[i], 0);

/** Listwise logistic regression: the softmax over a query's candidates puts its mass on the answering ones. */
function fit(lists, {l2 = 0.001, steps = 1500, rate = 1} = {}) {
  const usable = lists.filter((list) => list.some((candidate) => candidate.answers));
  const weights = new Array(usable[0][0].features.length).fill(0);
  for (let step = 0; step < steps; step += 1) {
    const gradient = weights.map(() => 0);
    for (const list of usable) {
      const scores = list.map((candidate) => scoreOf(weights, candidate.features));
      const top = Math.max(...scores);
      const mass = scores.map((score) => Math.exp(score - top));
      const all = mass.reduce((sum, value) => sum + value, 0);
      const answering = list.reduce((sum, candidate, i) => sum + (candidate.answers ? mass[i] : 0), 0);
      list.forEach((candidate, i) => {
        const coefficient = mass[i] / all - (candidate.answers ? mass[i] / answering : 0);
        candidate.features.forEach((value, j) => (gradient[j] += coefficient * value));
      });
    }
    weights.forEach((weight, j) => (weights[j] -= rate * (gradient[j] / usable.length + l2 * weight)));
  }
  return weights;
}

/** How many lists have an answering candidate first: the engine's order, or the model's best. */
function firstRight(lists, weights) {
  return lists.filter((list) => {
    if (!weights) return list[0]?.answers;
    let best = 0;
    list.forEach((candidate, i) => {
      if (scoreOf(weights, candidate.features) > scoreOf(weights, list[best].features)) best = i;
    });
    return list[best]?.answers;
  }).length;
}

const {bench, fromFacts} = await loadQueries();
const bySet = fromFacts.map(([name, queries]) => [name, queries.map(candidates)]);
const team = bench.map(candidates);
for (const level of ['page', 'section']) {
  const lists = (sets) => sets.flatMap(([, items]) => items.map((item) => item[level]).filter(Boolean));
  console.log(
    `\n${level === 'page' ? 'The first page' : "The first page's section, when the page answers"}:`,
  );
  console.log('| held out | n | engine first right | model first right |\n| --- | --- | --- | --- |');
  const total = {n: 0, engine: 0, model: 0};
  for (const [name] of bySet) {
    const heldOut = lists(bySet.filter(([other]) => other === name));
    const weights = fit(lists(bySet.filter(([other]) => other !== name)));
    const [engineRight, modelRight] = [firstRight(heldOut), firstRight(heldOut, weights)];
    total.n += heldOut.length;
    total.engine += engineRight;
    total.model += modelRight;
    console.log(`| ${name} | ${heldOut.length} | ${engineRight} | ${modelRight} |`);
  }
  console.log(`| all held out | ${total.n} | ${total.engine} | ${total.model} |`);
  const teamLists = team.map((item) => item[level]).filter(Boolean);
  const weights = fit(lists(bySet));
  console.log(
    `| the team's own (fitted on all the sets above) | ${teamLists.length} | ${firstRight(teamLists)} | ${firstRight(teamLists, weights)} |`,
  );
}
