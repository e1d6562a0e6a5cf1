/**
 * Search, in one plugin: builds the site's DocSearch records after each
 * production build (and from the markdown twins under `npm start`), ships
 * them with the synonyms as a prebuilt index (/search-index.json and the
 * files it names) and as /search-records.json, the input of
 * `npm run search:push`, and provides the SearchBar that answers from the
 * prebuilt index unless Algolia credentials were given (see ./config.ts).
 * See README.md in this folder.
 */
import {PerfLogger} from '@docusaurus/logger';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {bundlerIdle} from './build/bundlerIdle';
import type {DevIndexCache} from './build/devIndex';
import {inBackground} from './build/inBackground';
import {checkedReaderQueries, loadReaderQueries} from './build/readerQueries';
import {loadSynonyms} from './build/synonyms';
import {standInScript} from './standIn/inlineScript';

export type Options = {
  /** Route prefixes that never enter the index. */
  excludedPrefixes: string[];
  /** True when no Algolia credentials were given: the site answers from the shipped index. */
  isLocalSearch: boolean;
  /** The OpenAPI description, relative to the site, for endpoints in the dev index. */
  specPath: string;
  /** The synonyms file, relative to the site (see synonyms.yaml in this folder). */
  synonymsPath: string;
  /** The readers' queries, a folder relative to the site (see reader-queries/ in this folder). */
  readerQueriesPath: string;
};

const optionsSchema = Joi.object<Options>({
  excludedPrefixes: Joi.array().items(Joi.string().pattern(/^\//)).default([]),
  isLocalSearch: Joi.boolean().required(),
  specPath: Joi.string().required(),
  synonymsPath: Joi.string().default('src/plugins/search/synonyms.yaml'),
  readerQueriesPath: Joi.string().default('src/plugins/search/reader-queries'),
});

/** Wrong options stop the build with Joi's message naming the option. */
export function validateOptions({validate, options}: OptionValidationContext<Options, Options>): Options {
  return validate(optionsSchema, options);
}

const PLACEHOLDER_ID = 'theme.SearchModal.searchBox.placeholderText';

// `docusaurus start` sets NODE_ENV; the dev server renders no HTML to read.
const isDevServer = process.env.NODE_ENV === 'development';

export default function searchPlugin(context: LoadContext, options: Options): Plugin {
  const devIndexDir = path.join(context.generatedFilesDir, 'search-index');
  const devIndexCache: DevIndexCache = new Map();
  const bundler = bundlerIdle();
  const writeInBackground = inBackground('the search index', bundler.idle);
  const synonymsFile = path.resolve(context.siteDir, options.synonymsPath);
  const readerQueriesFolder = path.resolve(context.siteDir, options.readerQueriesPath);
  const {searchPagePath} = (context.siteConfig.themeConfig.algolia ?? {}) as {
    searchPagePath?: string | false;
  };
  const standInOptions = {
    searchPage: searchPagePath ? `${context.baseUrl}${searchPagePath}` : '',
    // The modal's placeholder (i18n/en/code.json), with Docusaurus's default.
    placeholder: context.codeTranslations[PLACEHOLDER_ID] ?? 'Search docs',
  };
  return {
    name: 'search',

    // The SearchBar here replaces theme-search-algolia's (a later theme path wins).
    getThemePath() {
      return path.resolve(__dirname, 'theme');
    },

    // Ctrl/Cmd+K, '/' and the search button answer from the first paint (./standIn).
    getClientModules() {
      return [path.resolve(__dirname, 'standIn/standIn.css')];
    },

    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: standInScript(standInOptions)}]};
    },

    getPathsToWatch() {
      return [synonymsFile, path.join(readerQueriesFolder, '*.yaml')];
    },

    // Off the dev server's path (build/inBackground.ts), once the bundler is idle: an edit shows at once.
    allContentLoaded({allContent}) {
      if (!isDevServer || !options.isLocalSearch) return;
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const version = docs?.loadedVersions[0];
      if (!version) return;
      writeInBackground(async () => {
        // Loaded when first needed: the MDX converter is not on the way to the first page.
        const {writeDevIndex} = await import('./build/devIndex');
        await writeDevIndex({
          version,
          siteDir: context.siteDir,
          siteUrl: context.siteConfig.url,
          specPath: options.specPath,
          synonyms: await loadSynonyms(synonymsFile),
          // Unchecked, so that a heading renamed in the edit being previewed stops nothing: its queries still count for
          // the page, its section has no row until its anchor is mended, and the build names the file.
          readerQueries: (await loadReaderQueries(readerQueriesFolder)).queries,
          outDir: devIndexDir,
          cache: devIndexCache,
          pause: bundler.idle,
        });
      });
    },

    configureWebpack() {
      if (!options.isLocalSearch) return {};
      return {
        // The /search page builds its client from algoliasearch/lite: point it at the local one.
        resolve: {alias: {'algoliasearch/lite$': path.resolve(__dirname, 'client/liteClient.ts')}},
        // The dev server serves the dev index beside the static files (no reload when it changes),
        // and tells the index when the bundler is idle.
        ...(isDevServer && {
          devServer: {static: [{directory: devIndexDir, publicPath: context.baseUrl, watch: false}]},
          plugins: [bundler.plugin],
        }),
      };
    },

    // Written in both modes: `npm run search:push` sends the same records and synonyms to Algolia.
    async postBuild({outDir, routesPaths, siteConfig}) {
      // Timed in Docusaurus's performance log (DOCUSAURUS_PERF_LOGGER=true), as the bench reads it.
      await PerfLogger.async('postBuild() - search index', async () => {
        const [{collectRecords}, {writeSearchIndex}, {apiOperations}] = await Promise.all([
          import('./build/collect'),
          import('./build/writeIndex'),
          import('./build/operations'),
        ]);
        const records = await collectRecords({
          outDir,
          routesPaths,
          siteUrl: siteConfig.url,
          excludedPrefixes: options.excludedPrefixes,
        });
        const operations = apiOperations(path.resolve(context.siteDir, options.specPath));
        await writeSearchIndex(
          outDir,
          records,
          await loadSynonyms(synonymsFile),
          operations,
          checkedReaderQueries(
            await loadReaderQueries(readerQueriesFolder),
            records.map(({url}) => url),
          ),
        );
      });
    },
  };
}
