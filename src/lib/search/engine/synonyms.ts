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

type Member = {stems: string[]; others: string[][]};

export class SynonymTable {
  /** Members by the stem of their first word, longest first. */
  private readonly byFirstStem = new Map<string, Member[]>();

  constructor(groups: SynonymGroup[]) {
    for (const group of groups) {
      const members = group.map((phrase) => tokenize(phrase)).filter((words) => words.length > 0);
      members.forEach((words, i) => {
        const stems = words.map(stem);
        const others = members.filter((_, j) => j !== i);
        const list = this.byFirstStem.get(stems[0]!) ?? [];
        // A phrase in two groups is met by the members of both, as Algolia's multi-way synonyms do.
        const known = list.find((member) => member.stems.join(' ') === stems.join(' '));
        if (known) {
          known.others.push(
            ...others.filter((other) => !known.others.some((o) => o.join(' ') === other.join(' '))),
          );
          return;
        }
        list.push({stems, others});
        list.sort((a, b) => b.stems.length - a.stems.length);
        this.byFirstStem.set(stems[0]!, list);
      });
    }
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
  segment(queryWords: string[]): Segment[] {
    const stems = queryWords.map(stem);
    const segments: Segment[] = [];
    for (let i = 0; i < queryWords.length;) {
      const member = (this.byFirstStem.get(stems[i]!) ?? []).find((candidate) =>
        candidate.stems.every((wordStem, j) => stems[i + j] === wordStem),
      );
      const length = member?.stems.length ?? 1;
      segments.push({words: queryWords.slice(i, i + length), group: member?.others ?? null});
      i += length;
    }
    return segments;
  }
}
