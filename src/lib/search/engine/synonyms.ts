/**
 * The synonyms file, as the engine uses it: a phrase of the query that is a
 * member of a group (compared by stems, so plurals count) becomes one term
 * that any member of the group meets.
 */
import type {SynonymGroup} from '../types';
import {stem, tokenize} from './words';

export type Segment = {
  /** The query words the segment covers. */
  words: string[];
  /** The other members of the group, as words, when the segment is a synonym. */
  group: string[][] | null;
};

/**
 * A phrase met by `others` one way (./operations.ts, glossSynonyms). `when`: it counts only in a query that
 * names every stem of one of these (the objects of the operations the gloss stands for).
 */
export type OneWay = {phrase: string; others: string[]; when?: string[][]};

type Member = {stems: string[]; others: string[][]; when?: string[][]};

export class SynonymTable {
  /** Members by the stem of their first word, longest first. */
  private readonly byFirstStem = new Map<string, Member[]>();
  /** Every stem of every member. */
  private readonly stems = new Set<string>();

  /** `oneWay`: a phrase and the words that meet it, not the other way round (./operations.ts, glossSynonyms). */
  constructor(groups: SynonymGroup[], oneWay: OneWay[] = []) {
    for (const {phrase, others, when} of oneWay) {
      this.add(
        tokenize(phrase),
        others.map((other) => tokenize(other)),
        when,
      );
    }
    for (const group of groups) {
      const members = group.map((phrase) => tokenize(phrase)).filter((words) => words.length > 0);
      members.forEach((words, i) =>
        this.add(
          words,
          members.filter((_, j) => j !== i),
        ),
      );
    }
  }

  private add(words: string[], others: string[][], when?: string[][]): void {
    if (words.length === 0) return;
    const stems = words.map(stem);
    for (const wordStem of stems) this.stems.add(wordStem);
    const list = this.byFirstStem.get(stems[0]!) ?? [];
    // A phrase in two groups is met by the members of both, as Algolia's multi-way synonyms do. A one-way
    // gloss keeps its own condition, so it stays a member of its own.
    const known = when
      ? undefined
      : list.find((member) => !member.when && member.stems.join(' ') === stems.join(' '));
    if (known) {
      known.others.push(
        ...others.filter((other) => !known.others.some((o) => o.join(' ') === other.join(' '))),
      );
      return;
    }
    list.push({stems, others, when});
    list.sort((a, b) => b.stems.length - a.stems.length);
    this.byFirstStem.set(stems[0]!, list);
  }

  /** Whether a word (by its stem) is in a member of the table: a word of the reader's the file knows as written. */
  knows(word: string): boolean {
    return this.stems.has(stem(word));
  }

  /** The other members of the group a phrase is a member of, if any. */
  groupOf(words: string[]): string[][] | null {
    const stems = words.map(stem);
    const member = (this.byFirstStem.get(stems[0]!) ?? []).find(
      (candidate) =>
        candidate.stems.length === stems.length &&
        candidate.stems.every((wordStem, j) => stems[j] === wordStem),
    );
    return member?.others ?? null;
  }

  /** Splits the query into single words and synonym phrases, left to right, longest phrase first. */
  segment(queryWords: string[], queryStems: ReadonlySet<string> = new Set(queryWords.map(stem))): Segment[] {
    const stems = queryWords.map(stem);
    const segments: Segment[] = [];
    const holds = (member: Member) =>
      !member.when || member.when.some((object) => object.every((word) => queryStems.has(word)));
    for (let i = 0; i < queryWords.length;) {
      const member = (this.byFirstStem.get(stems[i]!) ?? []).find(
        (candidate) => candidate.stems.every((wordStem, j) => stems[i + j] === wordStem) && holds(candidate),
      );
      const length = member?.stems.length ?? 1;
      segments.push({words: queryWords.slice(i, i + length), group: member?.others ?? null});
      i += length;
    }
    return segments;
  }
}
