/**
 * Records in, the prebuilt index out (see ./format.ts; ./store.ts reads it): tokenized
 * once at build time with the engine's own word handling, postings sharded
 * by ranges of the sorted vocabulary, records grouped in chunks of pages.
 * Pure, so the plugin, the benchmarks and the in-memory engine of the tests
 * all use it.
 */
import {
  CONTENT_BIT,
  CONTENT_TYPE_CODE,
  INDEX_VERSION,
  PREFETCH_RECORDS,
  KEYWORDS_BIT,
  LEAD_BIT,
  PAGE_KEYWORDS_BIT,
  LEAD_CHUNKS,
  LEVEL_WEIGHT,
  compactHierarchies,
  encodePostings,
  packWords,
  pathOfUrl,
  POSTING_BITS,
  type IndexHead,
  type PostingsShard,
  type RecordChunk,
  type FullStoredRecord,
  type StoredRecord,
  type StoredSection,
} from './format';
import {LEVELS} from './highlight';
import {endpointKey, operationWordsByEndpoint, storedOperations, type ApiOperation} from './operations';
import {buildPageModel, type ReaderQueries} from './pageModel';
import {chunks as textChunks, indexWords} from './words';
import type {SearchRecord, SynonymGroup} from '../types';

export type IndexFiles = {head: IndexHead; shards: PostingsShard[]; chunks: RecordChunk[]};

export type IndexFileOptions = {
  /** Postings per shard, in characters of JSON: small enough to fetch per query, large enough to be few. */
  shardSize?: number;
  /** Records per chunk, in characters of JSON. */
  chunkSize?: number;
  /** The API description's operations, tied to the sections that state their endpoints. */
  operations?: ApiOperation[];
  /** Readers' queries by site path or path and anchor, for the page model (./pageModel.ts). */
  readerQueries?: ReaderQueries;
};

/** About 6 KB of gzip a shard: as many shards as when postings were written as pairs, each smaller. */
const SHARD_SIZE = 16_000;
/**
 * Record chunks, in characters of JSON. Where the whole index is fetched (PREFETCH_RECORDS), about 36 KiB of gzip
 * a chunk: gzip codes a larger chunk better (the site's index 3.3 KB smaller than at 60,000, 13 KB than at 24,000),
 * and two even chunks keep the first query's wait for one to half of the records; past it, where each query fetches
 * its own, about 6 KiB, so that a query fetches less (../../../plugins/search/README.md, rounds fifteen and sixteen).
 */
const CHUNK_SIZE = {wholeIndex: 140_000, perQuery: 24_000};
const chunkSizeFor = (recordCount: number) =>
  recordCount <= PREFETCH_RECORDS ? CHUNK_SIZE.wholeIndex : CHUNK_SIZE.perQuery;

type Section = {records: SearchRecord[]; key: string};
type Page = {url: string; sections: Section[]};

/** Records by page (in order of first appearance), and within a page in runs under one heading. */
function layout(records: SearchRecord[]): Page[] {
  const pages = new Map<string, Page>();
  for (const record of records) {
    // A page is one address in one language and docs version (they are facets of pages).
    const pageKey = JSON.stringify([record.url_without_anchor, record.language, record.docusaurus_tag]);
    const page = pages.get(pageKey) ?? {url: record.url_without_anchor, sections: []};
    pages.set(pageKey, page);
    const key = JSON.stringify([record.hierarchy, record.anchor]);
    const last = page.sections.at(-1);
    if (last?.key === key) last.records.push(record);
    else page.sections.push({records: [record], key});
  }
  return [...pages.values()];
}

function typeCode(record: SearchRecord): string {
  return record.type === 'content' ? CONTENT_TYPE_CODE : record.type.slice(3);
}

