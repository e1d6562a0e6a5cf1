/**
 * A page reduced to what search needs: its place in the site, and its
 * headings and text blocks in reading order. Both the built HTML (production)
 * and the MDX source (dev server) are turned into this, so one record
 * generator serves both.
 */
export type OutlineBlock =
  | {kind: 'heading'; level: number; text: string; anchor: string | null}
  | {kind: 'text'; text: string}
  /** A code sample: only its identifiers are searched (see identifiers.ts). */
  | {kind: 'code'; text: string};

export type PageOutline = {
  /** Site-relative path without anchor, e.g. /services/token/overview. */
  path: string;
  /** The section the page belongs to (DocSearch's lvl0). */
  section: string;
  language: string;
  docusaurusTag: string;
  /** False for a page reachable by its address but not shown in the sidebar. */
  inSidebar: boolean;
  /**
   * The page's `keywords` front matter: the words readers use for what the page does where the page uses
   * others (`disable` for deactivate). Searched with the page's title record, never shown.
   */
  keywords: string[];
  blocks: OutlineBlock[];
};

/**
 * How much a page's own records weigh (DocSearch's pageRank): a page the
 * sidebar does not show is a variant or a detail of a listed one, and an
 * overview (or the home page) touches every subject of its section briefly;
 * both follow the page that answers a question in depth. A pricing page names
 * every billed call of its service to price it: it answers questions about
 * cost (-3, which the engine weighs by the query; see engine/ranking.ts).
 */
export function pageRankOf(outline: Pick<PageOutline, 'path' | 'inSidebar'>): number {
  if (!outline.inSidebar) return -2;
  if (outline.path.endsWith('/pricing')) return -3;
  return outline.path === '/' || outline.path.endsWith('/overview') ? -1 : 0;
}

/** Collapses runs of white space and trims; the zero-width space of hash links goes too. */
export function cleanText(text: string): string {
  return text.replace(/[\u200b\s]+/g, ' ').trim();
}

/**
 * Whether a table's header row is text: a row of one-word labels only names columns ('Name', 'Type',
 * 'Description', the same under every endpoint); a longer label says what the rows hold ('Maximum file
 * size', 'MYR per transaction'), which the rows' own cells (a path, '100 MB') do not say.
 */
export function saysWhatRowsHold(headerCells: string[]): boolean {
  return headerCells.some((cell) => cleanText(cell).includes(' '));
}
