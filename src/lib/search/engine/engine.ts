/**
 * A search over the prebuilt index that answers as the DocSearch UI expects Algolia to, with its docs defaults:
 * - every word must match; when the words do not all meet in one record, all become optional and records rank
 *   by how many, and which (rarer first), they match (removeWordsIfNoResults: 'allOptional');
 * - question and filler words never make a query fail (removeStopWords); plurals and endings match (ignorePlurals);
 * - one typo from 4 letters, two from 8, a swap of two letters is one; the last word a prefix while the reader
 *   types; synonyms from the site's synonyms file; ties broken as Algolia does: typos, proximity, attribute,
 *   exactness, then the records' own weights; one hit a URL.
 * The first pass ranks every candidate from the postings alone; the best few are then ranked in full from their
 * text (proximity, heading length). What the index has not loaded yet is reported as missing files (see
 * ./store.ts), so the client fetches only what a query needs.
 */
import {keywordsYield} from './pageKeywords';
import {facetCounts, type FacetFilters} from './facets';
import {choiceFactor, choiceOf, choiceSidesOf} from './choice';
import {facetHeadings} from './facetWords';
import {rankFromPostings, type RankedCandidates} from './firstPass';
import {clampInt, Highlighter, LEVELS, type HighlightParams, type Hit} from './highlight';
import {bestOfAlternatives, Meets, recordsMeetingAll, TermMeets} from './meets';
import {QueryTerms, type Term, type WordMatches} from './query';
import {sectionsFirst} from './sectionsFirst';
import {inService, namedServices} from './service';
import {sharedTexts, withoutSharedProse} from './sharedProse';
import {
  asksAboutCost,
  compareRanks,
  framingWeight,
  statesName,
  headingWorth,
  kindWeight,
  MAX_DISTANCE,
  proximity,
  proximityFactor,
  TEXT_FIELDS_SHIFT,
  textWorth,
  TITLE_BIT,
  titleBonus,
  type Rank,
} from './ranking';
import type {IndexFile, IndexStore} from './store';
import {endpointPaths, headingKey, ownHeading, recordSequence, sectionHeading} from './recordText';
import {namedOperations, OperationMap, type Named} from './operations';
import {PageModel} from './pageModel';
import {readersFirst} from './readersOrder';
import {wordsCriterionFor, type WordsCriterion} from './wordsCriterion';

/** Algolia ignores query text past 512 characters; so do we. */
const MAX_QUERY_LENGTH = 512;
/** Addresses whose records are ranked in full per query (or as many as the page shows); the rest keep the first pass's order. */
const FULL_RANK_LIMIT = 20;
/** Records whose words for proximity are kept between queries. */
const SEQUENCE_CACHE_SIZE = 2000;

export type SearchParams = HighlightParams & {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters | string;
  facets?: string[] | string;
};

export type SearchResult = {
  hits: Hit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  query: string;
  params: string;
  processingTimeMS: number;
  facets?: Record<string, Record<string, number>>;
};

/** A result, or the files the index needs before it can answer. */
export type Attempt = {result: SearchResult} | {missing: IndexFile[]};

export type {Hit};

/** What the first pass leaves for the second: the query's terms, and the records met, in order. */
type FirstPass = RankedCandidates & {terms: Term[]; required: Term[]; criterion: WordsCriterion};
/** What the query names that the second pass weighs: operations, a choice's sides in headings, services (./service.ts). */
type Asked = {named: Named; sides: (index: number) => number; services: Set<string>};

export class Engine {
  private readonly query: QueryTerms;
  private readonly operations: OperationMap;
  private readonly pageModel: PageModel;
  private readonly sequences = new Map<number, string[]>();
  private lastPass: {key: string; pass: FirstPass} | null = null;

  constructor(private readonly store: IndexStore) {
    this.query = new QueryTerms({...store.head, words: store.words}, store.wordIndex);
    this.operations = new OperationMap(store.head.operations);
    const sectionsPerPage = store.head.pages.map(([, , , sections]) => sections);
    this.pageModel = new PageModel(store.head.pageModel, store.words, sectionsPerPage);
  }

  private readonly facetView = (index: number) => this.store.facetView(index);

  get size(): number {
    return this.store.recordCount;
  }

