/**
 * The prebuilt index as the engine reads it: the head, and whichever
 * postings shards and record chunks have been loaded so far. The engine asks
 * for what it needs; what is not loaded yet it reports as missing files,
 * which the client fetches before asking again.
 */
import {
  CONTENT_TYPE_CODE,
  decodePostings,
  fullHierarchies,
  LEVEL_WEIGHT,
  pathOfUrl,
  POSTING_BITS,
  storedRecordAt,
  unpackWords,
  type IndexHead,
  type PostingsShard,
  type RecordChunk,
  type StoredSection,
} from './format';
import {LEVELS} from './highlight';
import type {Hierarchy, RecordType, SearchRecord} from '../types';

export type IndexFile = {kind: 'postings' | 'records'; index: number};

/** The attributes facet filters and counts read (DocSearch filters by language and docusaurus_tag). */
export type FacetView = {language: string; docusaurus_tag: string; type: RecordType};

/** A word's postings, decoded: record ids and field bits, section ids and heading bits. */
export type Postings = {
  records: Int32Array;
  recordBits: Uint8Array;
  sections: Int32Array;
  sectionBits: Uint8Array;
};

/** LEVEL_WEIGHT by type index (0…6 for lvl0…lvl6, 7 for content). */
const LEVEL_BY_TYPE_INDEX = [...'0123456', CONTENT_TYPE_CODE].map((code) => LEVEL_WEIGHT[code] ?? 0);

/** Largest index i with sorted[i] <= value (sorted is ascending, sorted[0] is 0). */
function floorIndex(sorted: number[], value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (sorted[mid]! <= value) low = mid;
    else high = mid - 1;
  }
  return low;
}

/** A chunk's pages with each section's hierarchy in full (the file writes it against the previous section's). */
function withFullHierarchies(chunk: RecordChunk): RecordChunk {
  return chunk.map((sections) => {
    const full = fullHierarchies(sections.map(([hierarchy]) => hierarchy));
    return sections.map(([, anchor, ...records], i): StoredSection => [full[i]!, anchor, ...records]);
  });
}

export class IndexStore {
  readonly recordCount: number;
  /** Every indexed word, sorted (the head stores them front-coded). */
  readonly words: string[];
  readonly wordIndex = new Map<string, number>();
  /** Per record: its section, its page, and the first record with the same URL. */
  readonly sectionOf: Int32Array;
  readonly pageOf: Int32Array;
  readonly urlKey: Int32Array;
  /** Per record: its type as a number, 0…6 for lvl0…lvl6, 7 for content. */
  readonly typeIndex: Uint8Array;
  /** Per section: its first record (one more entry at the end). */
  readonly sectionStart: Int32Array;
  private readonly pageFirstSection: Int32Array;
  private readonly pageFirstRecord: Int32Array;
  private readonly shards: Array<PostingsShard | undefined>;
  private readonly chunks: Array<RecordChunk | undefined>;
  private readonly decodedPostings = new Map<number, Postings>();
  private readonly decodedRecords = new Map<number, SearchRecord>();
  private readonly facetViews: FacetView[][];

  constructor(
    readonly head: IndexHead,
    loaded: {shards?: PostingsShard[]; chunks?: RecordChunk[]} = {},
  ) {
    this.words = unpackWords(head.words);
    this.words.forEach((word, i) => this.wordIndex.set(word, i));
    this.recordCount = head.types.length;
    const sectionCount = head.sections.length / 2;
    this.sectionOf = new Int32Array(this.recordCount);
    this.pageOf = new Int32Array(this.recordCount);
    this.urlKey = new Int32Array(this.recordCount);
    this.sectionStart = new Int32Array(sectionCount + 1);
    this.pageFirstSection = new Int32Array(head.pages.length);
    this.pageFirstRecord = new Int32Array(head.pages.length);
    let section = 0;
    let record = 0;
    head.pages.forEach(([, , , sections], page) => {
      this.pageFirstSection[page] = section;
      this.pageFirstRecord[page] = record;
      for (const last = section + sections; section < last; section += 1) {
        const count = head.sections[2 * section]!;
        const sameUrlBack = head.sections[2 * section + 1]!;
        this.sectionStart[section] = record;
        const key = sameUrlBack === 0 ? record : this.sectionStart[section - sameUrlBack]!;
        for (const end = record + count; record < end; record += 1) {
          this.sectionOf[record] = section;
          this.pageOf[record] = page;
          this.urlKey[record] = key;
        }
      }
    });
    this.sectionStart[sectionCount] = record;
    this.typeIndex = new Uint8Array(this.recordCount);
    for (let i = 0; i < this.recordCount; i += 1) {
      const code = head.types[i]!;
      this.typeIndex[i] = code === CONTENT_TYPE_CODE ? 7 : Number(code);
    }
    this.facetViews = head.facets.map(() => []);
    this.shards = head.shards.map((_, k) => loaded.shards?.[k]);
    this.chunks = head.chunks.map((_, k) => loaded.chunks?.[k] && withFullHierarchies(loaded.chunks[k]));
  }

