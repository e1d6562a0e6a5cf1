/**
 * A search over the prebuilt index that answers the way the DocSearch UI
 * expects Algolia to, with Algolia's defaults for a docs site:
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
 *
 * The first pass ranks every candidate from the postings alone; the best
 * few are then ranked in full from their text (proximity, heading length).
 * What the index has not loaded yet is reported as missing files (see
 * ./store.ts), so the client fetches only what a query needs.
 */
import {CONTENT_BIT, KEYWORDS_BIT, LEAD_BIT} from './format';
import {facetCounts, matchesFacetFilters, type FacetFilters} from './facets';
import {clampInt, Highlighter, LEVELS, type HighlightParams, type Hit} from './highlight';
import type {IndexFile, IndexStore} from './store';
import {SynonymTable} from './synonyms';
import {allowedTypos, chunks, indexWords, stem, STOP_WORDS, typoDistance, type Chunk} from './words';
import type {HierarchyLevel, SearchRecord} from '../types';

type Field = HierarchyLevel | 'content' | 'keywords';
const FIELDS: Field[] = [...LEVELS, 'content', 'keywords'];

/** Algolia ignores query text past 512 characters; so do we. */
const MAX_QUERY_LENGTH = 512;
const MAX_QUERY_WORDS = 12;
/** Word expansions kept between queries: a reader types the same words again and again. */
const EXPANSION_CACHE_SIZE = 500;
/** Completions of a prefix: the most frequent ones, so 'w' does not fetch every word in w. */
const PREFIX_EXPANSIONS = 40;
/** Candidates ranked in full per query; the rest keep the first pass's order. */
const FULL_RANK_LIMIT = 50;
/** Records whose words for proximity are kept between queries. */
const SEQUENCE_CACHE_SIZE = 2000;

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
  /** What meeting each alternative is worth against the first (the reader's own words, or name). */
  worth: number[];
  /** Every word of every alternative, for proximity. */
  anyWord: WordMatches;
  isStopWord: boolean;
};

/**
 * How well a record meets one query word: worth 0 to 1 (where and how it
 * matched), typos, and whether its page's title has the word too.
 */
type Meet = {worth: number; typos: number; inTitle: boolean};

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

/** A result, or the files the index needs before it can answer. */
export type Attempt = {result: SearchResult} | {missing: IndexFile[]};

export type {Hit};

/**
 * How much a match in each field says: the record's own heading, the page
 * title, other headings, body text, code identifiers, and last the section
 * name, which every record of the section shares.
 */
