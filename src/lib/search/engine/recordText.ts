/** What the engine reads of a record's text: its fields in order, its own heading, the endpoint it states or lists. */
import {LEVELS} from './highlight';
import {ENDPOINT_LINE} from './ranking';
import type {HierarchyLevel, SearchRecord} from '../types';

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
