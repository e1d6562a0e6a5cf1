/**
 * How the page model (./pageModel.ts) weighs in the engine's order. It moves the page readers most likely mean
 * to the front among the engine's first pages, or the page they most likely mean of all pages when the model
 * prefers it clearly (readersFirst); then within the first page the section they most likely mean
 * (readersSection); and the page they most likely mean of all gets the second place when it is not first
 * (readersSecond).
 */
import type {PageModel} from './pageModel';
import type {Term} from './query';
import type {Rank} from './ranking';
import {stem} from './words';

/** Pages, from the engine's first, among which the model may choose the first. */
export const CANDIDATE_PAGES = 5;
/**
 * How much the model's log-likelihood weighs against the engine's order (the log of a page's place): the model
 * moves a page up when readers' words point to it clearly, not for a small margin.
 */
export const MODEL_WEIGHT = 0.3;
/**
 * How much more likely, in the same units (MODEL_WEIGHT × log-likelihood), the page readers most likely mean of all
 * must be than the page chosen among the engine's first to come first, wherever the engine put it or left it out.
 * Chosen by leaving each seen set out in turn, among margins of 0 to 1.5 (../../../plugins/search/README.md,
 * round sixteen).
 */
export const MODEL_MARGIN = 0.75;
/** Sections of the first page, from the engine's first, among which the model may choose the first. */
export const CANDIDATE_SECTIONS = 5;
/** How much a section's log-likelihood weighs against the log of its place among the page's sections. */
export const SECTION_WEIGHT = 0.5;

/**
 * Whether the query names code: a name joined by `_` (`client_secret`), a path, a camelCase name or a number (`429`,
 * `ERC-721`). The engine meets such a name as written, where the model has only the words readers split it into.
 */
function namesCode(query: string): boolean {
  return /[_/]|[a-z][A-Z]|\d/.test(query);
}

/**
 * The query's words as the model reads them: each ranking word's stem, or for a word the model does not know and the
 * index has in no form, the stem of the word the engine corrects it to (`tokn`: token). A word the index has as
 * written is the reader's own, even when a word one typo away is one the model knows (`feed`, not `fees`).
 */
function readersWords(required: Term[], model: PageModel): string[] {
  const words = required.flatMap(({queryWords, corrected}) =>
    queryWords.map((word, i) => {
      const correction = model.knows(stem(word)) ? undefined : corrected[i];
      return stem(correction && model.knows(stem(correction)) ? correction : word);
    }),
  );
  return [...new Set(words)];
}

/**
 * Where records are: their page and section (numbers of the head's), and each section's first record; and whether
 * the query's facet filters let a record in (a record the model brings, which no query word met, must pass them).
 */
export type Layout = {
  pageOf: (index: number) => number;
  sectionOf: (index: number) => number;
  sectionStart: (section: number) => number;
  isAllowed: (index: number) => boolean;
};

/** The first `limit` distinct values of `keyOf` over the ranks that `isWanted` holds, in order. */
function firstKeys(
  ranks: Rank[],
  keyOf: (index: number) => number,
  limit: number,
  isWanted = (_: number) => true,
) {
  const keys: number[] = [];
  for (const {index} of ranks) {
    if (!isWanted(index)) continue;
    const key = keyOf(index);
    if (!keys.includes(key)) keys.push(key);
    if (keys.length === limit) break;
  }
  return keys;
}

/** The key with the best score (`score(key, place)`), the first on a tie. */
function bestOf(keys: number[], score: (key: number, place: number) => number): number {
  let best = keys[0]!;
  let bestScore = -Infinity;
  keys.forEach((key, place) => {
    const value = score(key, place);
    if (value > bestScore) [best, bestScore] = [key, value];
  });
  return best;
}

/** The page readers most likely mean of all pages with readers' queries (the first on a tie). */
const likeliestPage = (model: PageModel, words: string[]) =>
  bestOf(model.pages, (page) => model.logLikelihood(page, words));

/** The page's section readers most likely mean, or its top when no section of it has readers' words. */
function likeliestSection(model: PageModel, page: number, words: string[]): number {
  const sections = model.sectionsOf(page);
  if (sections.length === 0) return model.firstSectionOf(page);
  return bestOf(sections, (section) => model.sectionLogLikelihood(section, page, words));
}

/**
 * The ranks with the page readers most likely mean first: among the first CANDIDATE_PAGES pages of the engine's
 * order that the model has, the one with the best MODEL_WEIGHT × log-likelihood − log(place) comes first: its
 * best-ranked record moves to the front, the rest keep their order (so the page the engine put first stays among the
 * first hits of its group). The page readers most likely mean of all pages comes first instead when the model
 * prefers it to that one by MODEL_MARGIN, wherever the engine put it. Then the first page's section readers most
 * likely mean comes first, the same way (readersSection), and the page they most likely mean of all, when not
 * first, second (readersSecond). `text`: the query as the engine reads it; `required`: its ranking terms. Nothing
 * moves for a query whose words the model does not know; for a query that names code, only the second place is the
 * model's; the first page stays first when the engine's first page has no readers' queries.
 */