  /** Postings shards the words need and the index has not loaded. */
  private missingPostings(terms: Term[]): IndexFile[] {
    const shards = new Set<number>();
    for (const term of terms) {
      for (const alternative of term.alternatives) {
        for (const matches of alternative) {
          for (const word of matches.keys()) {
            const index = this.store.wordIndex.get(word)!;
            if (!this.store.hasPostings(index)) shards.add(this.store.shardOf(index));
          }
        }
      }
    }
    return [...shards].map((index) => ({kind: 'postings', index}));
  }

  private missingRecords(indexes: number[]): IndexFile[] {
    const chunks = new Set<number>();
    for (const index of indexes) if (!this.store.hasRecord(index)) chunks.add(this.store.chunkOf(index));
    return [...chunks].map((index) => ({kind: 'records', index}));
  }

  /** For each record that holds one of the words, how well it meets them: the best word, in its best field. */
  private meets(matches: WordMatches): Meets {
    const {store} = this;
    const result = new Meets(store.recordCount);
    for (const [word, match] of matches) {
      const postings = store.postings(store.wordIndex.get(word)!);
      const matchWeight = kindWeight(match.kind) ** Math.max(1, match.typos);
      for (let i = 0; i < postings.records.length; i += 1) {
        const bits = postings.recordBits[i]!;
        const worth = textWorth(bits) * matchWeight;
        result.add(postings.records[i]!, worth, match.typos, false, bits << TEXT_FIELDS_SHIFT);
      }
      for (let i = 0; i < postings.sections.length; i += 1) {
        const section = postings.sections[i]!;
        const bits = postings.sectionBits[i]!;
        const inTitle = (bits & TITLE_BIT) !== 0;
        const sectionLevel = store.typeIndex[store.sectionStart[section]!]!;
        for (
          let record = store.sectionStart[section]!;
          record < store.sectionStart[section + 1]!;
          record += 1
        ) {
          result.add(
            record,
            headingWorth(bits, store.typeIndex[record]!, sectionLevel) * matchWeight,
            match.typos,
            inTitle,
            bits,
          );
        }
      }
    }
    return result;
  }

  /**
   * Whether a word of the query is one the pages head a section with (in any of the forms it meets): a subject of
   * the site. A word found only in running text (say, look, lost, back) frames a question more than it names what
   * the reader is after (framingWeight).
   */
  private namesASubject(matches: WordMatches): boolean {
    for (const word of matches.keys()) {
      if (this.store.postings(this.store.wordIndex.get(word)!).sections.length > 0) return true;
    }
    return false;
  }

  /** Rarer words say more about what the reader wants. */
  private rarity(count: number): number {
    return Math.log(1 + this.store.recordCount / (1 + count));
  }

  /** The words of a record in reading order, fields apart by a gap, for proximity. */
  private sequence(index: number): string[] {
    let sequence = this.sequences.get(index);
    if (!sequence) {
      sequence = recordSequence(this.store.record(index), MAX_DISTANCE);
      if (this.sequences.size >= SEQUENCE_CACHE_SIZE) this.sequences.clear();
      this.sequences.set(index, sequence);
    }
    return sequence;
  }

  /** Answers at once; for an index whose files are all loaded (see `attempt` otherwise). */
  search(params: SearchParams): SearchResult {
    const attempt = this.attempt(params);
    if ('missing' in attempt) throw new Error('The search index is not fully loaded.');
    return attempt.result;
  }

