/**
 * An in-memory search over DocSearch records that answers the way the
 * DocSearch UI expects Algolia to: every word must match, the last word
 * matches as a prefix, words of 5+ letters tolerate one typo, heading matches
 * beat body matches, and one hit per URL.
 */
import {isWithinOneEdit, tokenize} from './tokenize';
import type {HierarchyLevel, SearchRecord} from './types';

const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
type Field = HierarchyLevel | 'content';
const FIELDS: Field[] = [...LEVELS, 'content'];

/** Algolia ignores query text past 512 characters; so do we. */
const MAX_QUERY_LENGTH = 512;
const MAX_QUERY_WORDS = 12;
const MIN_TYPO_WORD_LENGTH = 5;

enum MatchKind {
  Exact = 0,
  Prefix = 1,
  Typo = 2,
}

type WordMatch = Map<string, MatchKind>;

type PreparedRecord = {
  record: SearchRecord;
  /** Words of each field, for matching and attribute ranking. */
  fieldWords: Map<Field, Set<string>>;
  /** All words in reading order, joined by single spaces, for phrase matches. */
  flatText: string;
};

export type FacetFilters = Array<string | string[]>;

export type SearchParams = {
  query?: string;
  page?: number;
  hitsPerPage?: number;
  facetFilters?: FacetFilters | string;
  facets?: string[] | string;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
};

type HighlightValue = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

