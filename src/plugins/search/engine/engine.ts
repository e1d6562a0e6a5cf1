/**
 * An in-memory search over DocSearch records that answers the way the
 * DocSearch UI expects Algolia to, with Algolia's defaults for a docs site:
 * - every word must match; when the words do not all meet in one record,
 *   all become optional and records rank by how many, and which (rarer
 *   first), they match (removeWordsIfNoResults: 'allOptional');
 * - question and filler words never make a query fail (removeStopWords);
 * - plurals and common English endings match (ignorePlurals, and more);
 * - one typo from 4 letters, two from 8, a swap of two letters is one;
 * - the last word matches as a prefix while the reader types;
 * - synonyms from the site's synonyms file;
 * - ties broken as Algolia does: typos, proximity, attribute, exactness,
 *   then the records' own weights; one hit per URL.
 */
import type {HierarchyLevel, SearchRecord, SynonymGroup} from '../types';
import {facetCounts, matchesFacetFilters, type FacetFilters} from './facets';
import {clampInt, Highlighter, LEVELS, type HighlightParams, type Hit} from './highlight';
import {SynonymTable} from './synonyms';
import {allowedTypos, indexWords, stem, STOP_WORDS, tokenize, typoDistance} from './words';

type Field = HierarchyLevel | 'content' | 'keywords';
const FIELDS: Field[] = [...LEVELS, 'content', 'keywords'];

/** Algolia ignores query text past 512 characters; so do we. */
const MAX_QUERY_LENGTH = 512;
const MAX_QUERY_WORDS = 12;
/** Word expansions kept between queries: a reader types the same words again and again. */
const EXPANSION_CACHE_SIZE = 500;

/** How an index word matches a query word; lower is better. */
const Kind = {
  Exact: 0,
  /** Same stem (plural, ending) or a synonym: no typo, but not exact. */
  Form: 1,
  Prefix: 2,
  Typo: 3,
} as const;
type Kind = (typeof Kind)[keyof typeof Kind];

type Match = {kind: Kind; typos: number};
/** Index words a query word matches. */
type WordMatches = Map<string, Match>;

/**
 * One thing the query asks for: a word, or a phrase of the synonyms file.
 * It is met by any of its alternatives, each a list of words that must all match.
 */
type Term = {
  queryWords: string[];
  alternatives: WordMatches[][];
  isStopWord: boolean;
};

type PreparedRecord = {
  record: SearchRecord;
  fieldWords: Map<Field, Set<string>>;
  /** Words in reading order, fields apart by a gap, for proximity. */
  sequence: string[];
};

/** Algolia's cap on the distance of two words, and the distance between two fields. */
const MAX_DISTANCE = 8;

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

export type {Hit};

function fieldText(record: SearchRecord, field: Field): string | null {
  if (field === 'content') return record.content;
  if (field === 'keywords') return record.keywords ?? null;
  return record.hierarchy[field];
}

/**
 * Lower is better: the record's own heading, the page title, other
 * headings, body text, code identifiers, and last the section name.
 */
function fieldRank(record: SearchRecord, field: Field): number {
  if (field === 'content') return 3;
  if (field === 'keywords') return 4;
  if (field === 'lvl0') return 5;
  if (field === record.type) return 0;
  return field === 'lvl1' ? 1 : 2;
}

type Rank = {
  words: number;
  weight: number;
  typos: number;
  proximity: number;
  attribute: number;
  exact: number;
  stopWords: number;
  headingWords: number;
  pageRank: number;
  level: number;
  position: number;
};

/** Algolia's order, with 'words' first as allOptional needs: a record with more of the words wins. */
function compareRanks(a: Rank, b: Rank): number {
  return (
    b.words - a.words ||
    b.weight - a.weight ||
    a.typos - b.typos ||
    a.proximity - b.proximity ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    b.stopWords - a.stopWords ||
    // A short heading that matches says more than a long one ('Wallet API' before 'Getting Started with MAS Wallet').
    a.headingWords - b.headingWords ||
    b.pageRank - a.pageRank ||
    b.level - a.level ||
    a.position - b.position
  );
}

/**
 * Algolia's proximity: for each pair of neighbouring query words, how far
 * apart the record has them (a reversed pair one further), capped; lower is closer.
 */