  /** Answers, or says which files of the index it needs first. */
  attempt(params: SearchParams): Attempt {
    const started = Date.now();
    const query = String(params.query ?? '');
    const hitsPerPage = clampInt(params.hitsPerPage, 20, 0, 1000);
    const page = clampInt(params.page, 0, 0, 1000);
    const base = {page, hitsPerPage, exhaustiveNbHits: true as const, query, params: ''};
    const text = query.slice(0, MAX_QUERY_LENGTH);
    const pass = this.firstPass(text, params.facetFilters);
    if ('missing' in pass) return pass;
    const {terms, required, termMeets, order, criterion} = pass;
    const queryWords = [...new Set(terms.flatMap((term) => term.queryWords))];
    if (queryWords.length === 0) {
      return {result: {...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0}};
    }

    // The best records of the first FULL_RANK_LIMIT addresses (or as many as the page shows) are ranked in full.
    const urlsToRank = Math.max(FULL_RANK_LIMIT, (page + 1) * hitsPerPage);
    const firstUrls = new Set<number>();
    const best: Rank[] = [];
    for (let rank = order.at(0); rank; rank = order.at(best.length)) {
      const url = this.store.urlKey[rank.index]!;
      if (!firstUrls.has(url) && firstUrls.size === urlsToRank) break;
      firstUrls.add(url);
      best.push(rank);
    }
    const missingBest = this.missingRecords(best.map(({index}) => index));
    if (missingBest.length > 0) return {missing: missingBest};
    const metWords = required.map((term, i) => ({term, meets: termMeets[i]!}));
    const services = namedServices(best, this.store, termMeets);
    const choice = choiceOf(terms);
    const asked = {named: namedOperations(terms, query), sides: choiceSidesOf(choice, this.store), services};
    const shared = sharedTexts(best, this.store);
    const inFull = (rank: Rank) =>
      shared.has(rank.index) ? withoutSharedProse(rank, metWords, criterion) : rank;
    const questionWords = terms.filter((term) => term.isStopWord).flatMap((term) => term.queryWords);
    const pageOf = (index: number) => this.store.pageOf[index]!;
    const sectionOf = (index: number) => this.store.sectionOf[index]!;
    const sectionStart = (section: number) => this.store.sectionStart[section]!;
    const engineRanks = sectionsFirst(
      keywordsYield(
        best.map((rank) => this.rankInFull(inFull(rank), metWords, asked)).sort(compareRanks),
        pageOf,
        termMeets,
      ),
      (index) => !this.store.record(index).anchor,
      pageOf,
      (index) => endpointPaths(this.store.record(index).content),
      sectionOf,
      {
        parentOf: (index) => this.store.parentSection(sectionOf(index)),
        isOperation: (index) => this.operations.has(sectionOf(index)),
        headingKey: ({index, sectionHeadingMatches}) =>
          sectionHeadingMatches === required.length
            ? headingKey(sectionHeading(this.store.record(index)), questionWords)
            : '',
        headingsStandIn: !asked.named.limitOrReason,
        facetHeading: facetHeadings(required, this.store),
        choiceSides: choice ? asked.sides : undefined,
        headingRecord: sectionStart,
        questionWords,
      },
    );
    const layout = {pageOf, sectionOf, sectionStart, isAllowed: pass.isAllowed};
    const fullRanks = readersFirst(engineRanks, layout, this.pageModel, text, required);

    // One hit per address, in order: those ranked in full, then the first pass's order as far as needed.
    const seenUrls = new Set<number>();
    const distinct: number[] = [];
    const wanted = params.facets ? Infinity : (page + 1) * hitsPerPage;
    const take = (index: number) => {
      const url = this.store.urlKey[index]!;
      if (seenUrls.has(url)) return;
      seenUrls.add(url);
      distinct.push(index);
    };
    for (const {index} of fullRanks) take(index);
    for (let k = best.length, rank = order.at(k); rank && distinct.length < wanted; rank = order.at(++k)) {
      take(rank.index);
    }
    // A section readers mean that no query word met is one address more (./readersOrder.ts).
    const hitCount =
      pass.urlCount + distinct.filter((index) => !pass.isMetUrl(this.store.urlKey[index]!)).length;
    const pageItems = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const missingHits = this.missingRecords(pageItems);
    if (missingHits.length > 0) return {missing: missingHits};

    // Only the terms that rank are marked: a stop word (a, the, how) the ranking leaves out is noise in every hit.
    const matchedWordsOf = (word: string) =>
      required
        .filter((term) => term.alternatives.some((alternative) => alternative.some((m) => m.has(word))))
        .flatMap((term) => term.queryWords);
    const rankedWords = new Set(required.flatMap((term) => term.queryWords)).size;
    const highlighter = new Highlighter(matchedWordsOf, rankedWords, params);
    return {
      result: {
        ...base,
        hits: pageItems.map((index) => highlighter.hit(this.store.record(index))),
        nbHits: hitCount,
        nbPages: hitsPerPage > 0 ? Math.ceil(hitCount / hitsPerPage) : 0,
        processingTimeMS: Date.now() - started,
        ...(params.facets ? {facets: facetCounts(distinct.map(this.facetView), params.facets)} : {}),
      },
    };
  }