function storedRecord(record: SearchRecord, position: number, pageRank: number): StoredRecord {
  const overrides: NonNullable<FullStoredRecord[2]> = {};
  if (record.objectID !== `${pathOfUrl(record.url_without_anchor)}#${position}`)
    overrides.objectID = record.objectID;
  const {weight} = record;
  if (
    weight.pageRank !== pageRank ||
    weight.level !== LEVEL_WEIGHT[typeCode(record)] ||
    weight.position !== position
  ) {
    overrides.weight = weight;
  }
  const keywords = record.keywords ?? 0;
  if (Object.keys(overrides).length > 0) return [record.content, keywords, overrides];
  if (keywords) return [record.content, keywords];
  return record.content ?? [null];
}

/** A section's records as written: a bare heading record first is implied (StoredSection). */
function writtenRecords(records: StoredRecord[]): StoredRecord[] {
  const [first, ...rest] = records;
  return Array.isArray(first) && first.length === 1 && first[0] === null ? rest : records;
}

/** A 53-bit hash (cyrb53) as 11 base-36 digits: names a build's files; runs in Node and in the browser. */
function hash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36).padStart(11, '0');
}

/** Cuts a list into runs whose JSON stays under `size` characters (an item larger than that is a run of its own). */
function runs<T>(items: T[], size: number): number[] {
  const starts: number[] = [];
  let length = Infinity;
  items.forEach((item, i) => {
    const itemLength = JSON.stringify(item).length;
    if (length + itemLength > size) {
      starts.push(i);
      length = 0;
    }
    length += itemLength;
  });
  return starts;
}

/**
 * The words of a record's text, by field bits: its content (the first chunks also as its lead), the names of
 * its code samples, and for the line that states an endpoint, its operation's action words, as a name.
 */
function wordsOfRecord(record: SearchRecord, operationWords: string[] = []): Map<string, number> {
  const recordWords = new Map<string, number>();
  const add = (word: string, bits: number) => recordWords.set(word, (recordWords.get(word) ?? 0) | bits);
  (record.content ? textChunks(record.content) : []).forEach(({parts, solid}, i) => {
    const bits = CONTENT_BIT | (i < LEAD_CHUNKS ? LEAD_BIT : 0);
    for (const word of [...parts, ...solid]) add(word, bits);
  });
  for (const word of record.keywords ? indexWords(record.keywords) : []) add(word, KEYWORDS_BIT);
  for (const word of operationWords) add(word, KEYWORDS_BIT);
  for (const word of record.pageKeywords ? indexWords(record.pageKeywords) : []) add(word, PAGE_KEYWORDS_BIT);
  return recordWords;
}