const CONTENT_WEIGHT = 0.6;
/** Content that opens with the word: as Algolia ranks an ordered attribute, the start counts more. */
const LEAD_WEIGHT = 0.66;
const KEYWORDS_WEIGHT = 0.55;
/** A term in the page's title, besides where the record meets it: the page is about it. */
const TITLE_WEIGHT = 0.2;
const TITLE_BIT = 1 << 1;
function headingWeight(level: number, typeCode: string): number {
  if (String(level) === typeCode) return 1;
  if (level === 0) return 0.3;
  return level === 1 ? 0.8 : 0.7;
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
/** The words of a name the reader wrote joined, met apart, are worth less still: client … secret is not client_secret. */
const NAME_PARTS_WEIGHT = 0.6;

/** Pages that answer in depth first (see the records' pageRank): overviews and unlisted pages weigh less. */
function pageWeight(pageRank: number): number {
  return pageRank >= 0 ? 1 : pageRank === -1 ? 0.8 : 0.9;
}

/** The heading a record sits under (its own level of the hierarchy). */
function ownHeading(record: SearchRecord): string {
  const level = record.type === 'content' ? undefined : record.type;
  return (level && record.hierarchy[level]) || record.hierarchy.lvl1 || '';
}

function fieldText(record: SearchRecord, field: Field): string | null {
  if (field === 'content') return record.content;
  if (field === 'keywords') return record.keywords ?? null;
  return record.hierarchy[field];
}

type Rank = {
  index: number;
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

function intersect(sets: Array<Map<number, Meet>>): Set<number> {
  const [smallest, ...others] = [...sets].sort((a, b) => a.size - b.size);
  const result = new Set<number>();
  for (const index of smallest?.keys() ?? []) {
    if (others.every((set) => set.has(index))) result.add(index);
  }
  return result;
}

export class Engine {
  private readonly vocabulary: string[];
  /** Words by length, for typo look-ups; built on the first typo look-up. */
  private wordsByLength: string[][] | null = null;
  private readonly synonyms: SynonymTable;
  private readonly expansions = new Map<string, WordMatches>();
  private readonly sequences = new Map<number, string[]>();
  /** Worth of each field combination of a heading posting, per record type. */
  private readonly headingWorth = new Map<string, number>();

  constructor(private readonly store: IndexStore) {
    this.vocabulary = store.head.words;
    this.synonyms = new SynonymTable(store.head.synonyms);
  }

  get size(): number {
    return this.store.recordCount;
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
    const {wordIndex} = this.store;
    if (wordIndex.has(queryWord)) add(queryWord, Kind.Exact);
    // Every word with the query word's stem begins with the stem (but for a final y: category, categories).
    const wordStem = stem(queryWord);
    for (const word of this.completions(wordStem.replace(/y$/, ''))) {
      if (stem(word) === wordStem) add(word, Kind.Form);
    }
    if (allowPrefix) {
      const {frequencies} = this.store.head;
      const completions = this.completions(queryWord)
        .filter((word) => !matches.has(word))
        .sort((a, b) => frequencies[wordIndex.get(b)!]! - frequencies[wordIndex.get(a)!]!);
      for (const word of completions.slice(0, PREFIX_EXPANSIONS)) add(word, Kind.Prefix);
    }
    const maxTypos = allowTypos ? allowedTypos(queryWord) : 0;
    if (maxTypos > 0) {
      const byLength = this.typoCandidates();
      for (let length = queryWord.length - maxTypos; length <= queryWord.length + maxTypos; length += 1) {
        for (const word of byLength[length] ?? []) {
          if (matches.has(word) || allowedTypos(word) === 0) continue;
          const typos = typoDistance(queryWord, word, maxTypos);
          if (typos <= maxTypos) add(word, Kind.Typo, typos);
        }
      }
    }
    if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.clear();
    this.expansions.set(key, matches);
    return matches;
  }

  /** Vocabulary words that begin with a prefix. */
  private completions(prefix: string): string[] {
    const found: string[] = [];
    for (let i = lowerBound(this.vocabulary, prefix); i < this.vocabulary.length; i += 1) {
      const word = this.vocabulary[i]!;
      if (!word.startsWith(prefix)) break;
      found.push(word);
    }
    return found;
  }

  private typoCandidates(): string[][] {
    if (!this.wordsByLength) {
      this.wordsByLength = [];
      for (const word of this.vocabulary) (this.wordsByLength[word.length] ??= []).push(word);
    }
    return this.wordsByLength;
  }

  /**
   * The query as terms: its words; each phrase of the synonyms file as one
   * term; and each name written joined (client_secret, ERC-721,
   * /api/wallet/wallet) as one term, met by the name itself or, for less,
   * by its words anywhere in a record.
   */
  private terms(query: string): Term[] {
    const seen = new Set<string>();
    const pieces: Chunk[] = [];
    let wordCount = 0;
    for (const chunk of chunks(query)) {
      const key = chunk.parts.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      wordCount += chunk.parts.length;
      if (wordCount > MAX_QUERY_WORDS) break;
      pieces.push(chunk);
    }
    const allStopWords = pieces.every(({parts}) => parts.every((word) => STOP_WORDS.has(word)));

    type Segment = {words: string[]; group: string[][] | null; solid?: string[]};
    const segments: Segment[] = [];
    let run: string[] = [];
    const endRun = () => {
      segments.push(...this.synonyms.segment(run));
      run = [];
    };
    for (const {parts, solid} of pieces) {
      if (solid.length === 0) {
        run.push(...parts);
        continue;
      }
      endRun();
      segments.push({
        words: parts,
        group: this.synonyms.groupOf([solid[0]!]) ?? this.synonyms.groupOf(parts),
        solid,
      });
    }
    endRun();

    return segments.map(({words, group, solid}, i) => {
      const isLast = i === segments.length - 1;
      const own = words.map((word, j) => this.expandWord(word, isLast && j === words.length - 1));
      const alternatives = solid ? [[this.expandSolid(solid, isLast)], own] : [own];
      const worth = solid ? [1, NAME_PARTS_WEIGHT] : [1];
      for (const phrase of group ?? []) {
        alternatives.push(phrase.map((word) => this.expandWord(word, false, false)));
        worth.push(SYNONYM_WEIGHT);
      }
      const anyWord: WordMatches = new Map();
      for (const alternative of alternatives) {
        for (const matches of alternative) for (const [word, match] of matches) anyWord.set(word, match);
      }
      return {
        queryWords: words,
        alternatives,
        worth,
        anyWord,
        isStopWord: !allStopWords && words.length === 1 && STOP_WORDS.has(words[0]!),
      };
    });
  }

  /** Index words that match a name written solid in any of its forms. */
  private expandSolid(forms: string[], allowPrefix: boolean): WordMatches {
    const merged: WordMatches = new Map();
    for (const form of forms) {
      for (const [word, match] of this.expandWord(form, allowPrefix)) {
        const current = merged.get(word);
        if (!current || match.kind < current.kind) merged.set(word, match);
      }
    }
    return merged;
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

  private headingValue(bits: number, typeCode: string): number {
    const key = `${bits}${typeCode}`;
    let value = this.headingWorth.get(key);
    if (value === undefined) {
      value = 0;
      for (let level = 0; level < LEVELS.length; level += 1) {
        if (bits & (1 << level)) value = Math.max(value, headingWeight(level, typeCode));
      }
      this.headingWorth.set(key, value);
    }
    return value;
  }

  /** For each record that holds one of the words, how well it meets them: the best word, in its best field. */
  private meets(matches: WordMatches): Map<number, Meet> {
    const result = new Map<number, Meet>();
    const consider = (record: number, worth: number, typos: number, inTitle: boolean) => {
      const current = result.get(record);
      if (!current) result.set(record, {worth, typos, inTitle});
      else {
        if (worth > current.worth) {
          current.worth = worth;
          current.typos = typos;
        }
        current.inTitle ||= inTitle;
      }
    };
    const {store} = this;
    for (const [word, match] of matches) {
      const postings = store.postings(store.wordIndex.get(word)!);
      const kindWeight = KIND_WEIGHT[match.kind] ** Math.max(1, match.typos);
      for (let i = 0; i < postings.records.length; i += 1) {
        const bits = postings.recordBits[i]!;
        const worth =
          bits & LEAD_BIT
            ? LEAD_WEIGHT
            : bits & CONTENT_BIT
              ? CONTENT_WEIGHT
              : bits & KEYWORDS_BIT
                ? KEYWORDS_WEIGHT
                : 0;
        consider(postings.records[i]!, worth * kindWeight, match.typos, false);
      }
      for (let i = 0; i < postings.sections.length; i += 1) {
        const section = postings.sections[i]!;
        const bits = postings.sectionBits[i]!;
        const inTitle = (bits & TITLE_BIT) !== 0;
        for (let record = store.sectionStart[section]!; record < store.sectionStart[section + 1]!; record += 1) {
          consider(record, this.headingValue(bits, store.typeCode(record)) * kindWeight, match.typos, inTitle);
        }
      }
    }
    return result;
  }

  /** Rarer words say more about what the reader wants. */
  private rarity(count: number): number {
    return Math.log(1 + this.store.recordCount / (1 + count));
  }

  /** The words of a record in reading order, fields apart by a gap, for proximity. */
  private sequence(index: number): string[] {
    let sequence = this.sequences.get(index);
    if (!sequence) {
      const record = this.store.record(index);
      sequence = [];
      for (const field of FIELDS) {
        const text = fieldText(record, field);
        const words = text ? indexWords(text) : [];
        if (words.length > 0) sequence.push(...words, ...new Array<string>(MAX_DISTANCE).fill(''));
      }
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
    const terms = this.terms(query.slice(0, MAX_QUERY_LENGTH));
    const queryWords = [...new Set(terms.flatMap((term) => term.queryWords))];
    const base = {page, hitsPerPage, exhaustiveNbHits: true as const, query, params: ''};
    if (queryWords.length === 0) {
      return {result: {...base, hits: [], nbHits: 0, nbPages: 0, processingTimeMS: 0}};
    }

    // Question and filler words never decide: they are neither required nor ranked.
    const required = terms.filter((term) => !term.isStopWord);
    const missingPostings = this.missingPostings(required);
    if (missingPostings.length > 0) return {missing: missingPostings};

    // Per term and alternative: how each record meets each of its words, and the records meeting them all.
    const meetCache = new Map<WordMatches, Map<number, Meet>>();
    const meetsOf = (matches: WordMatches) => {
      let found = meetCache.get(matches);
      if (!found) meetCache.set(matches, (found = this.meets(matches)));
      return found;
    };
    const termMeets = required.map((term) => term.alternatives.map((alternative) => alternative.map(meetsOf)));
    const alternativeRecords = termMeets.map((alternatives) => alternatives.map(intersect));
    const termRecords = alternativeRecords.map((sets) => new Set(sets.flatMap((set) => [...set])));
    // The reader's own words weigh by their own rarity: a broad synonym group does not make them common.
    // A synonym weighs as the whole group does, so it is never worth more than the reader's own word.
    const weights = alternativeRecords.map((sets, i) =>
      sets.map((set, a) => this.rarity((a === 0 ? set : termRecords[i]!).size)),
    );

    // allOptional, always: records with every word rank first (the 'words' criterion), and
    // records that meet only some of them follow, so a query never fails for one word.
    const candidates = [...new Set(termRecords.flatMap((records) => [...records]))].filter((index) =>
      matchesFacetFilters(this.store.facetView(index), params.facetFilters),
    );
    const firstPass = candidates
      .map((index) => {
        const rank: Rank = {
          index,
          words: 0,
          score: 0,
          typos: 0,
          proximity: 0,
          headingWords: 0,
          level: this.store.level(index),
          position: this.store.position(index),
        };
        termRecords.forEach((records, i) => {
          if (!records.has(index)) return;
          let best: Meet | null = null;
          alternativeRecords[i]!.forEach((set, a) => {
            if (!set.has(index)) return;
            const words = termMeets[i]![a]!.map((meets) => meets.get(index)!);
            const worth =
              (words.reduce((sum, meet) => sum + meet.worth, 0) / words.length) *
              weights[i]![a]! *
              required[i]!.worth[a]!;
            // The page is about the term when its title has it: every record of the page gains.
            const titleWorth = words.every((meet) => meet.inTitle)
              ? TITLE_WEIGHT * weights[i]![a]! * required[i]!.worth[a]!
              : 0;
            if (!best || worth + titleWorth > best.worth) {
              best = {
                worth: worth + titleWorth,
                typos: words.reduce((sum, meet) => sum + meet.typos, 0),
                inTitle: titleWorth > 0,
              };
            }
          });
          const met = best as Meet | null;
          if (met) {
            rank.words += 1;
            rank.score += met.worth;
            rank.typos += met.typos;
          }
        });
        rank.score *= pageWeight(this.store.pageRank(index));
        return rank;
      })
      .sort(compareRanks);

    const best = firstPass.slice(0, FULL_RANK_LIMIT);
    const missingBest = this.missingRecords(best.map(({index}) => index));
    if (missingBest.length > 0) return {missing: missingBest};
    const metWords = required.map((term, i) => ({term, records: termRecords[i]!}));
    const ranked = best
      .map((rank) => this.rankInFull(rank, metWords))
      .sort(compareRanks)
      .concat(firstPass.slice(FULL_RANK_LIMIT));

    const seenUrls = new Set<number>();
    const distinct = ranked.filter(({index}) => {
      const url = this.store.urlKey[index]!;
      if (seenUrls.has(url)) return false;
      seenUrls.add(url);
      return true;
    });
    const pageItems = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const missingHits = this.missingRecords(pageItems.map(({index}) => index));
    if (missingHits.length > 0) return {missing: missingHits};

    const matchedWordsOf = (word: string) =>
      terms
        .filter((term) => term.alternatives.some((alternative) => alternative.some((m) => m.has(word))))
        .flatMap((term) => term.queryWords);
    const highlighter = new Highlighter(matchedWordsOf, queryWords.length, params);
    if ((params as {debug?: boolean}).debug) {
      (globalThis as unknown as {__debug: unknown}).__debug = distinct.slice(0, 12).map((r) => ({
        ...r,
        url: this.store.record(r.index).url.replace('https://docs.maschain.com', ''),
        type: this.store.record(r.index).type,
        text: (this.store.record(r.index).content ?? ownHeading(this.store.record(r.index))).slice(0, 70),
      }));
    }
    return {
      result: {
        ...base,
        hits: pageItems.map(({index}) => highlighter.hit(this.store.record(index))),
        nbHits: distinct.length,
        nbPages: hitsPerPage > 0 ? Math.ceil(distinct.length / hitsPerPage) : 0,
        processingTimeMS: Date.now() - started,
        ...(params.facets
          ? {
              facets: facetCounts(
                distinct.map(({index}) => this.store.facetView(index)),
                params.facets,
              ),
            }
          : {}),
      },
    };
  }

  /** The second pass, from the record's text: proximity of the words met, and its own heading's length. */
  private rankInFull(rank: Rank, terms: Array<{term: Term; records: Set<number>}>): Rank {
    const record = this.store.record(rank.index);
    // Proximity is measured from any word of any alternative: a synonym is as close as the reader's word.
    const metWords = terms.map(({term, records}) => (records.has(rank.index) ? term.anyWord : null));
    const distance = proximity(this.sequence(rank.index), metWords);
    // Words close together say the record is about them: up to a quarter more.
    const pairs = Math.max(1, metWords.length - 1);
    const score = rank.score * (1 + 0.4 * (1 - distance / (pairs * MAX_DISTANCE)));
    return {
      ...rank,
      // Equal up to rounding: tiny differences in rarity do not decide.
      score: Math.round(score * 100) / 100,
      proximity: distance,
      headingWords: ownHeading(record).split(/\s+/).length,
    };
  }
}

