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
  /** Every word of every alternative, for proximity. */
  anyWord: WordMatches;
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
 * How much a match in each field says: the record's own heading, the page
 * title, other headings, body text, code identifiers, and last the section
 * name, which every record of the section shares.
 */
function fieldWeight(record: SearchRecord, field: Field): number {
  if (field === 'content') return 0.6;
  if (field === record.type) return 1;
  if (field === 'keywords') return 0.55;
  if (field === 'lvl0') return 0.3;
  return field === 'lvl1' ? 0.8 : 0.7;
}

/** How much a match of each kind is worth against the reader's exact word. */
const KIND_WEIGHT: Record<Kind, number> = {
  [Kind.Exact]: 1,
  [Kind.Form]: 0.95,
  [Kind.Prefix]: 0.85,
  [Kind.Typo]: 0.7,
};
/** A synonym from the file is worth less than the reader's own word. */
const SYNONYM_WEIGHT = 0.8;

/** Pages that answer in depth first (see the records' pageRank): overviews and unlisted pages weigh less. */
function pageWeight(pageRank: number): number {
  return pageRank >= 0 ? 1 : pageRank === -1 ? 0.8 : 0.6;
}

/** The heading a record sits under (its own level of the hierarchy). */
function ownHeading(record: SearchRecord): string {
  const level = record.type === 'content' ? undefined : record.type;
  return (level && record.hierarchy[level]) || record.hierarchy.lvl1 || '';
}

/** Candidates ranked in full per query; the rest keep their cheap order. */
const FULL_RANK_LIMIT = 200;

type Rank = {
  words: number;
  score: number;
  typos: number;
  proximity: number;
  /** Words in the record's own heading: of two equal matches, the more specific heading wins. */
  headingWords: number;
  level: number;
  position: number;
};

/**
 * allOptional first (a record with more of the words wins), then typos as
 * Algolia orders them, then the relevance of how it meets the words.
 */