export type Hit = SearchRecord & {
  _highlightResult: {hierarchy: Record<HierarchyLevel, HighlightValue>; content?: HighlightValue};
  _snippetResult: {hierarchy: Record<HierarchyLevel, HighlightValue>; content?: HighlightValue};
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

function fieldText(record: SearchRecord, field: Field): string | null {
  return field === 'content' ? record.content : record.hierarchy[field];
}

/**
 * Lower is better: the record's own heading, then the page title, other
 * headings, body text, and last the section name. Body text never counts as
 * a title match, even in a content record.
 */
function fieldRank(record: SearchRecord, field: Field): number {
  if (field === 'content') return 3;
  if (field === 'lvl0') return 4;
  if (field === record.type) return 0;
  return field === 'lvl1' ? 1 : 2;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const WORD = /[\p{L}\p{N}]+/gu;

function normalizeWord(word: string): string {
  return tokenize(word)[0] ?? '';
}

export class SearchEngine {
  private readonly prepared: PreparedRecord[];
  /** Every distinct word, sorted, for prefix and typo look-ups. */
  private readonly vocabulary: string[];
  private readonly postings = new Map<string, number[]>();
  /**
   * Words by each of their one-letter deletions (and by themselves), so the
   * words within one edit of a query word are found without scanning the
   * whole vocabulary.
   */
  private readonly deletions = new Map<string, string[]>();

  constructor(records: SearchRecord[]) {
    this.prepared = records.map((record) => {
      const fieldWords = new Map<Field, Set<string>>();
      const ordered: string[] = [];
      for (const field of FIELDS) {
        const words = tokenize(fieldText(record, field) ?? '');
        fieldWords.set(field, new Set(words));
        ordered.push(...words);
      }
      return {record, fieldWords, flatText: ` ${ordered.join(' ')} `};
    });
    this.prepared.forEach(({fieldWords}, index) => {
      const seen = new Set<string>();
      for (const words of fieldWords.values()) {
        for (const word of words) {
          if (seen.has(word)) continue;
          seen.add(word);
          const list = this.postings.get(word);
          if (list) list.push(index);
          else this.postings.set(word, [index]);
        }
      }
    });
    this.vocabulary = [...this.postings.keys()].sort();
    for (const word of this.vocabulary) {
      if (word.length < MIN_TYPO_WORD_LENGTH - 1) continue;
      for (const key of [word, ...oneDeletions(word)]) {
        const words = this.deletions.get(key);
        if (words) words.push(word);
        else this.deletions.set(key, [word]);
      }
    }
  }

  get size(): number {
    return this.prepared.length;
  }

  /** Index words a query word matches, with how it matches. */
  private expandWord(queryWord: string, allowPrefix: boolean): WordMatch {
    const matches: WordMatch = new Map();
    if (this.postings.has(queryWord)) matches.set(queryWord, MatchKind.Exact);
    if (allowPrefix) {
      for (let i = lowerBound(this.vocabulary, queryWord); i < this.vocabulary.length; i += 1) {
        const word = this.vocabulary[i]!;
        if (!word.startsWith(queryWord)) break;
        if (!matches.has(word)) matches.set(word, MatchKind.Prefix);
      }
    }
    if (queryWord.length >= MIN_TYPO_WORD_LENGTH) {
      // Two words are within one edit when they share a key: the word itself or one deletion.
      for (const key of [queryWord, ...oneDeletions(queryWord)]) {
        for (const word of this.deletions.get(key) ?? []) {
          if (!matches.has(word) && isWithinOneEdit(word, queryWord)) matches.set(word, MatchKind.Typo);
        }
      }
    }
    return matches;
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

    const wordMatches = queryWords.map((word, i) => this.expandWord(word, i === queryWords.length - 1));
    const candidates = this.candidates(wordMatches).filter((index) =>
      matchesFacetFilters(this.prepared[index]!.record, params.facetFilters),
    );

    // No trailing space: the last word may be a prefix ('rate limit' in 'rate limits').
    const phrase = ` ${queryWords.join(' ')}`;
    const ranked = candidates
      .map((index) => ({index, rank: this.rank(this.prepared[index]!, wordMatches, phrase)}))
      .sort((a, b) => compareRanks(a.rank, b.rank));

    const seenUrls = new Set<string>();
    const distinct = ranked.filter(({index}) => {
      const {url} = this.prepared[index]!.record;
      if (seenUrls.has(url)) return false;
      seenUrls.add(url);
      return true;
    });

    const pageItems = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const highlighter = new Highlighter(wordMatches, queryWords, params);
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

  /** Records that contain a match for every query word. */
  private candidates(wordMatches: WordMatch[]): number[] {
    let current: Set<number> | null = null;
    for (const matches of wordMatches) {
      const next = new Set<number>();
      for (const word of matches.keys()) {
        for (const index of this.postings.get(word) ?? []) {
          if (!current || current.has(index)) next.add(index);
        }
      }
      current = next;
      if (current.size === 0) break;
    }
    return [...(current ?? [])];
  }

  private rank(prepared: PreparedRecord, wordMatches: WordMatch[], phrase: string): Rank {
    const {record, fieldWords} = prepared;
    let typos = 0;
    let exact = 0;
    let attribute = 0;
    for (const matches of wordMatches) {
      let bestKind = MatchKind.Typo;
      let bestField = Number.POSITIVE_INFINITY;
      for (const field of FIELDS) {
        for (const word of fieldWords.get(field)!) {
          const kind = matches.get(word);
          if (kind === undefined) continue;
          bestKind = Math.min(bestKind, kind);
          bestField = Math.min(bestField, fieldRank(record, field));
        }
      }
      if (bestKind === MatchKind.Typo) typos += 1;
      if (bestKind === MatchKind.Exact) exact += 1;
      attribute += bestField;
    }
    return {
      typos,
      phrase: wordMatches.length > 1 && prepared.flatText.includes(phrase) ? 1 : 0,
      attribute,
      exact,
      // A short heading that matches says more than a long one ('Wallet API' before 'Getting Started with MAS Wallet').
      headingWords: fieldWords.get(record.type)?.size ?? 0,
      level: record.weight.level,
      pageRank: record.weight.pageRank,
      position: record.weight.position,
    };
  }
}

type Rank = {
  typos: number;
  phrase: number;
  attribute: number;
  exact: number;
  headingWords: number;
  level: number;
  pageRank: number;
  position: number;
};

/** Algolia's tie-breaking order: typos, proximity, attribute, exactness, then custom ranking. */
function compareRanks(a: Rank, b: Rank): number {
  return (
    a.typos - b.typos ||
    b.phrase - a.phrase ||
    a.attribute - b.attribute ||
    b.exact - a.exact ||
    a.headingWords - b.headingWords ||
    b.pageRank - a.pageRank ||
    b.level - a.level ||
    a.position - b.position
  );
}

function oneDeletions(word: string): string[] {
  const result: string[] = [];
  for (let i = 0; i < word.length; i += 1) result.push(word.slice(0, i) + word.slice(i + 1));
  return result;
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

function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

/** Algolia facet filters: the outer list is AND, an inner list is OR, '-' negates. */
export function matchesFacetFilters(record: SearchRecord, filters: SearchParams['facetFilters']): boolean {
  if (!filters) return true;
  const clauses: Array<string | string[]> = typeof filters === 'string' ? [filters] : filters;
  return clauses.every((clause) =>
    Array.isArray(clause)
      ? clause.some((filter) => matchesFilter(record, filter))
      : matchesFilter(record, clause),
  );
}

function matchesFilter(record: SearchRecord, filter: string): boolean {
  const isNegated = filter.startsWith('-');
  const body = isNegated ? filter.slice(1) : filter;
  const separator = body.indexOf(':');
  if (separator < 0) return true;
  const attribute = body.slice(0, separator);
  const value = body.slice(separator + 1);
  const actual = (record as unknown as Record<string, unknown>)[attribute];
  const isMatch = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
  return isNegated ? !isMatch : isMatch;
}

function facetCounts(
  records: SearchRecord[],
  facets: string[] | string,
): Record<string, Record<string, number>> {
  const names = (typeof facets === 'string' ? [facets] : facets).filter((name) => name !== '*');
  const result: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      const value = (record as unknown as Record<string, unknown>)[name];
      if (value === undefined || value === null) continue;
      counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    }
    result[name] = counts;
  }
  return result;
}

/** Marks matched words in record fields; everything else is HTML-escaped text. */
class Highlighter {
  private readonly pre: string;
  private readonly post: string;
  private readonly ellipsis: string;
  private readonly snippetWords: number;

  constructor(
    private readonly wordMatches: WordMatch[],
    private readonly queryWords: string[],
    params: SearchParams,
  ) {
    this.pre = params.highlightPreTag ?? '<mark>';
    this.post = params.highlightPostTag ?? '</mark>';
    this.ellipsis = params.snippetEllipsisText ?? '…';
    const contentSnippet = (params.attributesToSnippet ?? []).find((spec) => spec.startsWith('content'));
    this.snippetWords = clampInt(contentSnippet?.split(':')[1], 10, 1, 100);
  }

  /** Which query words this normalized word satisfies. */
  private matchedQueryWords(word: string): string[] {
    return this.queryWords.filter((_, i) => this.wordMatches[i]!.has(word));
  }

  private highlight(text: string | null): HighlightValue {
    if (!text) return {value: text ?? '', matchLevel: 'none', matchedWords: []};
    const matched = new Set<string>();
    let value = '';
    let cursor = 0;
    for (const match of text.matchAll(WORD)) {
      const start = match.index ?? 0;
      const hits = this.matchedQueryWords(normalizeWord(match[0]));
      if (hits.length === 0) continue;
      hits.forEach((word) => matched.add(word));
      value += escapeHtml(text.slice(cursor, start)) + this.pre + escapeHtml(match[0]) + this.post;
      cursor = start + match[0].length;
    }
    value += escapeHtml(text.slice(cursor));
    return {
      value,
      matchedWords: [...matched],
      matchLevel: matched.size === 0 ? 'none' : matched.size === this.queryWords.length ? 'full' : 'partial',
    };
  }

  private snippet(text: string | null): HighlightValue {
    if (!text) return this.highlight(text);
    const words = [...text.matchAll(WORD)];
    if (words.length <= this.snippetWords) return this.highlight(text);
    const firstHit = words.findIndex((word) => this.matchedQueryWords(normalizeWord(word[0])).length > 0);
    const startWord = Math.max(0, Math.min(firstHit - 2, words.length - this.snippetWords));
    const endWord = startWord + this.snippetWords - 1;
    const from = startWord === 0 ? 0 : (words[startWord]!.index ?? 0);
    const last = words[endWord]!;
    const to = endWord === words.length - 1 ? text.length : (last.index ?? 0) + last[0].length;
    const result = this.highlight(text.slice(from, to));
    return {
      ...result,
      value: `${from > 0 ? this.ellipsis : ''}${result.value}${to < text.length ? this.ellipsis : ''}`,
    };
  }

  hit(record: SearchRecord): Hit {
    const highlightHierarchy = {} as Record<HierarchyLevel, HighlightValue>;
    for (const level of LEVELS) highlightHierarchy[level] = this.highlight(record.hierarchy[level]);
    return {
      ...record,
      _highlightResult: {hierarchy: highlightHierarchy, content: this.highlight(record.content)},
      _snippetResult: {hierarchy: highlightHierarchy, content: this.snippet(record.content)},
    };
  }
}
