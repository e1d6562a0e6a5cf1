/**
 * The words criterion, the ranking's first (./ranking.ts, compareRanks): how many of the query's terms a record
 * meets, each weighed, for a long query, by how much it tells of what the reader wants.
 */
import type {TermMeets} from './meets';
import type {Term} from './query';
import type {IndexStore} from './store';

/** How much a term tells (informativeness): the prior of its headed share, and its power. */
const HEADED_PRIOR = 1;
const RECORDS_PRIOR = 10;
const HEADED_POWER = 0.5;

/** Queries of this many terms or more weigh each term by how much it tells in the words criterion. */
export const LONG_QUERY_TERMS = 4;

/**
 * The words criterion. Each word counts the same, as Algolia's allOptional counts them, for a query of up to
 * LONG_QUERY_TERMS - 1 terms. A longer query is most often a question, whose framing words (keep, still, another,
 * allowed, people) a record can meet by chance: there each term counts by how informative it is
 * (`informativeness` below: how often the pages head a section with it, for the records that have it), scaled so that
 * the criterion still runs from 0 to the number of terms, and rounded, so that records with about the same share
 * of what the query says tie and the score decides. Only a record that meets every term reaches the top.
 */
export class WordsCriterion {
  private readonly total: number;
  constructor(private readonly informativeness: number[]) {
    this.total = informativeness.reduce((sum, value) => sum + value, 0);
  }

  level(met: number): number {
    const terms = this.informativeness.length;
    let count = 0;
    let weighed = 0;
    for (let i = 0; i < terms; i += 1) {
      if (met & (1 << i)) {
        count += 1;
        weighed += this.informativeness[i]!;
      }
    }
    if (terms < LONG_QUERY_TERMS || count === terms || this.total <= 0) return count;
    return Math.min(terms - 1, Math.round((terms * weighed) / this.total));
  }
}

/**
 * How much meeting a term tells of what the reader wants (WordsCriterion): the share of the records that have
 * it under a heading that has it, smoothed for rare words ((headed + 1) / (records + 10)) and square-rooted so
 * that one word does not outweigh the others. The pages head their sections with their subjects (token: 106
 * headed sections of 205 records) and keep a reader's framing in running text (people: 0 of 6; allowed: 0 of
 * 30), as a word's keyphraseness is read from how often it is a link's text. Rarity over the records (BM25's
 * inverse document frequency) says the opposite here: a reader's own words are rare in the pages because they
 * are the reader's, and the subjects are common because every page is about them.
 */
function informativeness(store: IndexStore, term: Term, meets: TermMeets): number {
  // Sections whose heading has the term: of each alternative, its least headed word's; the best alternative.
  let headed = 0;
  for (const alternative of term.alternatives) {
    let least = Infinity;
    for (const matches of alternative) {
      let sections = 0;
      for (const word of matches.keys())
        sections += store.postings(store.wordIndex.get(word)!).sections.length;
      least = Math.min(least, sections);
    }
    headed = Math.max(headed, least);
  }
  return ((headed + HEADED_PRIOR) / (meets.records.length + RECORDS_PRIOR)) ** HEADED_POWER;
}

/**
 * The words criterion of a query's terms. A short query counts each term the same, so the postings of its words
 * (every completion of a prefix being typed) are not read for an informativeness it would not use.
 */
export function wordsCriterionFor(store: IndexStore, terms: Term[], termMeets: TermMeets[]): WordsCriterion {
  if (terms.length < LONG_QUERY_TERMS) return new WordsCriterion(terms.map(() => 1));
  return new WordsCriterion(terms.map((term, i) => informativeness(store, term, termMeets[i]!)));
}
