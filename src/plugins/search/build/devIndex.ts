/**
 * The dev server renders no HTML, so `npm start` gets its search records from
 * each doc's markdown twin instead: same outline, same record generator.
 * A doc's records are kept with what they were made from (its source, the
 * partials it inlines, its metadata, the OpenAPI bundle's version), so an
 * edit re-reads only the pages it changed.
 */
import {statSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {componentHandlers} from '../../../lib/markdown/build/componentHandlers';
import type {ComponentHandler} from '../../../lib/markdown/build/mdxToMarkdown';
import {docToMarkdown} from '../../../lib/markdown/build/docToMarkdown';
import {hiddenSidebarDocs, sidebarSections} from '../../../lib/docs/build/sidebarSections';
import {markdownToOutline} from './fromMarkdown';
import {outlineToRecords} from './records';
import type {SearchRecord, SynonymGroup} from '../../../lib/search/types';
import type {ReaderQueries} from '../../../lib/search/engine/pageModel';
import {apiOperations} from './operations';
import {writeSearchIndex} from './writeIndex';

type Components = Record<string, ComponentHandler>;
type OutlineMeta = Parameters<typeof markdownToOutline>[2];

/** A doc's records with what they were made from, by doc id; one per dev server. */
export type DevIndexCache = Map<
  string,
  {made: string; partials: Map<string, string>; records: SearchRecord[]}
>;

async function unchanged(partials: Map<string, string>): Promise<boolean> {
  for (const [file, text] of partials) {
    if ((await readFile(file, 'utf8').catch(() => undefined)) !== text) return false;
  }
  return true;
}

/** Changes when the bundle is rewritten (only when its text changes). */
function fileVersion(file: string): string {
  try {
    const {mtimeMs, size} = statSync(file);
    return `${mtimeMs}:${size}`;
  } catch {
    return 'missing';
  }
}

type Options = {
  version: LoadedVersion;
  siteDir: string;
  siteUrl: string;
  specPath: string;
  synonyms: SynonymGroup[];
  readerQueries: ReaderQueries;
  outDir: string;
  cache: DevIndexCache;
  /** Resolves when the work may go on (the bundler is idle). */
  pause: () => Promise<void>;
};

type Doc = LoadedVersion['docs'][number];

/** A doc's records, from the cache when nothing they were made from has changed. */
async function docRecords(
  doc: Doc,
  meta: OutlineMeta,
  about: string,
  options: Options & {components: Components},
) {
  const {siteDir, siteUrl, cache} = options;
  const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const cached = cache.get(doc.id);
  const made = `${about}\n${await readFile(file, 'utf8')}`;
  if (cached?.made === made && (await unchanged(cached.partials))) return cached;
  const {source, markdown, partials} = await docToMarkdown(doc, siteDir, {components: options.components});
  const records = outlineToRecords(markdownToOutline(markdown, source, meta), siteUrl);
  return {made: `${about}\n${source}`, partials, records};
}

export async function writeDevIndex(options: Options): Promise<void> {
  const {version, siteDir, siteUrl, cache} = options;
  const sections = sidebarSections(version.sidebars);
  const hidden = hiddenSidebarDocs(version.sidebars);
  const specFile = path.resolve(siteDir, options.specPath);
  const specVersion = fileVersion(specFile);
  const components = componentHandlers(specFile);
  const made: DevIndexCache = new Map();
  // One page at a time, each after `pause`: an edit's compile waits for one page at most.
  for (const doc of version.docs) {
    await options.pause();
    const meta: OutlineMeta = {
      path: doc.permalink,
      section: sections.get(doc.id) ?? doc.title,
      language: 'en',
      docusaurusTag: `docs-default-${version.versionName}`,
      // A hidden page is in the sidebar but not shown there.
      inSidebar: sections.has(doc.id) && !hidden.has(doc.id),
      keywords: doc.frontMatter.keywords ?? [],
    };
    const about = JSON.stringify([meta, doc.title, doc.description, siteUrl, specVersion]);
    made.set(doc.id, await docRecords(doc, meta, about, {...options, components}));
  }
  await options.pause();
  cache.clear();
  for (const [id, entry] of made) cache.set(id, entry);
  const records = [...made.values()].flatMap((entry) => entry.records);
  // Without the description (not bundled yet), the pages' endpoints are not shown either: no operations.
  const operations = specVersion === 'missing' ? [] : apiOperations(specFile);
  await writeSearchIndex(options.outDir, records, options.synonyms, operations, options.readerQueries);
}
