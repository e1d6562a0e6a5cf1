/**
 * From the reader's query to the terms the engine ranks by: its words (and
 * the names it writes joined), each expanded to the index words it matches
 * exactly, by its stem, as a prefix or with typos, and the phrases of the
 * synonyms file with the other members of their group.
 */
import type {IndexHead} from './format';
import {WEIGHTS} from './weights';
import {SynonymTable} from './synonyms';
import {glossSynonyms} from './operations';
import {allowedTypos, chunks, stem, STOP_WORDS, typoDistance, type Chunk} from './words';

/**
 * Words of a query that rank (stop words aside, unless the query has no other), as Algolia keeps a query's
 * first words; and words of any kind. The first pass packs the words met into its sort key (./order.ts), which
 * holds up to 15.
 */
const MAX_QUERY_WORDS = 12;
const MAX_ALL_WORDS = 24;
/** Word expansions kept between queries: a reader types the same words again and again. */
const EXPANSION_CACHE_SIZE = 500;
/** Completions of a prefix: the most frequent ones, so 'w' does not fetch every word in w. */
const PREFIX_EXPANSIONS = 10;

/** How an index word matches a query word; lower is better. */
export const Kind = {
  Exact: 0,
  /** Same stem (plural, ending) or a synonym: no typo, but not exact. */
  Form: 1,
  Prefix: 2,
  Typo: 3,
} as const;
export type Kind = (typeof Kind)[keyof typeof Kind];

export type Match = {kind: Kind; typos: number};
/** Index words a query word matches. */
export type WordMatches = Map<string, Match>;

/** The same index words, each met as a typo with `typos` typos. */
function withTypos(matches: WordMatches, typos: number): WordMatches {
  return new Map([...matches].map(([word]) => [word, {kind: Kind.Typo, typos}]));
}

/**
 * One thing the query asks for: a word, or a phrase of the synonyms file.
 * It is met by any of its alternatives, each a list of words that must all match.
 */
export type Term = {
  queryWords: string[];
  alternatives: WordMatches[][];
  /** What meeting each alternative is worth against the first (the reader's own words, or name). */
  worth: number[];
  isStopWord: boolean;
  /** Per query word, the index word it stands for when the index has it in no form (`correction`), if any. */
  corrected: Array<string | undefined>;
};

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

/** The vocabulary of the index, and how a query's words meet it. */
export class QueryTerms {
  /** Words by length, for typo look-ups; built on the first typo look-up. */
  private wordsByLength: string[][] | null = null;
  private readonly synonyms: SynonymTable;
  private readonly expansions = new Map<string, WordMatches>();
  private readonly vocabulary: string[];

  constructor(
    private readonly head: {words: string[]} & Pick<IndexHead, 'frequencies' | 'synonyms'> &
      Partial<Pick<IndexHead, 'operations'>>,
    private readonly wordIndex: ReadonlyMap<string, number>,
  ) {
    this.vocabulary = head.words;
    this.synonyms = new SynonymTable(head.synonyms, glossSynonyms(head.operations));
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
    const {wordIndex} = this;
    if (wordIndex.has(queryWord)) add(queryWord, Kind.Exact);
    for (const word of this.formsOf(queryWord)) add(word, Kind.Form);
    if (allowPrefix) {
      const {frequencies} = this.head;
      const completions = this.completions(queryWord)
        .filter((word) => !matches.has(word))
        .sort((a, b) => frequencies[wordIndex.get(b)!]! - frequencies[wordIndex.get(a)!]!);
      for (const word of completions.slice(0, PREFIX_EXPANSIONS)) add(word, Kind.Prefix);
    }
    const maxTypos = allowTypos ? allowedTypos(queryWord) : 0;
    // A word the index has in no form (nor as a prefix) is a typo: each word it may correct to is met in its forms
    // too, with as many typos (verison: version and versions). A word the index has is the reader's own, and a
    // word one typo from it is another word (generate, general), whose forms are further still.
    const unknown = matches.size === 0;
    for (const [word, typos] of this.corrections(queryWord, maxTypos, matches)) {
      add(word, Kind.Typo, typos);
      if (unknown) for (const form of this.formsOf(word)) add(form, Kind.Typo, typos);
    }
    if (this.expansions.size >= EXPANSION_CACHE_SIZE) this.expansions.clear();
    this.expansions.set(key, matches);
    return matches;
  }

  /** Vocabulary words with a word's stem; each begins with the stem (but for a final y: category, categories). */
  private formsOf(word: string): string[] {
    const wordStem = stem(word);
    return this.completions(wordStem.replace(/y$/, '')).filter((form) => stem(form) === wordStem);
  }

