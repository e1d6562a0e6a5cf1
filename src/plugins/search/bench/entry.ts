// What the benchmarks load, in Node and in Chromium: the engine's public
// entry and the browser's client, bundled as the site bundles them.
export * from '../engine';
export {createLocalSearchClient} from '../client/localSearchClient';