function compareRanks(a: Rank, b: Rank): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    b.score - a.score ||
    a.proximity - b.proximity ||
    a.headingWords - b.headingWords ||
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
      const anyWord: WordMatches = new Map();
      for (const alternative of alternatives) {
        for (const matches of alternative) for (const [word, match] of matches) anyWord.set(word, match);
      }
      return {
        queryWords: words,
        alternatives,
        anyWord,
        isStopWord: !allStopWords && words.length === 1 && STOP_WORDS.has(words[0]!),
      };
    });
  }

  /** Records that meet each alternative of a term (all of its words). */
  private recordsOf(term: Term): Array<Set<number>> {
    return term.alternatives.map((alternative) => {
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
      return current ?? new Set<number>();
    });
  }

  /** Rarer words say more about what the reader wants. */
  private rarity(records: Set<number>): number {
    return Math.log(1 + this.prepared.length / (1 + records.size));
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
    const alternativeRecords = terms.map((term) => this.recordsOf(term));
    const termRecords = alternativeRecords.map((sets) => new Set(sets.flatMap((set) => [...set])));
    const required = terms
      .map((term, i) => ({term, records: termRecords[i]!}))
      .filter(({term}) => !term.isStopWord);
    // Rarer terms say more about what the reader wants.
    // The reader's own words weigh by their own rarity: a broad synonym group does not make them common.
    // A synonym weighs as the whole group does, so it is never worth more than the reader's own word.
    const weights = alternativeRecords.map((sets, i) =>
      sets.map((set, a) => this.rarity(a === 0 ? set : termRecords[i]!)),
    );
    const requiredWeights = terms.flatMap((term, i) =>
      term.isStopWord ? [] : [this.rarity(termRecords[i]!)],
    );

    // allOptional, always: records with every word rank first (the 'words' criterion), and
    // records that meet only some of them follow, so a query never fails for one word.
    let candidates = [...new Set(required.flatMap(({records}) => [...records]))];
    candidates = candidates.filter((index) =>
      matchesFacetFilters(this.prepared[index]!.record, params.facetFilters),
    );

    // Two passes: a cheap order by how many and how rare the words met, then the full rank of the best few hundred.
    const cheap = candidates
      .map((index) => {
        let words = 0;
        let weight = 0;
        required.forEach(({records}, i) => {
          if (records.has(index)) {
            words += 1;
            weight += requiredWeights[i]!;
          }
        });
        const {pageRank, level} = this.prepared[index]!.record.weight;
        return {index, words, weight, page: pageWeight(pageRank), level};
      })
      // Equal matches are cut at FULL_RANK_LIMIT by the pages' own weights, not by index.
      .sort((a, b) => b.words - a.words || b.weight - a.weight || b.page - a.page || b.level - a.level);
    const ranked = cheap
      .slice(0, FULL_RANK_LIMIT)
      .map(({index}) => ({index, rank: this.rank(this.prepared[index]!, terms, termRecords, weights, index)}))
      .sort((a, b) => compareRanks(a.rank, b.rank))
      .concat(cheap.slice(FULL_RANK_LIMIT).map(({index}) => ({index, rank: null as unknown as Rank})));

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

  /** The best way a record meets one list of words: its worth (0 to 1 a word) and typos, or null. */
  private meet(prepared: PreparedRecord, alternative: WordMatches[]) {
    let worth = 0;
    let typos = 0;
    for (const matches of alternative) {
      let best = 0;
      let bestTypos = 0;
      for (const field of FIELDS) {
        const words = prepared.fieldWords.get(field)!;
        if (words.size === 0) continue;
        const weight = fieldWeight(prepared.record, field);
        const consider = (word: string) => {
          const match = matches.get(word);
          if (!match) return;
          const value = weight * KIND_WEIGHT[match.kind] ** Math.max(1, match.typos);
          if (value > best) {
            best = value;
            bestTypos = match.typos;
          }
        };
        if (matches.size < words.size) {
          for (const word of matches.keys()) if (words.has(word)) consider(word);
        } else {
          for (const word of words) consider(word);
        }
      }
      if (best === 0) return null;
      worth += best;
      typos += bestTypos;
    }
    return {worth: worth / alternative.length, typos};
  }

  private rank(
    prepared: PreparedRecord,
    terms: Term[],
    termRecords: Array<Set<number>>,
    weights: number[][],
    index: number,
  ): Rank {
    const {record} = prepared;
    const rank: Rank = {
      words: 0,
      score: 0,
      typos: 0,
      proximity: 0,
      headingWords: ownHeading(record).split(/\s+/).length,
      level: record.weight.level,
      position: record.weight.position,
    };
    const metWords: Array<WordMatches | null> = [];
    terms.forEach((term, i) => {
      const isMet = !term.isStopWord && termRecords[i]!.has(index);
      if (isMet) {
        let best: {worth: number; typos: number} | null = null;
        for (const [a, alternative] of term.alternatives.entries()) {
          const found = this.meet(prepared, alternative);
          // The reader's own words first: a synonym is worth less.
          const met = found && {
            ...found,
            worth: found.worth * weights[i]![a]! * (a > 0 ? SYNONYM_WEIGHT : 1),
          };
          if (met && (!best || met.worth > best.worth)) best = met;
        }
        if (best) {
          rank.words += 1;
          rank.score += best.worth;
          rank.typos += best.typos;
        }
      }
      // Proximity is measured from any word of any alternative: a synonym is as close as the reader's word.
      if (!term.isStopWord) metWords.push(isMet ? term.anyWord : null);
    });
    rank.proximity = proximity(prepared.sequence, metWords);
    // Words close together say the record is about them: up to a quarter more.
    const pairs = Math.max(1, metWords.length - 1);
    rank.score *=
      (1 + 0.25 * (1 - rank.proximity / (pairs * MAX_DISTANCE))) * pageWeight(record.weight.pageRank);
    // Equal up to rounding: tiny differences in rarity do not decide.
    rank.score = Math.round(rank.score * 100) / 100;
    return rank;
  }
}