function proximity(sequence: string[], words: Array<WordMatches | null>): number {
  if (words.length < 2) return 0;
  const positions = words.map((matches) => {
    if (!matches) return [];
    const found: number[] = [];
    sequence.forEach((word, position) => {
      if (word && matches.has(word)) found.push(position);
    });
    return found;
  });
  let total = 0;
  for (let i = 1; i < positions.length; i += 1) {
    let best = MAX_DISTANCE;
    for (const a of positions[i - 1]!) {
      for (const b of positions[i]!) {
        best = Math.min(best, b > a ? b - a - 1 : a - b + 1);
      }
    }
    total += best;
  }
  return total;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class SearchEngine {
  private readonly prepared: PreparedRecord[];
  private readonly postings = new Map<string, number[]>();
  /** Every distinct word, sorted, for prefix look-ups. */
  private readonly vocabulary: string[];
  private readonly wordsByStem = new Map<string, string[]>();
  /** Words by length, for typo look-ups. */
  private readonly wordsByLength: string[][] = [];
  private readonly synonyms: SynonymTable;
  private readonly expansions = new Map<string, WordMatches>();

  constructor(records: SearchRecord[], synonyms: SynonymGroup[] = []) {
    this.prepared = records.map((record, index) => {
      const fieldWords = new Map<Field, Set<string>>();
      const sequence: string[] = [];
      const seen = new Set<string>();
      for (const field of FIELDS) {
        const text = fieldText(record, field);
        const words = text ? indexWords(text) : [];
        fieldWords.set(field, new Set(words));
        if (words.length > 0) sequence.push(...words, ...new Array<string>(MAX_DISTANCE).fill(''));
        for (const word of words) {
          if (seen.has(word)) continue;
          seen.add(word);
          const list = this.postings.get(word);
          if (list) list.push(index);
          else this.postings.set(word, [index]);
        }
      }
      return {record, fieldWords, sequence};
    });
    this.vocabulary = [...this.postings.keys()].sort();
    for (const word of this.vocabulary) {
      const wordStem = stem(word);
      const sameStem = this.wordsByStem.get(wordStem);
      if (sameStem) sameStem.push(word);
      else this.wordsByStem.set(wordStem, [word]);
      (this.wordsByLength[word.length] ??= []).push(word);
    }
    this.synonyms = new SynonymTable(synonyms);
  }

  get size(): number {
    return this.prepared.length;
  }

  /** Index words a query word matches, with how it matches. */
  private expandWord(queryWord: string, allowPrefix: boolean, allowTypos = true): WordMatches {
    const key = `${allowPrefix ? '*' : ''}${allowTypos ? '~' : ''}${queryWord}`;
    const cached = this.expansions.get(key);
    if (cached) return cached;
    const matches: WordMatches = new Map();
    const add = (word: string, kind: Kind, typos = 0) => {
      if (!matches.has(word)) matches.set(word, {kind, typos});
    };
    if (this.postings.has(queryWord)) add(queryWord, Kind.Exact);
    for (const word of this.wordsByStem.get(stem(queryWord)) ?? []) add(word, Kind.Form);
    if (allowPrefix) {
      for (let i = lowerBound(this.vocabulary, queryWord); i < this.vocabulary.length; i += 1) {
        const word = this.vocabulary[i]!;
        if (!word.startsWith(queryWord)) break;
        add(word, Kind.Prefix);
      }
    }
    const maxTypos = allowTypos ? allowedTypos(queryWord) : 0;
    for (
      let length = queryWord.length - maxTypos;
      maxTypos > 0 && length <= queryWord.length + maxTypos;
      length += 1
    ) {
      for (const word of this.wordsByLength[length] ?? []) {
        if (matches.has(word) || allowedTypos(word) === 0) continue;
        const typos = typoDistance(queryWord, word, maxTypos);
        if (typos <= maxTypos) add(word, Kind.Typo, typos);
      }
    }
    if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.clear();
    this.expansions.set(key, matches);
    return matches;
  }

  /** The query as terms: its words, with the phrases of the synonyms file as one term each. */
  private terms(queryWords: string[]): Term[] {
    const allStopWords = queryWords.every((word) => STOP_WORDS.has(word));
    return this.synonyms.segment(queryWords).map(({words, group}, i, segments) => {
      const isLast = i === segments.length - 1;
      const own = words.map((word, j) => this.expandWord(word, isLast && j === words.length - 1));
      const alternatives = [own];
      for (const phrase of group ?? []) {
        alternatives.push(phrase.map((word) => this.expandWord(word, false, false)));
      }
      return {
        queryWords: words,
        alternatives,
        isStopWord: !allStopWords && words.length === 1 && STOP_WORDS.has(words[0]!),
      };
    });
  }

  /** Records that meet a term: all words of one of its alternatives. */
  private recordsOf(term: Term): Set<number> {
    const result = new Set<number>();
    for (const alternative of term.alternatives) {
      let current: Set<number> | null = null;
      for (const matches of alternative) {
        const next = new Set<number>();
        for (const word of matches.keys()) {
          for (const index of this.postings.get(word) ?? []) {
            if (!current || current.has(index)) next.add(index);
          }
        }
        current = next;
        if (current.size === 0) break;
      }
      for (const index of current ?? []) result.add(index);
    }
    return result;
  }

  search(params: SearchParams): SearchResult {
    const started = Date.now();
    const query = String(params.query ?? '');
    const hitsPerPage = clampInt(params.hitsPerPage, 20, 0, 1000);
    const page = clampInt(params.page, 0, 0, 1000);
    const queryWords = [...new Set(tokenize(query.slice(0, MAX_QUERY_LENGTH)))].slice(0, MAX_QUERY_WORDS);
    const base = {page, hitsPerPage, exhaustiveNbHits: true as const, query, params: ''};
    if (queryWords.length === 0) {
      return {...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0};
    }

    const terms = this.terms(queryWords);
    const termRecords = terms.map((term) => this.recordsOf(term));
    const required = terms
      .map((term, i) => ({term, records: termRecords[i]!}))
      .filter(({term}) => !term.isStopWord);
    // Rarer terms say more about what the reader wants.
    const weights = termRecords.map((records) => Math.log(1 + this.prepared.length / (1 + records.size)));

    // allOptional, always: records with every word rank first (the 'words' criterion), and
    // records that meet only some of them follow, so a query never fails for one word.
    let candidates = [...new Set(required.flatMap(({records}) => [...records]))];
    candidates = candidates.filter((index) =>
      matchesFacetFilters(this.prepared[index]!.record, params.facetFilters),
    );

    const ranked = candidates
      .map((index) => ({index, rank: this.rank(this.prepared[index]!, terms, termRecords, weights, index)}))
      .sort((a, b) => compareRanks(a.rank, b.rank));

    const seenUrls = new Set<string>();
    const distinct = ranked.filter(({index}) => {
      const {url} = this.prepared[index]!.record;
      if (seenUrls.has(url)) return false;
      seenUrls.add(url);
      return true;
    });

    const pageItems = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const matchedWordsOf = (word: string) =>
      terms
        .filter((term) => term.alternatives.some((alternative) => alternative.some((m) => m.has(word))))
        .flatMap((term) => term.queryWords);
    const highlighter = new Highlighter(matchedWordsOf, queryWords.length, params);
    return {
      ...base,
      hits: pageItems.map(({index}) => highlighter.hit(this.prepared[index]!.record)),
      nbHits: distinct.length,
      nbPages: hitsPerPage > 0 ? Math.ceil(distinct.length / hitsPerPage) : 0,
      processingTimeMS: Date.now() - started,
      ...(params.facets
        ? {
            facets: facetCounts(
              distinct.map(({index}) => this.prepared[index]!.record),
              params.facets,
            ),
          }
        : {}),
    };
  }

  /** The best way a record meets one list of words: typos and field, or null. */
  private meet(prepared: PreparedRecord, alternative: WordMatches[]) {
    let typos = 0;
    let attribute = 0;
    let isExact = true;
    for (const matches of alternative) {
      let best: {kind: Kind; typos: number; field: number} | null = null;
      for (const field of FIELDS) {
        const words = prepared.fieldWords.get(field)!;
        const rank = fieldRank(prepared.record, field);
        const consider = (word: string) => {
          const match = matches.get(word);
          if (!match) return;
          if (
            !best ||
            match.typos < best.typos ||
            (match.typos === best.typos &&
              (rank < best.field || (rank === best.field && match.kind < best.kind)))
          ) {
            best = {kind: match.kind, typos: match.typos, field: rank};
          }
        };
        if (matches.size < words.size) {
          for (const word of matches.keys()) if (words.has(word)) consider(word);
        } else {
          for (const word of words) consider(word);
        }
      }
      if (!best) return null;
      const found: {kind: Kind; typos: number; field: number} = best;
      typos += found.typos;
      attribute = Math.max(attribute, found.field);
      if (found.kind !== Kind.Exact) isExact = false;
    }
    return {typos, attribute, isExact};
  }

  private rank(
    prepared: PreparedRecord,
    terms: Term[],
    termRecords: Array<Set<number>>,
    weights: number[],
    index: number,
  ): Rank {
    const {record, fieldWords} = prepared;
    const rank: Rank = {
      words: 0,
      weight: 0,
      typos: 0,
      proximity: 0,
      attribute: 0,
      exact: 0,
      stopWords: 0,
      headingWords: fieldWords.get(record.type)?.size ?? 0,
      pageRank: record.weight.pageRank,
      level: record.weight.level,
      position: record.weight.position,
    };
    const metWords: Array<WordMatches | null> = [];
    terms.forEach((term, i) => {
      const isMet = termRecords[i]!.has(index);
      if (isMet && term.isStopWord) rank.stopWords += 1;
      if (isMet && !term.isStopWord) {
        let best: {typos: number; attribute: number; isExact: boolean} | null = null;
        for (const [a, alternative] of term.alternatives.entries()) {
          const found = this.meet(prepared, alternative);
          // The reader's own words first: a synonym counts as one typo, and never as exact.
          const met = found && a > 0 ? {...found, typos: found.typos + 1, isExact: false} : found;
          if (
            met &&
            (!best || met.typos < best.typos || (met.typos === best.typos && met.attribute < best.attribute))
          ) {
            best = met;
          }
        }
        if (best) {
          const found: {typos: number; attribute: number; isExact: boolean} = best;
          rank.words += 1;
          rank.weight += weights[i]!;
          rank.typos += found.typos;
          rank.attribute += found.attribute;
          if (found.isExact) rank.exact += 1;
        }
      }
      // Proximity is measured between single words; a synonym phrase counts as far.
      if (!term.isStopWord)
        metWords.push(isMet && term.queryWords.length === 1 ? term.alternatives[0]![0]! : null);
    });
    rank.proximity = proximity(prepared.sequence, metWords);
    // Equal up to rounding: which words matched decides, not tiny differences in rarity.
    rank.weight = Math.round(rank.weight * 10) / 10;
    return rank;
  }
}
