/** What the engine reads of a record's text: its fields in order, its own heading, the endpoint it states or lists. */
import {LEVELS} from './highlight';
import {ENDPOINT_LINE} from './ranking';
import {indexWords, stem} from './words';
import type {HierarchyLevel, SearchRecord} from '../types';
import type {IndexStore} from './store';

export type Field = HierarchyLevel | 'content' | 'keywords';
export const FIELDS: Field[] = [...LEVELS, 'content', 'keywords'];

const API_PATH = /\/api\/[\w\-/{}.]+/;
/** The path a record's endpoint line states (`POST /api/…`), or that a row of a table lists. */
export function endpointPaths(content: string | null): {states: string | null; lists: string | null} {
  const path = content?.match(API_PATH)?.[0] ?? null;
  if (!path) return {states: null, lists: null};
  return ENDPOINT_LINE.test(content!) ? {states: path, lists: null} : {states: null, lists: path};
}

/** The heading a record sits under (its own level of the hierarchy). */
export function ownHeading(record: SearchRecord): string {
  const level = record.type === 'content' ? undefined : record.type;
  return (level && record.hierarchy[level]) || record.hierarchy.lvl1 || '';
}

export function fieldText(record: SearchRecord, field: Field): string | null {
  if (field === 'content') return record.content;
  if (field === 'keywords') return record.keywords ?? null;
  return record.hierarchy[field];
}

/** The words of a record in reading order, its fields `gap` empty words apart, for proximity. */
export function recordSequence(record: SearchRecord, gap: number): string[] {
  const sequence: string[] = [];
  for (const field of FIELDS) {
    const text = fieldText(record, field);
    const words = text ? indexWords(text) : [];
    if (words.length > 0) sequence.push(...words, ...new Array<string>(gap).fill(''));
  }
  return sequence;
}

/** The heading of a record's section, level 2 or below, or '' for the page's top. */
export function sectionHeading(record: SearchRecord): string {
  for (let level = LEVELS.length - 1; level >= 2; level -= 1) {
    const heading = record.hierarchy[LEVELS[level]!];
    if (heading) return heading;
  }
  return '';
}

/**
 * Which of the query's question words (`words`) a heading has, which the ranking leaves out but which tell a task
 * from its siblings' (`Get` in `Get an audit record`), as a key that headings with the same ones share
 * (./sectionsFirst.ts, Outline).
 */
export function headingKey(heading: string, words: string[]): string {
  const stems = new Set(indexWords(heading).map(stem));
  return ['+', ...words.filter((word) => stems.has(stem(word)))].join(' ');
}

/**
 * `read` of a record's section heading, computed once a section: the rules ask again for every page, and a section's
 * records share its heading.
 */
export function perSectionHeading(
  store: IndexStore,
  read: (heading: string) => number,
): (index: number) => number {
  const bySection = new Map<number, number>();
  return (index) => {
    const section = store.sectionOf[index]!;
    let value = bySection.get(section);
    if (value === undefined) bySection.set(section, (value = read(sectionHeading(store.record(index)))));
    return value;
  };
}
