/**
 * The prebuilt index the build ships, in three kinds of files, so a reader's
 * browser never tokenizes or indexes anything and fetches only what a query
 * needs:
 * - the head (`/search-index.json`): vocabulary, synonyms and the layout of
 *   pages, sections and records; everything the first ranking pass needs but
 *   the postings;
 * - postings shards (`search-index/<id>-p<k>.json`): which records hold each
 *   word, and in which fields, for a range of the sorted vocabulary (terms
 *   are sharded by their first letters);
 * - record chunks (`search-index/<id>-r<k>.json`): the records of a run of
 *   pages, to show hits and to rank the best candidates in full.
 * `<id>` names one build's files, so a head never meets another build's shards.
 */
import type {StoredOperations} from './operations';
import type {StoredPageModel} from './pageModel';
import type {SynonymGroup} from '../types';

export const INDEX_VERSION = 9;

/**
 * A site of up to this many records (about 300 KB of index, gzip) gets the rest of its index in the background
 * after the first answer, two files at a time, so typing never waits for the network; a larger one fetches only
 * what each query needs (../client/localSearchClient.ts). The writer sizes record chunks by it (./indexFiles.ts).
 */
export const PREFETCH_RECORDS = 5000;

/** Where a section's headings are, by bit: lvl0 is bit 0, …, lvl6 bit 6. */
export const HEADING_BITS = 7;
/** Where a record's own text is, by bit. */
export const CONTENT_BIT = 1;
export const KEYWORDS_BIT = 2;
/**
 * The word opens the content (its first LEAD_CHUNKS words or names): a
 * parameter row begins with the parameter's name, an endpoint line with its path.
 */
export const LEAD_BIT = 4;
export const LEAD_CHUNKS = 2;
/** The word is in the page's keywords (its front matter, on the title record: ./pageKeywords.ts). */
export const PAGE_KEYWORDS_BIT = 8;

/** A record's type in `IndexHead.types`: '0'…'6' for lvl0…lvl6, 'c' for content. */
export const CONTENT_TYPE_CODE = 'c';

export type IndexHead = {
  version: typeof INDEX_VERSION;
  /** Names this build's shard and chunk files. */
  id: string;
  synonyms: SynonymGroup[];
  /** Every indexed word, sorted, front-coded (packWords); the store reads it back whole. */
  words: string;
  /** How many records hold each word (for choosing among a prefix's completions). */
  frequencies: number[];
  /** Index in `words` of the first word of each postings shard. */
  shards: number[];
  /** Per page: url without anchor, pageRank, index in `facets`, number of sections. */
  pages: Array<[url: string, pageRank: number, facets: number, sections: number]>;
  /** The distinct (language, docusaurus_tag) pairs of the pages. */
  facets: Array<{language: string; docusaurus_tag: string}>;
  /**
   * Per section (a heading and the text under it, in page order), two
   * numbers: its number of records, and how many sections back is the first
   * one with the same URL (0 when it is that one): one hit per URL.
   */
  sections: number[];
  /** Per record, its type code (see CONTENT_TYPE_CODE). */
  types: string;
  /** Index in `pages` of the first page of each record chunk. */
  chunks: number[];
  /** The API's operations, each with the section that states its endpoint (./operations.ts). */
  operations: StoredOperations;
  /** Which page readers mean by their words, per page of `pages` (./pageModel.ts). */
  pageModel: StoredPageModel;
};

/**
 * One postings shard: per word of its range, in order, two lists of postings
 * (see Posting): records holding the word in their text (CONTENT_BIT, LEAD_BIT,
 * KEYWORDS_BIT; a title record, PAGE_KEYWORDS_BIT), and sections holding it in their
 * headings (HEADING_BITS), which stand for every record of the section.
 */
export type PostingsShard = Array<[records: Posting[], sections: Posting[]]>;

/**
 * One posting: the gap from the previous id of its list (from -1, so a gap is at
 * least 1) and the field bits. Most bits are one of two values (a list's usual
 * and second, POSTING_BITS), so the sign of the gap says which, and only other
 * bits are written, as a pair: `4` is the usual bits, `-4` the second, `[4, 7]`
 * bits 7. That is a third fewer characters than (gap, bits) pairs, and 7% less gzip.
 */
export type Posting = number | [gap: number, bits: number];

/**
 * The usual and second field bits of each list: a word in running text (and in
 * the lead of one record in seven: a parameter row's name); a word in a
 * section's own level 2 heading, or in its page's title (lvl1).
 */
export const POSTING_BITS = {
  records: [CONTENT_BIT, CONTENT_BIT | LEAD_BIT],
  sections: [1 << 2, 1 << 1],
} as const;

/** Sorted ids and their bits as postings (ids ascending). */
export function encodePostings(
  ids: number[],
  bits: number[],
  [usual, second]: readonly [number, number],
): Posting[] {
  return ids.map((id, i) => {
    const gap = id - (i === 0 ? -1 : ids[i - 1]!);
    if (bits[i] === usual) return gap;
    return bits[i] === second ? -gap : [gap, bits[i]!];
  });
}

