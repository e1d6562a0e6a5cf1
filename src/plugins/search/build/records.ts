/**
 * The one record generator: a page outline in, DocSearch-schema records out.
 * Records feed both the index shipped with the site and `npm run search:push`.
 */
import type {Hierarchy, HierarchyLevel, SearchRecord} from '../../../lib/search/types';
import {identifiersIn} from './identifiers';
import {pageRankOf, type PageOutline} from './outline';

const LEVEL_WEIGHT = [100, 90, 80, 70, 60, 50];

/** Long paragraphs are cut so one record stays small; the start carries the meaning. */
const MAX_CONTENT_LENGTH = 600;

function emptyHierarchy(section: string): Hierarchy {
  return {lvl0: section, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
}

function truncate(text: string): string {
  if (text.length <= MAX_CONTENT_LENGTH) return text;
  const cut = text.slice(0, MAX_CONTENT_LENGTH);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function outlineToRecords(outline: PageOutline, siteUrl: string): SearchRecord[] {
  const pageRank = pageRankOf(outline);
  const base = siteUrl.replace(/\/$/, '');
  const urlWithoutAnchor = `${base}${outline.path}`;
  const records: SearchRecord[] = [];
  let hierarchy = emptyHierarchy(outline.section);
  let anchor: string | null = null;
  /** The record of the heading whose section we are in: code identifiers go there. */
  let sectionRecord: SearchRecord | null = null;
  /** Each identifier once per page: the first section that shows it. */
  const pageIdentifiers = new Set<string>();

  const push = (type: SearchRecord['type'], content: string | null, level: number) => {
    const position = records.length;
    records.push({
      objectID: `${outline.path}#${position}`,
      hierarchy: {...hierarchy},
      content,
      url: anchor ? `${urlWithoutAnchor}#${anchor}` : urlWithoutAnchor,
      url_without_anchor: urlWithoutAnchor,
      anchor,
      type,
      language: outline.language,
      docusaurus_tag: outline.docusaurusTag,
      weight: {pageRank, level, position},
    });
  };

  for (const block of outline.blocks) {
    if (block.kind === 'heading') {
      const level = Math.min(Math.max(block.level, 1), 6);
      const key = `lvl${level}` as HierarchyLevel;
      // A new heading closes every deeper level.
      const next = {...hierarchy, [key]: block.text};
      for (let deeper = level + 1; deeper <= 6; deeper += 1) next[`lvl${deeper}` as HierarchyLevel] = null;
      hierarchy = next;
      anchor = level === 1 ? null : block.anchor;
      push(key, null, LEVEL_WEIGHT[level - 1]!);
      sectionRecord = records.at(-1)!;
      if (level === 1 && outline.keywords.length > 0)
        sectionRecord.pageKeywords = outline.keywords.join(', ');
    } else if (block.kind === 'code') {
      const fresh = identifiersIn(block.text).filter((name) => !pageIdentifiers.has(name));
      fresh.forEach((name) => pageIdentifiers.add(name));
      if (sectionRecord && fresh.length > 0) {
        sectionRecord.keywords = [sectionRecord.keywords, ...fresh].filter(Boolean).join(' ');
      }
    } else if (hierarchy.lvl1) {
      push('content', truncate(block.text), 0);
    }
  }
  return records;
}
