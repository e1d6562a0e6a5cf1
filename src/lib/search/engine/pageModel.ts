/**
 * Which page a reader means, learned from how readers ask for each page: a multinomial naive Bayes model over
 * the words of a set of readers' queries per page (src/plugins/search/reader-queries/), and within a page over
 * those of each section. The engine matches the query's words to the pages' words, so a question whose words a
 * sibling page also has (tokens and NFTs, wallets and entities) or that the page words otherwise lands on the
 * sibling; the model knows which page readers mean by those words, as a reader who knows the site would. How it
 * weighs in the engine's order: ./readersOrder.ts.
 */
import {packWords, unpackWords} from './format';
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

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

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
  /** By page, its first section (the page's top). */
  private readonly firstSections: number[] = [];
  /** The pages the model has readers' words for, in order. */
  readonly pages: number[];

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
    this.pages = this.totals.flatMap((pageTotal, page) => (pageTotal > 0 ? [page] : []));
    let firstSection = 0;
    sectionsPerPage.forEach((sections, page) => {
      this.firstSections.push(firstSection);
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

  /** The page's first section (its top). */
  firstSectionOf(page: number): number {
    return this.firstSections[page]!;
  }
}
