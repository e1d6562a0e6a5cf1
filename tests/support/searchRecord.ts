/**
 * A search record for the engine's unit tests: page `lvl1`, in section `lvl2`
 * (and its sub-section `lvl3`) when given, with `content` when given;
 * positions increase in creation order.
 */
import type {SearchRecord} from '../../src/lib/search/types';

let position = 0;
export function record(
  partial: Partial<SearchRecord> & {lvl1: string; lvl2?: string; lvl3?: string; content?: string},
): SearchRecord {
  const {lvl1, lvl2 = null, lvl3 = null, content = null, ...rest} = partial;
  const type = content ? 'content' : lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1';
  const section = lvl3 ?? lvl2;
  const anchor = section ? section.toLowerCase().replace(/\W+/g, '-') : null;
  const base = `https://d.example/${lvl1.toLowerCase().replace(/\W+/g, '-')}`;
  position += 1;
  return {
    objectID: String(position),
    hierarchy: {lvl0: 'Docs', lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    type,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 0, level: {lvl1: 100, lvl2: 90, lvl3: 80}[type as string] ?? 0, position},
    ...rest,
  } as SearchRecord;
}
