/**
 * The engine's public face: what the tests and the benchmarks use. The
 * browser's client imports the engine and the store directly, without the
 * index builder.
 */
import {buildIndexFiles} from './indexFiles';
import type {SearchRecord, SynonymGroup} from '../types';
import {Engine} from './engine';
import {IndexStore} from './store';
import type {ApiOperation} from './operations';
import type {ReaderQueries} from './pageModel';

/** The engine over records held in memory: the index is built on the spot, every file of it loaded. */
export class SearchEngine extends Engine {
  constructor(
    records: SearchRecord[],
    synonyms: SynonymGroup[] = [],
    operations: ApiOperation[] = [],
    readerQueries: ReaderQueries = {},
  ) {
    const {head, shards, chunks} = buildIndexFiles(records, synonyms, {operations, readerQueries});
    super(new IndexStore(head, {shards, chunks}));
  }
}

export {buildIndexFiles} from './indexFiles';
export {Engine, type Attempt, type Hit, type SearchParams, type SearchResult} from './engine';
export {IndexStore, type IndexFile} from './store';
export {glossSynonyms, idWords, storedWords, type ApiOperation} from './operations';
export {asksLimitOrReason, asksWhatHolds} from './framing';
export {asksAboutCost, ENDPOINT_LINE} from './ranking';
export {postingsFile, recordsFile, type IndexHead} from './format';
export {buildPageModel, type ReaderQueries} from './pageModel';
export {allowedTypos, indexWords, stem, STOP_WORDS, tokenize, typoDistance} from './words';
export {setWeights, WEIGHTS, type Weights} from './weights';
