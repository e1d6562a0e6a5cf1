/**
 * The first pass, from the postings alone: every record that meets a word of
 * the query, in tiers by how many words it meets, each tier ranked by typos
 * and score (proximity guessed from the fields) when the answer reaches it.
 */
import {matchesFacetFilters, type FacetFilters} from './facets';
import type {TermMeets} from './meets';
import {TieredOrder, sortRanks} from './order';
import {
  HEADING_FIELDS,
  MAX_DISTANCE,
  NEAR_IN_HEADING,
  NEAR_IN_TEXT,
  pageFocus,
  pageWeight,
  proximityFactor,
  type Rank,
} from './ranking';
import type {IndexStore} from './store';
import {WordsCriterion} from './wordsCriterion';

export type RankedCandidates = {
  termMeets: TermMeets[];
  order: TieredOrder;
  /** Distinct addresses among all the records met. */
  urlCount: number;
  /** Whether a record of the address (its urlKey) was met. */
  isMetUrl: (url: number) => boolean;
  /** Whether the facet filters let the record in: a record no query word met must pass them to be a hit. */
  isAllowed: (record: number) => boolean;
};

export function rankFromPostings(
  store: IndexStore,
  termMeets: TermMeets[],
  facetFilters: FacetFilters | string | undefined,
  aboutCost: boolean,
  /** Per term: the reader's words are in the index as written. */
  writtenAsIndexed: boolean[] = [],
  criterion: WordsCriterion = new WordsCriterion(termMeets.map(() => 1)),
): RankedCandidates {
  // A typo of a word the index has as written is another word (generate, general): it scores, but does
  // not count as meeting the term for the words criterion.
  const counts = (i: number, record: number) =>
    termMeets[i]!.has(record) && !(writtenAsIndexed[i] && termMeets[i]!.typos(record) > 0);
  const recordCount = store.recordCount;
  // allOptional, always: records with every word rank first (the 'words' criterion), and
  // records that meet only some of them follow, so a query never fails for one word.
  // Facet filters read a record's page facets and type: decided once per combination.
  const allowedByKey = new Map<number, boolean>();
  const isAllowed = (record: number) => {
    const facetKey = store.facetKey(record);
    let allowed = allowedByKey.get(facetKey);
    if (allowed === undefined) {
      allowedByKey.set(facetKey, (allowed = matchesFacetFilters(store.facetView(record), facetFilters)));
    }
    return allowed;
  };
  const candidates: number[] = [];
  const seen = new Uint8Array(recordCount);
  for (const meets of termMeets) {
    for (const record of meets.records) {
      if (seen[record]) continue;
      seen[record] = 1;
      if (isAllowed(record)) candidates.push(record);
    }
  }
  // Records that meet more of the words come first whatever else: tiers by the number of words met,
  // each ranked and sorted only when the answer reaches it.
  const tiers: number[][] = Array.from({length: termMeets.length + 1}, () => []);
  const urls = new Uint8Array(recordCount);
  let urlCount = 0;
  for (const record of candidates) {
    let met = 0;
    for (let i = 0; i < termMeets.length; i += 1) if (counts(i, record)) met |= 1 << i;
    tiers[termMeets.length - criterion.level(met)]!.push(record);
    const url = store.urlKey[record]!;
    if (urls[url]) continue;
    urls[url] = 1;
    urlCount += 1;
  }
  // Per term, how many records of each page meet it (see pageFocus).
  const pageCounts = termMeets.map((meets) => {
    const counts = new Uint32Array(store.head.pages.length);
    for (const record of meets.records) counts[store.pageOf[record]!] += 1;
    return counts;
  });
  const rankTier = (records: number[]): Rank[] => {
    const ranks = records.map((record) => {
      const rank: Rank = {
        index: record,
        words: 0,
        met: 0,
        score: 0,
        typos: 0,
        proximity: 0,
        headingWords: 0,
        sectionHeadingMatches: 0,
        statesName: false,
        titleMatches: 0,
        operationFit: 0,
        level: store.level(record),
        position: store.position(record),
      };
      let previousFields = 0;
      for (let i = 0; i < termMeets.length; i += 1) {
        const meets = termMeets[i]!;
        const isMet = meets.has(record);
        const fields = isMet ? meets.fields(record) : 0;
        // Proximity, guessed from the fields: neighbouring words met in one field are likely close.
        if (i > 0) {
          const shared = fields & previousFields;
          rank.proximity += shared
            ? shared & HEADING_FIELDS
              ? NEAR_IN_HEADING
              : NEAR_IN_TEXT
            : MAX_DISTANCE;
        }
        previousFields = fields;
        if (!isMet) continue;
        if (counts(i, record)) rank.met |= 1 << i;
        rank.typos += meets.typos(record);
        rank.score += meets.worth(record);
      }
      rank.words = criterion.level(rank.met);
      const page = store.pageOf[record]!;
      let focus = 0;
      for (let i = 0; i < termMeets.length; i += 1) {
        if (termMeets[i]!.has(record)) focus += pageFocus(pageCounts[i]![page]!);
      }
      // The query names the service (every term is in its name, which its pages share as lvl0): see pageWeight.
      const namesService = termMeets.every((meets) => meets.inName(record));
      rank.score *=
        (1 + focus / termMeets.length) *
        proximityFactor(rank.proximity, termMeets.length) *
        pageWeight(store.pageRank(record), aboutCost, namesService);
      return rank;
    });
    return sortRanks(ranks);
  };
  return {
    termMeets,
    order: new TieredOrder(tiers, rankTier),
    urlCount,
    isMetUrl: (url) => urls[url] === 1,
    isAllowed,
  };
}