  typeCode(record: number): string {
    return this.head.types[record]!;
  }

  pageRank(record: number): number {
    return this.head.pages[this.pageOf[record]!]![1];
  }

  /** DocSearch's weight.level of a record, by its type. */
  level(record: number): number {
    return LEVEL_BY_TYPE_INDEX[this.typeIndex[record]!]!;
  }

  /**
   * The section a section sits under: the nearest before it in its page whose heading is of a higher level (a level 2
   * heading over level 3 ones); -1 when that is the page's title (or the section is the page as a whole).
   */
  parentSection(section: number): number {
    const levelOf = (s: number) => this.typeIndex[this.sectionStart[s]!]!;
    const level = levelOf(section);
    const page = this.pageOf[this.sectionStart[section]!]!;
    for (let s = section - 1; s >= this.pageFirstSection[page]!; s -= 1) {
      const above = levelOf(s);
      if (above < level) return above >= 2 ? s : -1;
    }
    return -1;
  }

  /** The record's position in its page. */
  position(record: number): number {
    return record - this.pageFirstRecord[this.pageOf[record]!]!;
  }

  /** What facet filters read of a record: one value per page facets and type, so a few distinct ones. */
  facetView(record: number): FacetView {
    const key = this.facetKey(record);
    const facet = key >> 3;
    return (this.facetViews[facet]![key & 7] ??= {
      ...this.head.facets[facet]!,
      type: this.typeIndex[record] === 7 ? 'content' : (`lvl${this.typeIndex[record]}` as RecordType),
    });
  }

  /** A small number naming a record's facet view: records with the same one filter alike. */
  facetKey(record: number): number {
    return (this.head.pages[this.pageOf[record]!]![2] << 3) | this.typeIndex[record]!;
  }

  shardOf(word: number): number {
    return floorIndex(this.head.shards, word);
  }

  chunkOf(record: number): number {
    return floorIndex(this.head.chunks, this.pageOf[record]!);
  }

  hasPostings(word: number): boolean {
    return this.shards[this.shardOf(word)] !== undefined;
  }

  hasRecord(record: number): boolean {
    return this.chunks[this.chunkOf(record)] !== undefined;
  }

  addFile(file: IndexFile, data: unknown): void {
    if (file.kind === 'postings') this.shards[file.index] = data as PostingsShard;
    else this.chunks[file.index] = withFullHierarchies(data as RecordChunk);
  }

  postings(word: number): Postings {
    let decoded = this.decodedPostings.get(word);
    if (!decoded) {
      const shard = this.shardOf(word);
      const entry = this.shards[shard]?.[word - this.head.shards[shard]!];
      if (!entry) throw new Error(`Postings of word ${word} are not loaded.`);
      const [records, recordBits] = decodePostings(entry[0], POSTING_BITS.records);
      const [sections, sectionBits] = decodePostings(entry[1], POSTING_BITS.sections);
      decoded = {records, recordBits, sections, sectionBits};
      this.decodedPostings.set(word, decoded);
    }
    return decoded;
  }

  record(id: number): SearchRecord {
    let record = this.decodedRecords.get(id);
    if (record) return record;
    const chunk = this.chunkOf(id);
    const page = this.pageOf[id]!;
    const sections = this.chunks[chunk]?.[page - this.head.chunks[chunk]!];
    if (!sections) throw new Error(`Record ${id} is not loaded.`);
    const section = this.sectionOf[id]!;
    const stored = sections[section - this.pageFirstSection[page]!]!;
    const [levels, anchor] = stored;
    const start = this.sectionStart[section]!;
    const count = this.sectionStart[section + 1]! - start;
    const [content, keywords, overrides] = storedRecordAt(stored, id - start, count);
    const [url, pageRank, facet] = this.head.pages[page]!;
    const code = this.typeCode(id);
    const position = this.position(id);
    const hierarchy = Object.fromEntries(LEVELS.map((level, i) => [level, levels[i] ?? null])) as Hierarchy;
    record = {
      objectID: overrides?.objectID ?? `${pathOfUrl(url)}#${position}`,
      hierarchy,
      content,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type: code === CONTENT_TYPE_CODE ? 'content' : (`lvl${code}` as RecordType),
      ...this.head.facets[facet]!,
      weight: overrides?.weight ?? {pageRank, level: this.level(id), position},
      ...(keywords ? {keywords} : {}),
    };
    this.decodedRecords.set(id, record);
    return record;
  }
}
