// What the benchmarks load, in Node and in Chromium: the engine's public
// entry and the browser's client, bundled as the site bundles them.
export * from '../../../src/plugins/search/engine';
export {createLocalSearchClient} from '../../../src/plugins/search/client/localSearchClient';
