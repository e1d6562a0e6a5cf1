// `npm run bench -- search expansion`: the labelled queries as a search log. A site with readers learns from what
// they typed and where they landed; here the seen sets written from the facts stand in for that log. From the
// queries of all sets but one, a page learns the words readers used for it that it lacks (a word used in at least
// two of its queries and for it in at least half of its uses), added to its keywords (the title record's
// `pageKeywords`, as the front matter's are); the set left out is scored against the engine as it is. Two word
// lists: every such word, and without a typo of a word the pages have (the engine meets those already) or a word
// used for more than two pages (a question's framing). Then the team's own queries, with words learned from every
// set. Not the sealed set; changes no file.
import {bundleEngine} from './engineBundle.mjs';
import {figuresByKind, loadQueries, loadRecordsFile, pagePath, siteEngine} from './relevance.mjs';

const recordsFile = await loadRecordsFile();
const {records} = recordsFile;
const {module} = await bundleEngine();
const {SearchEngine, modalOrder, tokenize, stem, STOP_WORDS, allowedTypos, typoDistance} = module;
const {bench, fromFacts} = await loadQueries();

/** The stems each page has, in any field of any record. */
const pageStems = new Map();
const siteWords = new Set();
for (const record of records) {
  const text = [...Object.values(record.hierarchy), record.content, record.pageKeywords]
    .filter(Boolean)
    .join(' ');
  const stems = pageStems.get(pagePath(record.url)) ?? new Set();
  for (const word of tokenize(text)) {
    stems.add(stem(word));
    siteWords.add(word);
  }
  pageStems.set(pagePath(record.url), stems);
}
const siteStems = new Set([...pageStems.values()].flatMap((stems) => [...stems]));
const isTypoOfSiteWord = (word) =>
  [...siteWords].some((other) => typoDistance(word, other, allowedTypos(word)) <= allowedTypos(word));

/** Words by page, learned from `sets` (`filtered`: no typos of the site's words, none used for over two pages). */
function learn(sets, filtered) {
  const uses = new Map();
  for (const query of sets.flatMap(([, queries]) => queries)) {
    const words = tokenize(query.q).filter(
      (word) => !STOP_WORDS.has(word) && word.length > 2 && !/\d/.test(word),
    );
    for (const word of new Set(words)) {
      const entry = uses.get(stem(word)) ?? {word, count: 0, pages: new Map()};
      entry.count += 1;
      entry.pages.set(query.pages[0], (entry.pages.get(query.pages[0]) ?? 0) + 1);
      uses.set(stem(word), entry);
    }
  }
  const learned = new Map();
  for (const [wordStem, {word, count, pages}] of uses) {
    const siteWord = siteStems.has(wordStem);
    if (filtered && (pages.size > 2 || (!siteWord && isTypoOfSiteWord(word)))) continue;
    for (const [page, forPage] of pages) {
      if (forPage >= 2 && forPage / count >= 0.5 && !pageStems.get(page)?.has(wordStem)) {
        learned.set(page, [...(learned.get(page) ?? []), word]);
      }
    }
  }
  return learned;
}

const withKeywords = (learned) =>
  records.map((record) => {
    const words = record.type === 'lvl1' && !record.content && learned.get(pagePath(record.url));
    if (!words) return record;
    return {...record, pageKeywords: [record.pageKeywords, ...words].filter(Boolean).join(', ')};
  });
const engineWith = (recordList) =>
  siteEngine(SearchEngine, {...recordsFile, records: recordList}, modalOrder);
const figures = (search, name, queries) => figuresByKind(search, [[name, queries]])[name].all;
const line = ({successAt1, successAt5, sectionAt1}) =>
  [successAt1, successAt5, sectionAt1].map((value) => (100 * value).toFixed(1)).join(' / ');

const asIs = engineWith(records);
for (const filtered of [false, true]) {
  console.log(
    `\n${filtered ? 'Filtered words' : 'Every word'}, each set left out in turn (success@1 / success@5 / section@1):\n`,
  );
  console.log('| set left out | the engine as it is | with the learned words | words learned |');
  console.log('| --- | --- | --- | --- |');
  const sum = {asIs: [0, 0, 0, 0, 0], learned: [0, 0, 0, 0, 0]};
  for (const [name, queries] of fromFacts) {
    const learned = learn(
      fromFacts.filter(([other]) => other !== name),
      filtered,
    );
    const before = figures(asIs, name, queries);
    const after = figures(engineWith(withKeywords(learned)), name, queries);
    for (const [total, f] of [
      [sum.asIs, before],
      [sum.learned, after],
    ]) {
      total[0] += f.n;
      total[1] += f.successAt1 * f.n;
      total[2] += f.successAt5 * f.n;
      total[3] += f.sectionAt1 * f.withSection;
      total[4] += f.withSection;
    }
    console.log(`| ${name} | ${line(before)} | ${line(after)} | ${[...learned.values()].flat().length} |`);
  }
  const pooled = ([n, first, five, section, withSection]) =>
    line({successAt1: first / n, successAt5: five / n, sectionAt1: section / withSection});
  console.log(`| all, held out | ${pooled(sum.asIs)} | ${pooled(sum.learned)} | |`);
  const learned = learn(fromFacts, filtered);
  console.log(
    `\nThe team's own (${bench.length}), words learned from every set: ${line(figures(asIs, 'bench', bench))} as it is, ` +
      `${line(figures(engineWith(withKeywords(learned)), 'bench', bench))} with them. Learned from every set: ` +
      [...learned].map(([page, words]) => `${page}: ${words.join(', ')}`).join('; '),
  );
}
