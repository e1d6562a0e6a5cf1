/**
 * Which page a reader means, learned from how readers ask for each page: a multinomial naive Bayes model over
 * the words of a set of readers' queries per page (src/plugins/search/reader-queries/). The engine matches the
 * query's words to the pages' words, so a question whose words a sibling page also has (tokens and NFTs, wallets
 * and entities) or that the page words otherwise lands on the sibling; the model knows which page readers mean by
 * those words, as a reader who knows the site would. It weighs only the order of the first pages (readersFirst).
 * Within the first page, the same words weigh which of its first sections comes first, from the queries readers
 * asked of each section (readersSection).
 */
import type {Rank} from './ranking';
import {packWords, unpackWords} from './format';
import type {Term} from './query';
import {stem, STOP_WORDS, tokenize} from './words';

/**
 * The model as the head stores it. Its words (stems) that are words of the index, as gaps between their numbers in
 * the head's vocabulary (`indexWords`: most are, and a number costs less than the word), then the others, sorted
 * and front-coded (`otherWords`); the model numbers its words in that order. Per page of the head, its word counts
 * as gaps between word numbers and counts, `[gap, count, gap, count, …]` (empty: no queries for the page).
 */
export type StoredPageModel = {
  indexWords: number[];
  otherWords: string;
  counts: number[][];
  /**
   * Per page, its sections' counts of the page's words (those of `counts`, in their order): a row a section, in
   * the page's order, a character a word, the count in base 62 (`0`–`9`, `A`–`Z`, `a`–`z`); a row whose largest count
   * is over 61 is scaled to fit, keeping its words' shares. Empty: no section of the page
   * keeps a word (one in MIN_SECTION_COUNT of its queries). A dense row of the page's own few words costs half of
   * pairs of numbers of all the model's words.
   */
  sectionCounts: string[];
};

/**
 * Readers' queries by what answers them: a site path (the page as a whole), or a path and a section's anchor
 * (`/services/token/token-service#mint-tokens`).
 */
export type ReaderQueries = Record<string, string[]>;

/** The page of a ReaderQueries key: its path, without a section's anchor. */
export const pageOfKey = (key: string): string => key.split('#')[0]!;

/**
 * A word must be in this many of a page's queries to be kept for it: rarer pairs are most of the model's size
 * (../../../plugins/search/README.md, rounds fourteen and fifteen, for 3 to 6).
 */
export const MIN_COUNT = 3;
/** Additive smoothing of the counts: a word the page's readers never used is unlikely, not impossible. */
const SMOOTHING = 0.5;
/** A word must be in this many of a section's queries to count for it: once is a reader's, not the section's. */
export const MIN_SECTION_COUNT = 2;
/**
 * How many words of its page's readers a section's own readers' words weigh against (the prior of its words'
 * shares): a section that few readers asked of reads mostly as its page.
 */
const SECTION_PRIOR = 32;
/** Pages, from the engine's first, among which the model may choose the first. */
export const CANDIDATE_PAGES = 5;
/**
 * How much the model's log-likelihood weighs against the engine's order (the log of a page's place): the model
 * moves a page up when readers' words point to it clearly, not for a small margin.
 */
export const MODEL_WEIGHT = 0.3;
/** Sections of the first page, from the engine's first, among which the model may choose the first. */
export const CANDIDATE_SECTIONS = 5;
/** How much a section's log-likelihood weighs against the log of its place among the page's sections. */
export const SECTION_WEIGHT = 0.5;

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/**
 * Whether the query names code: a name joined by `_` (`client_secret`), a path, a camelCase name or a number (`429`,
 * `ERC-721`). The engine meets such a name as written, where the model has only the words readers split it into.
 */
function namesCode(query: string): boolean {
  return /[_/]|[a-z][A-Z]|\d/.test(query);
}