export function readersFirst(
  ranks: Rank[],
  layout: Layout,
  model: PageModel,
  text: string,
  required: Term[],
): Rank[] {
  const {pageOf} = layout;
  if (ranks.length === 0) return ranks;
  const words = readersWords(required, model);
  if (!words.some((word) => model.knows(word))) return ranks;
  const likeliest = likeliestPage(model, words);
  // A pasted name or code is met as written; the readers' words are not the API's names, but may name its page.
  if (namesCode(text)) return readersSecond(ranks, layout, model, words, likeliest);
  const pages = firstKeys(ranks, pageOf, CANDIDATE_PAGES);
  const moves = model.has(pages[0]!);
  const best = moves
    ? bestOf(pages, (page, place) =>
        model.has(page) ? MODEL_WEIGHT * model.logLikelihood(page, words) - Math.log(place + 1) : -Infinity,
      )
    : pages[0]!;
  // Evidence that clear outweighs any place in the engine's order, or the engine's not finding the page at all.
  const clearly =
    moves &&
    MODEL_WEIGHT * (model.logLikelihood(likeliest, words) - model.logLikelihood(best, words)) >= MODEL_MARGIN;
  // The chosen page is among the ranks: its record is there.
  const leader =
    (clearly && pageRecord(ranks, likeliest, layout, model, words)) ||
    pageRecord(ranks, best, layout, model, words)!;
  const pageFirst = withRankAt(ranks, leader, 0);
  return readersSecond(readersSection(pageFirst, layout, model, words), layout, model, words, likeliest);
}

/**
 * The first of the ranks that `isWanted` holds; where none does, a rank for the record `standIn` (one the query's
 * words did not bring among the ranks, which are the records ranked in full), when the query's facet filters let it
 * in; else null.
 */
function rankFor(
  ranks: Rank[],
  isWanted: (index: number) => boolean,
  standIn: () => number,
  isAllowed: (index: number) => boolean,
): Rank | null {
  const ranked = ranks.find(({index}) => isWanted(index));
  if (ranked) return ranked;
  const index = standIn();
  return isAllowed(index) ? {...ranks[0]!, index} : null;
}

/** The page's best-ranked record, or its section readers most likely mean (rankFor). */
function pageRecord(
  ranks: Rank[],
  page: number,
  {pageOf, sectionStart, isAllowed}: Layout,
  model: PageModel,
  words: string[],
): Rank | null {
  const standIn = () => sectionStart(likeliestSection(model, page, words));
  return rankFor(ranks, (index) => pageOf(index) === page, standIn, isAllowed);
}

/** The ranks with the rank (one of them, or a new one) at `place`, the rest in their order. */
function withRankAt(ranks: Rank[], rank: Rank, place: number): Rank[] {
  const rest = ranks.filter((other) => other !== rank);
  return [...rest.slice(0, place), rank, ...rest.slice(place)];
}

/**
 * The ranks with the first page's section readers most likely mean first: among its first CANDIDATE_SECTIONS
 * sections in the ranks and its other sections readers asked of, the best SECTION_WEIGHT × log-likelihood −
 * log(place), when one of them has readers' queries.
 */
function readersSection(
  ranks: Rank[],
  {pageOf, sectionOf, sectionStart, isAllowed}: Layout,
  model: PageModel,
  words: string[],
): Rank[] {
  const page = pageOf(ranks[0]!.index);
  const inRanks = firstKeys(ranks, sectionOf, CANDIDATE_SECTIONS, (index) => pageOf(index) === page);
  // The page's other sections readers asked of, as if next in the ranks: readers' words find a section that the
  // query's words do not (`pause` a webhook, where the page sets its status).
  const sections = [...inRanks, ...model.sectionsOf(page).filter((section) => !inRanks.includes(section))];
  if (!sections.some((section) => model.hasSection(section))) return ranks;
  // A section no reader asked of has no words of its own to win by; it stays where the engine put it.
  const best = bestOf(sections, (section, place) =>
    place === 0 || model.hasSection(section)
      ? SECTION_WEIGHT * model.sectionLogLikelihood(section, page, words) -
        Math.log(Math.min(place, inRanks.length) + 1)
      : -Infinity,
  );
  // A section with no record in the ranks leads with its heading; only the ranks' order matters from here.
  const record = rankFor(
    ranks,
    (index) => sectionOf(index) === best,
    () => sectionStart(best),
    isAllowed,
  );
  return record ? withRankAt(ranks, record, 0) : ranks;
}

/**
 * The ranks with the page readers most likely mean, of all pages, second, when it is not first: its best-ranked
 * record, or where none of it is among the ranks, its section readers most likely mean (pageRecord). The first hit
 * stays first; the second place, which DocSearch's modal always shows, goes to the model's reading, so that a
 * page whose words are not the reader's is one look away (the reader's `send` where the page says `transfer`).
 */
function readersSecond(
  ranks: Rank[],
  layout: Layout,
  model: PageModel,
  words: string[],
  likeliest: number,
): Rank[] {
  const first = layout.pageOf(ranks[0]!.index);
  if (model.logLikelihood(likeliest, words) <= model.logLikelihood(first, words)) return ranks;
  const second = pageRecord(ranks, likeliest, layout, model, words);
  return second ? withRankAt(ranks, second, 1) : ranks;
}