/** Postings back as ids and bits (encodePostings' inverse). */
export function decodePostings(
  postings: Posting[],
  [usual, second]: readonly [number, number],
): [Int32Array, Uint8Array] {
  const ids = new Int32Array(postings.length);
  const bits = new Uint8Array(postings.length);
  let id = -1;
  for (let i = 0; i < postings.length; i += 1) {
    const posting = postings[i]!;
    if (typeof posting === 'number') {
      id += posting > 0 ? posting : -posting;
      bits[i] = posting > 0 ? usual : second;
    } else {
      id += posting[0];
      bits[i] = posting[1];
    }
    ids[i] = id;
  }
  return [ids, bits];
}

/**
 * The sorted vocabulary front-coded, as the head stores it: each word as the
 * length of the start it shares with the word before it (one base-36 digit,
 * at most 35) and the rest, the words space-separated. Neighbours in a sorted
 * list share most of their letters (token, tokens, tokenized), so this is a
 * seventh less of the head's gzip than a JSON list.
 */
export function packWords(words: string[]): string {
  return words
    .map((word, i) => {
      if (word === '' || /\s/.test(word)) throw new Error(`The index cannot store the word "${word}".`);
      const previous = words[i - 1] ?? '';
      let shared = 0;
      while (shared < 35 && shared < word.length && word[shared] === previous[shared]) shared += 1;
      return shared.toString(36) + word.slice(shared);
    })
    .join(' ');
}

/** The vocabulary back from packWords. */
export function unpackWords(packed: string): string[] {
  const words: string[] = [];
  for (const entry of packed === '' ? [] : packed.split(' ')) {
    const shared = parseInt(entry[0]!, 36);
    words.push((words.at(-1) ?? '').slice(0, shared) + entry.slice(1));
  }
  return words;
}

/**
 * A record as stored: its content alone when that is all there is to say, else a list: its content, its keywords
 * (0 when none), and, only where they differ from what the layout implies, its objectID (`<path>#<position>`) and
 * weight (level by type, position in page).
 */
export type StoredRecord = string | FullStoredRecord;
export type FullStoredRecord = [
  content: string | null,
  keywords?: string | 0,
  overrides?: {objectID?: string; weight?: {pageRank: number; level: number; position: number}},
];

/**
 * A section as stored: its hierarchy (lvl0…lvl6, without the nulls at the end; a level the same as the
 * page's previous section's is 0, as most sections share the page's name and title), its anchor, its records.
 * A first record that is the bare heading (no content, nothing else to say of it) is left out: the head's types
 * and the section's record count imply it (storedRecordAt).
 */
export type StoredSection = [
  hierarchy: Array<string | null | typeof SAME_AS_PREVIOUS>,
  anchor: string | null,
  ...records: StoredRecord[],
];

/** The `index`th of a section's `count` records, as written (see StoredSection). */
export function storedRecordAt(section: StoredSection, index: number, count: number): FullStoredRecord {
  const leftOut = count - (section.length - 2);
  if (index < leftOut) return [null];
  const stored = section[2 + index - leftOut] as StoredRecord;
  return typeof stored === 'string' ? [stored] : stored;
}
export const SAME_AS_PREVIOUS = 0;

/** A page's stored hierarchies, written against the previous section's (see StoredSection). */
export function compactHierarchies(levels: Array<Array<string | null>>): StoredSection[0][] {
  return levels.map((hierarchy, i) => {
    const stored = hierarchy.map((level, k) =>
      level !== null && level === levels[i - 1]?.[k] ? SAME_AS_PREVIOUS : level,
    );
    while (stored.length > 0 && stored.at(-1) === null) stored.pop();
    return stored;
  });
}

/** The hierarchies of a page's stored sections in full (lvl0…lvl6), as compactHierarchies wrote them. */
export function fullHierarchies(stored: StoredSection[0][]): Array<Array<string | null>> {
  const full: Array<Array<string | null>> = [];
  stored.forEach((hierarchy, i) => {
    full.push(
      Array.from({length: HEADING_BITS}, (_, k) => {
        const level = hierarchy[k] ?? null;
        return level === SAME_AS_PREVIOUS ? full[i - 1]![k]! : level;
      }),
    );
  });
  return full;
}

/** One record chunk: per page of its run, that page's sections. */
export type RecordChunk = StoredSection[][];

/** DocSearch's level weight of a record type, as the record generator sets it. */
export const LEVEL_WEIGHT: Record<string, number> = {
  '1': 100,
  '2': 90,
  '3': 80,
  '4': 70,
  '5': 60,
  '6': 50,
  '0': 100,
  [CONTENT_TYPE_CODE]: 0,
};

/** The files of one index, relative to the directory of the head. */
export function postingsFile(head: Pick<IndexHead, 'id'>, shard: number): string {
  return `search-index/${head.id}-p${shard}.json`;
}

export function recordsFile(head: Pick<IndexHead, 'id'>, chunk: number): string {
  return `search-index/${head.id}-r${chunk}.json`;
}

/** The site-relative path of a page address, as record objectIDs begin. */
export function pathOfUrl(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') || '/';
}
