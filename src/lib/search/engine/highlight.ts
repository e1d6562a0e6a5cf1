/**
 * DocSearch's _highlightResult and _snippetResult: matched words wrapped in
 * the highlight tags, everything else HTML-escaped text.
 */
import type {HierarchyLevel, SearchRecord} from '../types';
import {tokenize} from './words';

export const LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export type HighlightValue = {value: string; matchLevel: 'none' | 'partial' | 'full'; matchedWords: string[]};

/** Like Algolia's: only the levels that have text (Docusaurus's /search page takes the last one as the title). */
type HighlightedHierarchy = Partial<Record<HierarchyLevel, HighlightValue>>;

export type Hit = SearchRecord & {
  _highlightResult: {hierarchy: HighlightedHierarchy; content?: HighlightValue};
  _snippetResult: {hierarchy: HighlightedHierarchy; content?: HighlightValue};
};

export type HighlightParams = {
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToSnippet?: string[];
  snippetEllipsisText?: string;
};

/** Which query words an index word satisfies. */
export type MatchedWordsOf = (indexWord: string) => string[];

const WORD = /[\p{L}\p{N}]+/gu;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function clampInt(value: unknown, fallback: number, min: number, max: number): number {
  const number = Number(value);
  if (!Number.isFinite(number)) return fallback;
  return Math.min(max, Math.max(min, Math.trunc(number)));
}

export class Highlighter {
  private readonly pre: string;
  private readonly post: string;
  private readonly ellipsis: string;
  private readonly snippetWords: number;

  constructor(
    private readonly matchedWordsOf: MatchedWordsOf,
    private readonly queryWordCount: number,
    params: HighlightParams,
  ) {
    this.pre = params.highlightPreTag ?? '<mark>';
    this.post = params.highlightPostTag ?? '</mark>';
    this.ellipsis = params.snippetEllipsisText ?? '…';
    const contentSnippet = (params.attributesToSnippet ?? []).find((spec) => spec.startsWith('content'));
    this.snippetWords = clampInt(contentSnippet?.split(':')[1], 10, 1, 100);
  }

  /** Query words a word of the text matches; the same words come back in every hit. */
  private readonly matches = new Map<string, string[]>();

  private matched(word: string): string[] {
    let found = this.matches.get(word);
    if (!found) {
      found = this.matchedWordsOf(tokenize(word)[0] ?? '');
      this.matches.set(word, found);
    }
    return found;
  }

  private highlight(text: string | null): HighlightValue {
    if (!text) return {value: text ?? '', matchLevel: 'none', matchedWords: []};
    const matched = new Set<string>();
    let value = '';
    let cursor = 0;
    for (const match of text.matchAll(WORD)) {
      const start = match.index ?? 0;
      const hits = this.matched(match[0]);
      if (hits.length === 0) continue;
      hits.forEach((word) => matched.add(word));
      value += escapeHtml(text.slice(cursor, start)) + this.pre + escapeHtml(match[0]) + this.post;
      cursor = start + match[0].length;
    }
    value += escapeHtml(text.slice(cursor));
    return {
      value,
      matchedWords: [...matched],
      matchLevel: matched.size === 0 ? 'none' : matched.size >= this.queryWordCount ? 'full' : 'partial',
    };
  }

  private snippet(text: string | null): HighlightValue {
    if (!text) return this.highlight(text);
    const words = [...text.matchAll(WORD)];
    if (words.length <= this.snippetWords) return this.highlight(text);
    const firstHit = words.findIndex((word) => this.matched(word[0]).length > 0);
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
    const highlightHierarchy: HighlightedHierarchy = {};
    for (const level of LEVELS) {
      const text = record.hierarchy[level];
      if (text) highlightHierarchy[level] = this.highlight(text);
    }
    // Keywords are for matching only: hits do not carry them.
    const {keywords: _keywords, ...shown} = record;
    // Empty levels and content are left out, as Algolia leaves out attributes without a value:
    // an empty one would show as a blank title, breadcrumb or "..." summary on /search.
    return {
      ...shown,
      _highlightResult: {
        hierarchy: highlightHierarchy,
        ...(record.content ? {content: this.highlight(record.content)} : {}),
      },
      _snippetResult: {
        hierarchy: highlightHierarchy,
        ...(record.content ? {content: this.snippet(record.content)} : {}),
      },
    };
  }
}
