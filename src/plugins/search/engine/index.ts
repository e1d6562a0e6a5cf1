/** The engine's public face: what the client, the tests and the benchmarks use. */
export {SearchEngine, type Hit, type SearchParams, type SearchResult} from './engine';
export {allowedTypos, indexWords, stem, STOP_WORDS, tokenize, typoDistance} from './words';
