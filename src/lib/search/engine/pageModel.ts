/**
 * Which page a reader means, learned from how readers ask for each page: a multinomial naive Bayes model over
 * the words of a set of readers' queries per page (src/plugins/search/reader-queries/). The engine matches the
 * query's words to the pages' words, so a question whose words a sibling page also has (tokens and NFTs, wallets
 * and entities) or that the page words otherwise lands on the sibling; the model knows which page readers mean by
 * those words, as a reader who knows the site would. It weighs only the order of the first pages (readersFirst).
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
export type StoredPageModel = {indexWords: number[]; otherWords: string; counts: number[][]};

/** Site path → readers' queries for that page. */
export type ReaderQueries = Record<string, string[]>;

/**
 * A word must be in this many of a page's queries to be kept for it: rarer pairs are most of the model's size,
 * and 4 keeps it within the index's budget (../../../plugins/search/README.md, round fourteen, for 3 to 6).
 */
export const MIN_COUNT = 4;
/** Additive smoothing of the counts: a word the page's readers never used is unlikely, not impossible. */
const SMOOTHING = 0.5;
/** Pages, from the engine's first, among which the model may choose the first. */
export const CANDIDATE_PAGES = 5;
/**
 * How much the model's log-likelihood weighs against the engine's order (the log of a page's place): the model
 * moves a page up when readers' words point to it clearly, not for a small margin.
 */
export const MODEL_WEIGHT = 0.3;

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

/**
 * Builds the stored model from readers' queries by site path; `pagePaths`: the head's pages, in order;
 * `vocabulary`: the head's words, sorted.
 */
export function buildPageModel(
  queries: ReaderQueries,
  pagePaths: string[],
  vocabulary: readonly string[] = [],
  minCount = MIN_COUNT,
): StoredPageModel {
  const countsByPage = pagePaths.map((path) => {
    const counts = new Map<string, number>();
    for (const query of queries[path] ?? []) {
      for (const word of modelWords(query)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    return new Map([...counts].filter(([, count]) => count >= minCount));
  });
  const inVocabulary = new Map(vocabulary.map((word, i) => [word, i]));
  const all = [...new Set(countsByPage.flatMap((counts) => [...counts.keys()]))];
  const indexNumbers = all.flatMap((word) => inVocabulary.get(word) ?? []).sort((a, b) => a - b);
  const otherWords = all.filter((word) => !inVocabulary.has(word)).sort();
  const words = [...indexNumbers.map((number) => vocabulary[number]!), ...otherWords];
  const numbers = new Map(words.map((word, i) => [word, i]));
  return {
    indexWords: gaps(indexNumbers),
    otherWords: packWords(otherWords),
    counts: countsByPage.map((counts) => {
      const pairs = [...counts]
        .map(([word, count]) => [numbers.get(word)!, count])
        .sort((a, b) => a[0]! - b[0]!);
      return gaps(pairs.map(([number]) => number!)).flatMap((gap, i) => [gap, pairs[i]![1]!]);
    }),
  };
}

/** Numbers from their gaps (gaps). */
const fromGaps = (list: number[]) => {
  let sum = 0;
  return list.map((gap) => (sum += gap));
};

export class PageModel {
  private readonly words: Set<string>;
  private readonly counts: Array<Map<string, number>>;
  private readonly totals: number[];

  /** `vocabulary`: the head's words, which the model's first words are numbers of. */
  constructor(stored: StoredPageModel, vocabulary: readonly string[]) {
    const words = [
      ...fromGaps(stored.indexWords).map((number) => vocabulary[number]!),
      ...unpackWords(stored.otherWords),
    ];
    this.words = new Set(words);
    this.counts = stored.counts.map((flat) => {
      const pairs = flat.filter((_, i) => i % 2 === 0);
      return new Map(fromGaps(pairs).map((number, i) => [words[number]!, flat[2 * i + 1]!]));
    });
    this.totals = this.counts.map((counts) => [...counts.values()].reduce((sum, count) => sum + count, 0));
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
    const counts = this.counts[page]!;
    const denominator = this.totals[page]! + SMOOTHING * this.words.size;
    let sum = 0;
    for (const word of words) {
      if (this.words.has(word)) sum += Math.log(((counts.get(word) ?? 0) + SMOOTHING) / denominator);
    }
    return sum;
  }
}

/**
 * The ranks with the page readers most likely mean first: among the first CANDIDATE_PAGES pages of the engine's
 * order that the model has, the one with the best MODEL_WEIGHT × log-likelihood − log(place) comes first: its
 * best-ranked record moves to the front, the rest keep their order (so the page the engine put first stays among the
 * first hits of its group). `text`: the query as the engine reads it; `required`: its ranking terms. Nothing
 * moves for a query that names code or whose words the model does not know,
 * nor when the engine's first page has no readers' queries.
 */
export function readersFirst(
  ranks: Rank[],
  pageOf: (index: number) => number,
  model: PageModel,
  text: string,
  required: Term[],
): Rank[] {
  // A pasted name or code is met as written; the readers' words are not the API's names.
  if (namesCode(text)) return ranks;
  const words = readersWords(required, model);
  if (!words.some((word) => model.knows(word))) return ranks;
  const pages: number[] = [];
  for (const {index} of ranks) {
    const page = pageOf(index);
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === CANDIDATE_PAGES) break;
  }
  let best = -1;
  let bestScore = -Infinity;
  pages.forEach((page, place) => {
    if (!model.has(page)) return;
    const score = MODEL_WEIGHT * model.logLikelihood(page, words) - Math.log(place + 1);
    if (score > bestScore) [best, bestScore] = [page, score];
  });
  if (best < 0 || best === pages[0] || !model.has(pages[0]!)) return ranks;
  const first = ranks.findIndex(({index}) => pageOf(index) === best);
  return [ranks[first]!, ...ranks.slice(0, first), ...ranks.slice(first + 1)];
}