export function buildIndexFiles(
  records: SearchRecord[],
  synonyms: SynonymGroup[],
  options: IndexFileOptions = {},
): IndexFiles {
  const pages = layout(records);
  const types: string[] = [];
  const sections: number[] = [];
  /** Per word: records with it in their text, sections with it in their headings, and all its records. */
  const postings = new Map<
    string,
    {records: Map<number, number>; sections: Map<number, number>; count: number}
  >();
  const postingsOf = (word: string) => {
    let entry = postings.get(word);
    if (!entry) postings.set(word, (entry = {records: new Map(), sections: new Map(), count: 0}));
    return entry;
  };

  const storedPages: StoredSection[][] = [];
  const facets: IndexHead['facets'] = [];
  const headPages: IndexHead['pages'] = [];
  let recordId = 0;
  let sectionId = 0;
  const firstSectionOfUrl = new Map<string, number>();
  const sectionsByEndpoint = new Map<string, number[]>();
  const operationWords = operationWordsByEndpoint(options.operations ?? []);
  for (const page of pages) {
    const first = page.sections[0]!.records[0]!;
    const pageRank = first.weight.pageRank;
    let facet = facets.findIndex(
      (f) => f.language === first.language && f.docusaurus_tag === first.docusaurus_tag,
    );
    if (facet < 0) facet = facets.push({language: first.language, docusaurus_tag: first.docusaurus_tag}) - 1;
    headPages.push([page.url, pageRank, facet, page.sections.length]);

    const stored: StoredSection[] = [];
    const hierarchies: Array<Array<string | null>> = [];
    let position = 0;
    for (const section of page.sections) {
      const sample = section.records[0]!;
      const sameUrl = firstSectionOfUrl.get(sample.url);
      if (sameUrl === undefined) firstSectionOfUrl.set(sample.url, sectionId);
      sections.push(section.records.length, sameUrl === undefined ? 0 : sectionId - sameUrl);

      const sectionWords = new Map<string, number>();
      LEVELS.forEach((level, bit) => {
        const text = sample.hierarchy[level];
        for (const word of text ? indexWords(text) : []) {
          sectionWords.set(word, (sectionWords.get(word) ?? 0) | (1 << bit));
        }
      });
      for (const [word, bits] of sectionWords) {
        const entry = postingsOf(word);
        entry.sections.set(sectionId, bits);
        entry.count += section.records.length;
      }

      const storedRecords: StoredRecord[] = [];
      for (const record of section.records) {
        types.push(typeCode(record));
        const endpoint = endpointKey(record.content);
        if (endpoint)
          sectionsByEndpoint.set(endpoint, [...(sectionsByEndpoint.get(endpoint) ?? []), sectionId]);
        // An operation's verbs the section's headings do not have already.
        const verbs = endpoint
          ? operationWords.get(endpoint)?.filter((word) => !sectionWords.has(word))
          : undefined;
        const recordWords = wordsOfRecord(record, verbs);
        for (const [word, bits] of recordWords) {
          const entry = postingsOf(word);
          entry.records.set(recordId, bits);
          if (!sectionWords.has(word)) entry.count += 1;
        }
        storedRecords.push(storedRecord(record, position, pageRank));
        position += 1;
        recordId += 1;
      }
      hierarchies.push(LEVELS.map((level) => sample.hierarchy[level]));
      stored.push([[], sample.anchor, ...writtenRecords(storedRecords)]);
      sectionId += 1;
    }
    compactHierarchies(hierarchies).forEach((hierarchy, i) => (stored[i]![0] = hierarchy));
    storedPages.push(stored);
  }

  const words = [...postings.keys()].sort();
  const postingsOfList = (entries: Map<number, number>, bits: readonly [number, number]) => {
    const sorted = [...entries].sort((a, b) => a[0] - b[0]);
    return encodePostings(
      sorted.map(([id]) => id),
      sorted.map(([, fields]) => fields),
      bits,
    );
  };
  const wordPostings: PostingsShard = words.map((word) => {
    const entry = postings.get(word)!;
    return [
      postingsOfList(entry.records, POSTING_BITS.records),
      postingsOfList(entry.sections, POSTING_BITS.sections),
    ];
  });

  const shardStarts = runs(wordPostings, options.shardSize ?? SHARD_SIZE);
  const shards = shardStarts.map((start, k) => wordPostings.slice(start, shardStarts[k + 1]));
  const chunkStarts = runs(storedPages, options.chunkSize ?? chunkSizeFor(records.length));
  const chunks = chunkStarts.map((start, k) => storedPages.slice(start, chunkStarts[k + 1]));

  const body = {
    synonyms,
    words: packWords(words),
    frequencies: words.map((word) => postings.get(word)!.count),
    shards: shardStarts,
    pages: headPages,
    facets,
    sections,
    types: types.join(''),
    chunks: chunkStarts,
    operations: storedOperations(options.operations ?? [], sectionsByEndpoint),
    pageModel: buildPageModel(
      options.readerQueries ?? {},
      headPages.map(([url]) => pathOfUrl(url)),
      words,
      pages.map((page) => page.sections.map((section) => pathOfUrl(section.records[0]!.url))),
    ),
  };
  const id = hash(JSON.stringify([body, shards, chunks]));
  return {head: {version: INDEX_VERSION, id, ...body}, shards, chunks};
}
