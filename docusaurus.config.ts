import type {Config} from '@docusaurus/types';
import {getSwcLoaderOptions} from '@docusaurus/faster';
import type * as Preset from '@docusaurus/preset-classic';
import {GlobExcludeDefault} from '@docusaurus/utils';

import {announcement, product, siteIdentity} from './src/config/site';
import {hiddenPages, testOnlyPathPrefix, testPagesVariable} from './src/config/hiddenPages';
import {footer, navbar} from './src/config/navigation';
import {algoliaOptions, readSearchMode} from './src/plugins/search/config';
import {ssrTemplate} from './src/config/ssrTemplate';
import {hasFullGitHistory} from './src/config/gitHistory';
import {tokenClassTheme} from './src/plugins/code-highlighting';
import type {LlmsPluginOptions} from './src/plugins/llms';
import {parsedDocs} from './src/lib/markdown/build/parsedDocs';
import {openApiBundle, openApiSource} from './src/config/openapi';
import {remarkEndpoint, type OpenApiPluginOptions} from './src/plugins/openapi';
import type {Options as SearchPluginOptions} from './src/plugins/search';
import type {Options as DocGuardsOptions} from './src/plugins/doc-guards';

// Read the environment once: hosted Algolia search when all three ALGOLIA_*
// variables are set, the index shipped with the site otherwise.
const searchMode = readSearchMode(process.env);

// "Last updated" comes from git, and only from a checkout with the files' history.
const showLastUpdateTime = hasFullGitHistory();
// Each doc's MDX as the docs plugin parsed it, handed to the Markdown twins.
const docsParse = parsedDocs();

const config: Config = {
  title: siteIdentity.title,
  tagline: siteIdentity.tagline,
  favicon: 'img/favicon.svg',
  url: siteIdentity.url,
  baseUrl: '/',
  trailingSlash: false,
  titleDelimiter: '|',
  staticDirectories: ['static'],
  // Paint first, then start the bundles: see the file.
  ssrTemplate,
  // The banner's check (window.docusaurus unset at DOMContentLoaded) would fire
  // on every load now that bundles start after the first paint; baseUrl is '/'.
  baseUrlIssueBanner: false,

  future: {
    // Docusaurus Faster (Rspack, SWC, Lightning CSS, worker threads). The SWC
    // JS loader is chosen below through `webpack.jsLoader` rather than the
    // swcJsLoader flag: the flag warns that babel.config.js could go, but
    // `docusaurus write-translations` still parses the source with it. Only the
    // one v4 flag Faster requires: the whole of v4 would rename the colour-mode
    // storage key and drop MDX 1 compatibility.
    faster: {
      swcJsLoader: false,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      rspackPersistentCache: true,
      ssgWorkerThreads: true,
      gitEagerVcs: true,
    },
    v4: {removeLegacyPostBuildHeadAttribute: true},
  },

  // SWC compiles the site's JS and TS with the options Faster's own loader
  // uses (a cold build takes about a third less time than with Babel).
  webpack: {
    jsLoader: (isServer) => ({
      loader: 'builtin:swc-loader',
      options: getSwcLoaderOptions({isServer, bundlerName: 'rspack'}),
    }),
  },

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'warn',
  onDuplicateRoutes: 'warn',

  i18n: {defaultLocale: 'en', locales: ['en']},

  markdown: {
    format: 'mdx',
    mermaid: false,
    mdx1Compat: {comments: true, admonitions: true, headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'throw'},
  },

  customFields: {searchMode},

  // Tells the reader when a route chunk fails before hydration, instead of a silent page.
  clientModules: ['./src/clientModules/chunkLoadFailure.tsx'],

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          // <Endpoint>s are filled from the bundled description at build time; messages name its sources.
          remarkPlugins: [[remarkEndpoint, {specPath: openApiBundle, sourcePath: openApiSource}]],
          // The Markdown twins reuse this parse of each page instead of parsing it again.
          beforeDefaultRemarkPlugins: [docsParse.remarkPlugin],
          editUrl: siteIdentity.editUrl,
          showLastUpdateTime,
        },
        blog: false,
        pages: {
          exclude: [
            ...GlobExcludeDefault,
            ...(process.env[testPagesVariable] === 'true' ? [] : [`${testOnlyPathPrefix.slice(1)}/**`]),
          ],
        },
        theme: {customCss: './src/css/custom.css'},
        sitemap: {
          ignorePatterns: [...hiddenPages, `${testOnlyPathPrefix}/**`],
        },
      } satisfies Preset.Options,
    ],
  ],

  // Local plugins by path, so Docusaurus runs their validateOptions.
  plugins: [
    [
      './src/plugins/search/index.ts',
      {
        isLocalSearch: searchMode === 'local',
        // Category pages only list other pages: a reader's question is answered on those.
        excludedPrefixes: [testOnlyPathPrefix, '/search', '/category'],
        specPath: openApiBundle,
      } satisfies Partial<SearchPluginOptions>,
    ],
    // Bundles the description's sources into openApiBundle, which the others read.
    [
      './src/plugins/openapi/index.ts',
      {sourcePath: openApiSource, bundlePath: openApiBundle} satisfies OpenApiPluginOptions,
    ],
    [
      './src/plugins/llms/index.ts',
      {specPath: openApiBundle, parsedDocs: docsParse} satisfies LlmsPluginOptions,
    ],
    './src/plugins/code-highlighting/index.ts',
    './src/plugins/lean-bundle/index.ts',
    './src/plugins/build-speed/index.ts',
    './src/plugins/lazy-hydration/index.ts',
    './src/plugins/staged-boot/index.ts',
    ['./src/plugins/doc-guards/index.ts', {hiddenPaths: hiddenPages} satisfies DocGuardsOptions],
    // The MCP server as a package to run with npx, and its discovery file.
    './src/plugins/mcp-publish/index.ts',
  ],

  themeConfig: {
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: false,
    },
    announcementBar: announcement.content ? announcement : undefined,
    navbar,
    footer,
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    algolia: algoliaOptions(process.env),
    metadata: [
      {name: 'keywords', content: `${product.name}, blockchain, API, documentation`},
      // Every page gets a description: this one until a page sets its own
      // (docs from front matter; /search and the not-found page have none).
      {name: 'description', content: siteIdentity.summary},
    ],
    prism: {
      // Colours come from CSS classes (the code-highlighting plugin), not inline styles.
      theme: tokenClassTheme,
      darkTheme: tokenClassTheme,
      additionalLanguages: ['bash', 'json', 'python', 'php', 'java', 'csharp'],
    },
  } satisfies Preset.ThemeConfig,
};

export default config;
