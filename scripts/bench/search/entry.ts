// What the benchmarks load, in Node and in Chromium: the engine's public
// entry, the browser's client and the modal's order of hits, bundled as the
// site bundles them.
export * from '../../../src/lib/search/engine';
export {createLocalSearchClient} from '../../../src/lib/search/client/localSearchClient';
export {modalOrder} from '../../../src/lib/search/modalOrder';