  /**
   * Vocabulary words within `maxTypos` of a query word, not already met, with their typos: the fewest first, so
   * that a word's forms take the typos of the closest word they are a form of.
   */
  private corrections(queryWord: string, maxTypos: number, met: WordMatches): Array<[string, number]> {
    const corrected: Array<[string, number]> = [];
    if (maxTypos === 0) return corrected;
    const byLength = this.typoCandidates();
    for (let length = queryWord.length - maxTypos; length <= queryWord.length + maxTypos; length += 1) {
      for (const word of byLength[length] ?? []) {
        if (met.has(word) || allowedTypos(word) === 0) continue;
        const typos = typoDistance(queryWord, word, maxTypos);
        if (typos <= maxTypos) corrected.push([word, typos]);
      }
    }
    return corrected.sort((a, b) => a[1] - b[1]);
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
  terms(query: string): Term[] {
    const seen = new Set<string>();
    const pieces: Chunk[] = [];
    let wordCount = 0;
    let allWords = 0;
    for (const chunk of chunks(query)) {
      const key = chunk.parts.join(' ');
      if (seen.has(key)) continue;
      seen.add(key);
      // Question and filler words are neither required nor ranked: only the others use up the limit, so a long
      // question's subject, which often comes last (`… in the explorer`), is not cut off by its framing.
      wordCount += chunk.parts.filter((word) => !STOP_WORDS.has(word)).length;
      allWords += chunk.parts.length;
      if (wordCount > MAX_QUERY_WORDS || allWords > MAX_ALL_WORDS) break;
      pieces.push(chunk);
    }
    const allStopWords = pieces.every(({parts}) => parts.every((word) => STOP_WORDS.has(word)));
    // A query of stop words alone ranks them all, so they are its ranked words, and their limit is theirs.
    if (allStopWords) {
      let words = 0;
      const past = pieces.findIndex(({parts}) => (words += parts.length) > MAX_QUERY_WORDS);
      if (past >= 0) pieces.splice(past);
    }

    type Segment = {words: string[]; group: string[][] | null; solid?: string[]; typos?: number};
    const segments: Segment[] = [];
    let run: string[] = [];
    const lastPart = pieces.at(-1)?.parts.at(-1);
    // A word the index lacks in every form stands, for the synonyms file, for the word it is closest to (see
    // `correction`): `maswalet` is a member of MasWallet's group as `maswallet` is, `mas walet` of its phrase.
    const corrections = new Map<string, {word: string; typos: number}>();
    for (const {parts, solid} of pieces) {
      if (solid.length > 0) continue;
      for (const word of parts) {
        const found = this.correction(word, word === lastPart);
        if (found) corrections.set(word, found);
      }
    }
    const queryStems = new Set(
      pieces.flatMap(({parts}) => parts.map((word) => stem(corrections.get(word)?.word ?? word))),
    );
    const endRun = () => {
      let position = 0;
      for (const segment of this.synonyms.segment(
        run.map((word) => corrections.get(word)?.word ?? word),
        queryStems,
      )) {
        const words = run.slice(position, position + segment.words.length);
        position += segment.words.length;
        const typos = words.reduce((sum, word) => sum + (corrections.get(word)?.typos ?? 0), 0);
        segments.push({words, group: segment.group, typos});
      }
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

    return segments.map(({words, group, solid, typos = 0}, i) => {
      const isLast = i === segments.length - 1;
      const own = words.map((word, j) => this.expandWord(word, isLast && j === words.length - 1));
      const alternatives = solid ? [[this.expandSolid(solid, isLast)], own] : [own];
      // A synonym from the file is worth less than the reader's own word; the words of a name the reader wrote
      // joined, met apart, less still: client … secret is not client_secret.
      const worth = solid ? [1, WEIGHTS.nameParts] : [1];
      for (const phrase of group ?? []) {
        const matches = phrase.map((word) => this.expandWord(word, false, false));
        // Reached through a corrected word, a synonym carries the reader's typos (once, on its first word), as the
        // word itself does: else a synonym met with none would outrank the reader's own word met with a typo.
        alternatives.push(typos > 0 ? matches.map((m, j) => (j === 0 ? withTypos(m, typos) : m)) : matches);
        worth.push(WEIGHTS.synonym);
      }
      return {
        queryWords: words,
        alternatives,
        worth,
        isStopWord: !allStopWords && words.length === 1 && STOP_WORDS.has(words[0]!),
        corrected: words.map((word) => corrections.get(word)?.word),
      };
    });
  }

  /**
   * The word a query word stands for when the index has it in no form (nor, for the last word, as a prefix): of the
   * index words within its typos, the closest, and of those the one in most records, as a spelling corrector
   * takes the likelier word. The page model reads a mistyped word as this word too (./readersOrder.ts).
   */
  private correction(queryWord: string, allowPrefix: boolean): {word: string; typos: number} | null {
    // A word of the synonyms file is the reader's own, whatever the pages say (disable, for deactivate).
    if (STOP_WORDS.has(queryWord) || this.synonyms.knows(queryWord)) return null;
    let best: {word: string; typos: number} | null = null;
    let bestCount = -1;
    const {frequencies} = this.head;
    for (const [word, match] of this.expandWord(queryWord, allowPrefix)) {
      if (match.kind !== Kind.Typo) return null;
      const count = frequencies[this.wordIndex.get(word)!]!;
      if (!best || match.typos < best.typos || (match.typos === best.typos && count > bestCount)) {
        best = {word, typos: match.typos};
        bestCount = count;
      }
    }
    return best;
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
}
