/**
 * A search record for the engine's unit tests: page `lvl1`, in section `lvl2`
 * when given, with `content` when given; positions increase in creation order.
 */
import type {SearchRecord} from '../../src/lib/search/types';

let position = 0;
export function record(
  partial: Partial<SearchRecord> & {lvl1: string; lvl2?: string; content?: string},
): SearchRecord {
  const {lvl1, lvl2 = null, content = null, ...rest} = partial;
  const type = content ? 'content' : lvl2 ? 'lvl2' : 'lvl1';
  const anchor = lvl2 ? lvl2.toLowerCase().replace(/\W+/g, '-') : null;
  const base = `https://d.example/${lvl1.toLowerCase().replace(/\W+/g, '-')}`;
  position += 1;
  return {
    objectID: String(position),
    hierarchy: {lvl0: 'Docs', lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    url: anchor ? `${base}#${anchor}` : base,
    url_without_anchor: base,
    anchor,
    type,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    weight: {pageRank: 0, level: type === 'lvl1' ? 100 : type === 'lvl2' ? 90 : 0, position},
    ...rest,
  } as SearchRecord;
}
