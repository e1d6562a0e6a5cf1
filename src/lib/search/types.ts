import type {ApiOperation} from './engine/operations';
import type {ReaderQueries} from './engine/pageModel';

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
  /**
   * Identifiers (parameter and field names, codes, paths) from the code
   * samples of the record's section: searchable, never displayed.
   */
  keywords?: string;
  /**
   * On a page's title record only: the page's `keywords` front matter, the readers' words for what the page does
   * where the page uses others (`disable` for deactivate). Searchable as the whole page's, never displayed.
   */
  pageKeywords?: string;
  /** Ranking hints: higher pageRank and level first, then lower position. */
  weight: {pageRank: number; level: number; position: number};
};

/** Groups of words or phrases that mean the same (Algolia's multi-way synonyms). */
export type SynonymGroup = string[];

/** The format of the records file; `npm run search:push` reads it. */
export const SEARCH_RECORDS_VERSION = 2;

/**
 * The records and synonyms as Algolia takes them, written by the build at
 * /search-records.json for `npm run search:push`; the site never fetches it.
 */
export type SearchRecordsFile = {
  version: typeof SEARCH_RECORDS_VERSION;
  synonyms: SynonymGroup[];
  records: SearchRecord[];
  /** The API's operations, which the index ties to the sections that state their endpoints (not sent to Algolia). */
  operations?: ApiOperation[];
  /** Readers' queries by page, from which the index learns which page readers mean (not sent to Algolia). */
  readerQueries?: ReaderQueries;
};

export const SEARCH_RECORDS_PATH = '/search-records.json';

/** The head of the prebuilt index (see engine/format.ts), which the site fetches first. */
export const SEARCH_INDEX_PATH = '/search-index.json';