/** The words of a query the model reads: stems of the words that are not stop words. */
function modelWords(query: string): string[] {
  return [
    ...new Set(
      tokenize(query)
        .filter((word) => !STOP_WORDS.has(word))
        .map(stem),
    ),
  ];
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

/** Gaps between sorted numbers, from 0. */
const gaps = (numbers: number[]) => numbers.map((number, i) => number - (numbers[i - 1] ?? 0));

/** How many queries of the list have each of the model's words. */
function wordCounts(queries: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const query of queries) {
    for (const word of modelWords(query)) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

/**
 * Per page, its sections' counts of the page's words (StoredPageModel's `sectionCounts`). A section's queries count
 * once, for the first section of its address (a heading without an anchor of its own shares its section's).
 */
function storedSectionCounts(
  queries: ReaderQueries,
  pagesWords: string[][],
  sectionPaths: string[][],
): string[] {
  return pagesWords.map((words, page) => {
    const paths = sectionPaths[page] ?? [];
    const rows = paths.map((path, i) => {
      const counts = paths.indexOf(path) === i ? wordCounts(queries[path] ?? []) : new Map<string, number>();
      const kept = words
        .map((word) => counts.get(word) ?? 0)
        .map((count) => (count >= MIN_SECTION_COUNT ? count : 0));
      // A row whose largest count is over a digit's is scaled down to fit: its words keep their shares.
      const scale = Math.min(1, (BASE62.length - 1) / Math.max(...kept, 1));
      return kept.map((count) => BASE62[count && Math.max(1, Math.round(count * scale))]).join('');
    });
    return /[^0]/.test(rows.join('')) ? rows.join('') : '';
  });
}

/**
 * Builds the stored model from readers' queries (by site path, or path and anchor); `pagePaths`: the head's pages,
 * in order; `vocabulary`: the head's words, sorted; `sectionPaths`: per page, its sections' paths with their anchors,
 * in order (a page's top: its path alone).
 */
export function buildPageModel(
  queries: ReaderQueries,
  pagePaths: string[],
  vocabulary: readonly string[] = [],
  sectionPaths: string[][] = [],
  minCount = MIN_COUNT,
): StoredPageModel {
  const byPage = new Map<string, string[]>();
  for (const [key, list] of Object.entries(queries)) {
    const page = pageOfKey(key);
    byPage.set(page, [...(byPage.get(page) ?? []), ...list]);
  }
  const countsByPage = pagePaths.map(
    (path) => new Map([...wordCounts(byPage.get(path) ?? [])].filter(([, count]) => count >= minCount)),
  );
  const inVocabulary = new Map(vocabulary.map((word, i) => [word, i]));
  const all = [...new Set(countsByPage.flatMap((counts) => [...counts.keys()]))];
  const indexNumbers = all.flatMap((word) => inVocabulary.get(word) ?? []).sort((a, b) => a - b);
  const otherWords = all.filter((word) => !inVocabulary.has(word)).sort();
  const words = [...indexNumbers.map((number) => vocabulary[number]!), ...otherWords];
  const numbers = new Map(words.map((word, i) => [word, i]));
  // Each page's words in the model's order, as its counts store them.
  const pagesWords = countsByPage.map((counts) =>
    [...counts.keys()].sort((a, b) => numbers.get(a)! - numbers.get(b)!),
  );
  return {
    indexWords: gaps(indexNumbers),
    otherWords: packWords(otherWords),
    counts: countsByPage.map((counts, page) => {
      const pageNumbers = pagesWords[page]!.map((word) => numbers.get(word)!);
      return gaps(pageNumbers).flatMap((gap, i) => [gap, counts.get(pagesWords[page]![i]!)!]);
    }),
    sectionCounts: storedSectionCounts(queries, pagesWords, sectionPaths),
  };
}

/** Numbers from their gaps (gaps). */
const fromGaps = (list: number[]) => {
  let sum = 0;
  return list.map((gap) => (sum += gap));
};

const total = (counts: Map<string, number>) => [...counts.values()].reduce((sum, count) => sum + count, 0);

export class PageModel {
  private readonly words: Set<string>;
  private readonly counts: Array<Map<string, number>>;
  private readonly totals: number[];
  /** By section number (the head's order), its readers' word counts and their sum; absent: no readers' queries. */
  private readonly sections = new Map<number, {counts: Map<string, number>; total: number}>();
  /** By page, its sections that have readers' words, in order. */
  private readonly pageSections = new Map<number, number[]>();

  /**
   * `vocabulary`: the head's words, which the model's first words are numbers of; `sectionsPerPage`: how many
   * sections each page of the head has.
   */
  constructor(stored: StoredPageModel, vocabulary: readonly string[], sectionsPerPage: number[]) {
    const words = [
      ...fromGaps(stored.indexWords).map((number) => vocabulary[number]!),
      ...unpackWords(stored.otherWords),
    ];
    this.words = new Set(words);
    const pagesWords = stored.counts.map((flat) =>
      fromGaps(flat.filter((_, i) => i % 2 === 0)).map((number) => words[number]!),
    );
    this.counts = stored.counts.map(
      (flat, page) => new Map(pagesWords[page]!.map((word, i) => [word, flat[2 * i + 1]!])),
    );
    this.totals = this.counts.map(total);
    let firstSection = 0;
    sectionsPerPage.forEach((sections, page) => {
      const rows = stored.sectionCounts[page] ?? '';
      const pageWords = pagesWords[page] ?? [];
      for (let row = 0; rows && row < sections; row += 1) {
        const counts = new Map<string, number>();
        pageWords.forEach((word, i) => {
          const count = BASE62.indexOf(rows[row * pageWords.length + i]!);
          if (count > 0) counts.set(word, count);
        });
        if (counts.size === 0) continue;
        this.sections.set(firstSection + row, {counts, total: total(counts)});
        if (!this.pageSections.has(page)) this.pageSections.set(page, []);
        this.pageSections.get(page)!.push(firstSection + row);
      }
      firstSection += sections;
    });
  }

  /** The page's sections that have readers' words, in order. */
  sectionsOf(page: number): number[] {
    return this.pageSections.get(page) ?? [];
  }

  /** Whether the model has readers' words for the section. */
  hasSection(section: number): boolean {
    return this.sections.has(section);
  }

  /**
   * Log-likelihood of the words (those the model knows) under the section's readers' words, their shares smoothed
   * towards the page's: (count + SECTION_PRIOR × page share) / (the section's words + SECTION_PRIOR).
   */
  sectionLogLikelihood(section: number, page: number, words: string[]): number {
    const {counts, total: sectionTotal} = this.sections.get(section) ?? {
      counts: new Map<string, number>(),
      total: 0,
    };
    let sum = 0;
    for (const word of words) {
      if (!this.words.has(word)) continue;
      const pageShare = this.share(page, word);
      sum += Math.log(((counts.get(word) ?? 0) + SECTION_PRIOR * pageShare) / (sectionTotal + SECTION_PRIOR));
    }
    return sum;
  }

  /** The smoothed share of the page's readers' words that is this word. */
  private share(page: number, word: string): number {
    const denominator = this.totals[page]! + SMOOTHING * this.words.size;
    return ((this.counts[page]!.get(word) ?? 0) + SMOOTHING) / denominator;
  }

  /** Whether the model has readers' words for the page. */
  has(page: number): boolean {
    return (this.totals[page] ?? 0) > 0;
  }

  knows(word: string): boolean {
    return this.words.has(word);
  }

  /** Log-likelihood of the words (those the model knows) under the page's readers' words. */
  logLikelihood(page: number, words: string[]): number {
    let sum = 0;
    for (const word of words) if (this.words.has(word)) sum += Math.log(this.share(page, word));
    return sum;
  }
}

/** Where records are: their page and section (numbers of the head's), and each section's first record. */
export type Layout = {
  pageOf: (index: number) => number;
  sectionOf: (index: number) => number;
  sectionStart: (section: number) => number;
};

/** The ranks with the first one that `isWanted` holds moved to the front, the rest in their order. */
function toFront(ranks: Rank[], isWanted: (index: number) => boolean): Rank[] {
  const first = ranks.findIndex(({index}) => isWanted(index));
  return first <= 0 ? ranks : [ranks[first]!, ...ranks.slice(0, first), ...ranks.slice(first + 1)];
}

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

/**
 * The ranks with the page readers most likely mean first: among the first CANDIDATE_PAGES pages of the engine's
 * order that the model has, the one with the best MODEL_WEIGHT × log-likelihood − log(place) comes first: its
 * best-ranked record moves to the front, the rest keep their order (so the page the engine put first stays among the
 * first hits of its group). Then the first page's section readers most likely mean comes first, the same way
 * (readersSection). `text`: the query as the engine reads it; `required`: its ranking terms. Nothing
 * moves for a query that names code or whose words the model does not know; no page moves when the engine's first
 * page has no readers' queries.
 */
export function readersFirst(
  ranks: Rank[],
  layout: Layout,
  model: PageModel,
  text: string,
  required: Term[],
): Rank[] {
  const {pageOf} = layout;
  // A pasted name or code is met as written; the readers' words are not the API's names.
  if (ranks.length === 0 || namesCode(text)) return ranks;
  const words = readersWords(required, model);
  if (!words.some((word) => model.knows(word))) return ranks;
  const pages = firstKeys(ranks, pageOf, CANDIDATE_PAGES);
  const best = bestOf(pages, (page, place) =>
    model.has(page) ? MODEL_WEIGHT * model.logLikelihood(page, words) - Math.log(place + 1) : -Infinity,
  );
  const pageFirst = model.has(pages[0]!) ? toFront(ranks, (index) => pageOf(index) === best) : ranks;
  return readersSection(pageFirst, layout, model, words);
}

/**
 * The ranks with the first page's section readers most likely mean first: among its first CANDIDATE_SECTIONS
 * sections in the ranks and its other sections readers asked of, the best SECTION_WEIGHT × log-likelihood −
 * log(place), when one of them has readers' queries.
 */
function readersSection(
  ranks: Rank[],
  {pageOf, sectionOf, sectionStart}: Layout,
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
  const isBest = (index: number) => sectionOf(index) === best;
  if (!ranks.some(({index}) => isBest(index))) return [{...ranks[0]!, index: sectionStart(best)}, ...ranks];
  return toFront(ranks, isBest);
}
