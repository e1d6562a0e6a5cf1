/** A search record in Algolia DocSearch's schema (the fields DocSearch reads). */
export type Hierarchy = {
  lvl0: string | null;
  lvl1: string | null;
  lvl2: string | null;
  lvl3: string | null;
  lvl4: string | null;
  lvl5: string | null;
  lvl6: string | null;
};

export type HierarchyLevel = keyof Hierarchy;

export type RecordType = HierarchyLevel | 'content';

export type SearchRecord = {
  objectID: string;
  hierarchy: Hierarchy;
  content: string | null;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  language: string;
  docusaurus_tag: string;
  /** Ranking hints: higher pageRank and level first, then lower position. */
  weight: {pageRank: number; level: number; position: number};
};

/** The file the build ships at /search-index.json. */
export type SearchIndexFile = {
  version: 1;
  records: SearchRecord[];
};

export const SEARCH_INDEX_PATH = '/search-index.json';