  /**
   * The first pass, from the postings alone: every record that meets a word of the query, in order of how many words
   * it meets, typos, and score (proximity guessed from the fields). Kept for the next attempt at the same query,
   * which comes once the files it asked for are loaded.
   */
  private firstPass(
    query: string,
    facetFilters: SearchParams['facetFilters'],
  ): FirstPass | {missing: IndexFile[]} {
    const key = JSON.stringify([query, facetFilters ?? null]);
    if (this.lastPass?.key === key) return this.lastPass.pass;
    const terms = this.query.terms(query);
    // Question and filler words never decide: they are neither required nor ranked.
    const required = terms.filter((term) => !term.isStopWord);
    const missingPostings = this.missingPostings(required);
    if (missingPostings.length > 0) return {missing: missingPostings};

    const termMeets = this.termMeetsOf(required);
    const criterion = wordsCriterionFor(this.store, required, termMeets);
    const pass: FirstPass = {
      terms,
      required,
      criterion,
      ...rankFromPostings(
        this.store,
        termMeets,
        facetFilters,
        asksAboutCost(required.flatMap((term) => term.queryWords)),
        required.map((term) => term.queryWords.every((word) => this.store.wordIndex.has(word))),
        criterion,
      ),
    };
    this.lastPass = {key, pass};
    return pass;
  }

  /** Per term: how each record meets it, by the best of its alternatives (each word of one met). */
  private termMeetsOf(required: Term[]): TermMeets[] {
    const recordCount = this.store.recordCount;
    const meetCache = new Map<WordMatches, Meets>();
    const meetsOf = (matches: WordMatches) => {
      let found = meetCache.get(matches);
      if (!found) meetCache.set(matches, (found = this.meets(matches)));
      return found;
    };
    const termMeets = required.map((term) => {
      const alternatives = term.alternatives.map((alternative) => alternative.map(meetsOf));
      const records = alternatives.map(recordsMeetingAll);
      // The reader's own words weigh by their own rarity; a synonym as its whole group, never more than the own word.
      const union = records.length === 1 ? records[0]!.length : new Set(records.flat()).size;
      const weightOf = (a: number) => this.rarity(a === 0 ? records[a]!.length : union) * term.worth[a]!;
      // The page is about the term when its title has it: every record of the page gains.
      if (alternatives.length === 1 && alternatives[0]!.length === 1) {
        const weight = weightOf(0) * (this.namesASubject(term.alternatives[0]![0]!) ? 1 : framingWeight());
        return new TermMeets(alternatives[0]![0]!, weight, titleBonus());
      }
      return new TermMeets(
        bestOfAlternatives(recordCount, alternatives, records, weightOf, titleBonus()),
        1,
        0,
      );
    });
    return termMeets;
  }

  /** The second pass, from the record's text: proximity of the words met, and its own heading's length. */
  private rankInFull(rank: Rank, terms: Array<{term: Term; meets: TermMeets}>, asked: Asked): Rank {
    const record = this.store.record(rank.index);
    // Proximity is measured from any alternative (a phrase where its words stand together): a synonym is as close.
    const metWords = terms.map(({term, meets}) => (meets.has(rank.index) ? term.alternatives : null));
    // The deepest heading above the record, when it is a section's (level 2 and below), as a bit of `fields`.
    let sectionLevel = LEVELS.length - 1;
    while (sectionLevel > 0 && record.hierarchy[LEVELS[sectionLevel]!] === null) sectionLevel -= 1;
    const sectionBit = sectionLevel >= 2 ? 1 << sectionLevel : 0;
    const sectionHeadingMatches = terms.filter(
      ({meets}) => sectionBit !== 0 && meets.has(rank.index) && (meets.fields(rank.index) & sectionBit) !== 0,
    ).length;
    const distance = proximity(this.sequence(rank.index), metWords);
    // The first pass guessed the proximity: now measured. The operation (./operations.ts), the choice (./choice.ts).
    const {fit: operationFit, factor} = this.operations.weigh(this.store.sectionOf[rank.index]!, asked.named);
    const fit = factor * choiceFactor(asked.sides(rank.index)) * inService(record, asked);
    const score =
      (rank.score * proximityFactor(distance, metWords.length) * fit) /
      proximityFactor(rank.proximity, metWords.length);
    return {
      ...rank,
      // Equal up to rounding: tiny differences in rarity do not decide.
      score: Math.round(score * 100) / 100,
      proximity: distance,
      headingWords: ownHeading(record).split(/\s+/).length,
      // Of two equal matches of a path or a joined name, the section that states it before text that lists it.
      statesName: statesName(record.content, terms),
      sectionHeadingMatches,
      operationFit,
      titleMatches: terms.filter(({meets}) => meets.has(rank.index) && meets.inTitle(rank.index)).length,
    };
  }
}
