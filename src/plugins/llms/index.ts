/**
 * After the build, writes a Markdown twin of every doc page (`/<route>.md`,
 * the home page as `/index.md`) and of every generated category index, plus
 * `/llms.txt` listing them all (llmstxt.org) and `/llms-full.txt` holding them
 * all. Pages and categories come from
 * the docs plugin's loaded content, never from re-deriving routes.
 */
import {PerfLogger} from '@docusaurus/logger';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {Joi} from '@docusaurus/utils-validation';
import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';
import {testOnlyPathPrefix} from '../../config/hiddenPages';
import {mcpAddresses} from '../../config/mcp';
import {environments, siteIdentity} from '../../config/site';
import type {ParsedDocs} from '../../lib/markdown/build/parsedDocs';
import {markdownTwinPath} from '../../lib/markdown/twinPath';
import type {LoadedContent as PagesContent} from '@docusaurus/plugin-content-pages';
import {agentDirectiveTag, withIndexLine} from './agentDirective';
import {llmsFullTxt} from './llmsFull';
import {llmsTxt, type LinkEntry} from './llmsTxt';
import {DocsIndex, type PageEntry} from './sections';

export type LlmsPluginOptions = {
  /** Path of the OpenAPI description, relative to the site directory, for `<Endpoint>`s. */
  specPath: string;
  docsPluginId?: string;
  /** The docs plugin's parse of each page (`parsedDocs()`, also given to the docs plugin), so pages are parsed once. */
  parsedDocs?: ParsedDocs;
};

