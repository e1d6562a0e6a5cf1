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
  blocks: OutlineBlock[];
};

/** Collapses runs of white space and trims; the zero-width space of hash links goes too. */
export function cleanText(text: string): string {
  return text.replace(/[\u200b\s]+/g, ' ').trim();
}