export default function llmsPlugin(context: LoadContext, options: LlmsPluginOptions): Plugin {
  const {siteDir, siteConfig} = context;
  const specPath = path.resolve(siteDir, options.specPath);
  const siteUrl = siteConfig.url.replace(/\/+$/, '');
  const baseUrl = siteConfig.baseUrl;
  let content: LoadedContent | undefined;
  let pages: PagesContent = [];

  const twinUrl = (permalink: string) => `${siteUrl}${markdownTwinPath(permalink)}`;
  const twinFile = (outDir: string, permalink: string) =>
    path.join(outDir, markdownTwinPath(permalink).slice(baseUrl.length));
  const toLink = (entry: PageEntry): LinkEntry => ({
    title: entry.title,
    url: /^[a-z]+:/i.test(entry.permalink) ? entry.permalink : twinUrl(entry.permalink),
    description: entry.description,
  });
  const llmsTxtUrl = `${siteUrl}${baseUrl}llms.txt`;
  const isPublic = (permalink: string) =>
    permalink !== testOnlyPathPrefix && !permalink.startsWith(`${testOnlyPathPrefix}/`);

  return {
    name: 'site-llms',
    // "View as Markdown", the page actions beside each doc title, the head link to the twin.
    getThemePath: () => path.join(__dirname, 'theme'),

    // Agents that read a page's HTML learn where the index and the twins are.
    injectHtmlTags: () => ({preBodyTags: [agentDirectiveTag(llmsTxtUrl)]}),

    allContentLoaded({allContent}) {
      const docsPlugin = allContent['docusaurus-plugin-content-docs'];
      content = docsPlugin?.[options.docsPluginId ?? 'default'] as LoadedContent | undefined;
      pages = (allContent['docusaurus-plugin-content-pages']?.default as PagesContent | undefined) ?? [];
    },

    async postBuild({outDir}) {
      // Timed in Docusaurus's performance log (DOCUSAURUS_PERF_LOGGER=true), as the bench reads it.
      await PerfLogger.async('postBuild() - Markdown twins and llms.txt', async () => {
        const version = content?.loadedVersions[0];
        if (!version) throw new Error('site-llms: the docs plugin content was not loaded.');
        const index = new DocsIndex(version);
        const categories = index.categoryIndices();
        const twinned = new Set([
          ...version.docs.map((d) => d.permalink),
          ...categories.map((c) => c.permalink),
        ]);

        const rewriteUrl = (url: string): string => {
          if (!url.startsWith('/') || url.startsWith('//')) return url;
          const [pathname = '', hash] = url.split('#');
          if (twinned.has(pathname)) return `${twinUrl(pathname)}${hash ? `#${hash}` : ''}`;
          return `${siteUrl}${url}`;
        };
        // Loaded here: the MDX converter is not on `npm start`'s way to the first page.
        const [{componentHandlers}, {docToMarkdown}] = await Promise.all([
          import('../../lib/markdown/build/componentHandlers'),
          import('../../lib/markdown/build/docToMarkdown'),
        ]);
        const components = componentHandlers(specPath);

        const written = new Map<string, string>();
        const write = async (permalink: string, markdown: string) => {
          written.set(permalink, markdown);
          const file = twinFile(outDir, permalink);
          await mkdir(path.dirname(file), {recursive: true});
          await writeFile(file, withIndexLine(markdown, llmsTxtUrl));
        };

        type Page = {source: string; permalink: string; title: string; description?: string};
        const writePage = async (doc: Page) => {
          const pageUrl = `${siteUrl}${doc.permalink}`;
          const {markdown} = await docToMarkdown(doc, siteDir, {
            components,
            // `#x` names a section of this page: absolute like every other link, so it still
            // points here once the twin is pasted elsewhere or read in llms-full.txt.
            rewriteUrl: (url) => rewriteUrl(url.startsWith('#') ? `${doc.permalink}${url}` : url),
            pageUrl,
            parsedTree: options.parsedDocs?.take,
          });
          // A page whose text opens with its own title heading keeps one title.
          await write(doc.permalink, markdown.replace(`\n\n# ${doc.title}\n`, '\n'));
        };
        for (const doc of version.docs) await writePage(doc);
        // Markdown pages outside the docs (src/pages/*.md[x]) have twins too.
        for (const page of pages) {
          if (page.type !== 'mdx' || !isPublic(page.permalink)) continue;
          await writePage({...page, title: page.title ?? page.frontMatter.title ?? siteConfig.title});
        }

        for (const category of categories) {
          const lines = [`# ${category.title}`, ''];
          if (category.description) lines.push(category.description, '');
          for (const card of category.cards) {
            const link = toLink(card);
            lines.push(`- [${link.title}](${link.url})${link.description ? `: ${link.description}` : ''}`);
          }
          await write(category.permalink, `${lines.join('\n')}\n`);
        }

        const unlisted = new Set(version.docs.filter((d) => d.unlisted).map((d) => d.permalink));
        const pageSections = index.sections('Start here', 'Optional').map((section) => ({
          title: section.title,
          entries: section.entries.filter((e) => !unlisted.has(e.permalink) && isPublic(e.permalink)),
        }));
        const sections = pageSections.map((section) => ({
          title: section.title,
          entries: section.entries.map(toLink),
        }));
        const optional = sections.find((s) => s.title === 'Optional');
        const fullUrl = `${siteUrl}${baseUrl}llms-full.txt`;
        const fullPages = pageSections.flatMap((section) =>
          section.entries.flatMap((entry) => {
            const markdown = written.get(entry.permalink);
            return markdown ? [{url: toLink(entry).url, markdown}] : [];
          }),
        );
        await writeFile(
          path.join(outDir, 'llms-full.txt'),
          llmsFullTxt({title: siteConfig.title, summary: siteIdentity.summary, pages: fullPages}),
        );
        const {testnet, mainnet} = environments;
        await writeFile(
          path.join(outDir, 'llms.txt'),
          llmsTxt({
            title: siteConfig.title,
            summary: siteIdentity.summary,
            details:
              `Each page below is linked as Markdown; any page's Markdown is at its URL plus \`.md\` (the home page is \`/index.md\`). ` +
              `All pages in one file, in this order: [llms-full.txt](${fullUrl}). ` +
              `API calls send the \`client_id\` and \`client_secret\` headers of an API key; the API is at ${testnet.api} (testnet) and ${mainnet.api} (mainnet). ` +
              // Files for tools, not links to read: each is far beyond what an assistant reads in one fetch,
              // and every operation is written out on its service's page below.
              `For tools rather than reading: the OpenAPI 3.1 description of every operation, with its parameters, bodies, responses and callbacks, <${siteUrl}${baseUrl}openapi.yaml>, ` +
              `and a Postman Collection v2.1 of every operation, one folder per service, with clientId, clientSecret and baseUrl variables, <${siteUrl}${baseUrl}maschain.postman_collection.json>. ` +
              `An MCP server at <${mcpAddresses.endpoint}> (Streamable HTTP) gives an assistant this site's search, pages and operations, and a mock of every call that needs no key; how to add it: [Use these pages from your AI assistant](${siteUrl}${baseUrl}#ai-assistants).`,
            sections: [...sections.filter((s) => s !== optional), ...(optional ? [optional] : [])],
          }),
        );
      });
    },
  };
}

export function validateOptions({
  validate,
  options,
}: OptionValidationContext<LlmsPluginOptions, LlmsPluginOptions>): LlmsPluginOptions {
  return validate(
    Joi.object({
      specPath: Joi.string().required(),
      docsPluginId: Joi.string(),
      parsedDocs: Joi.object({remarkPlugin: Joi.function(), take: Joi.function()}),
    }),
    options,
  );
}
