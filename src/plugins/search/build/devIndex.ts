/**
 * The dev server renders no HTML, so `npm start` gets its search records from
 * each doc's markdown twin instead: same outline, same record generator.
 */
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {componentHandlers} from '../../../lib/markdown/build/componentHandlers';
import {docToMarkdown} from '../../../lib/markdown/build/docToMarkdown';
import {markdownToOutline} from './fromMarkdown';
import {outlineToRecords} from './records';
import type {SynonymGroup} from '../types';
import {writeSearchIndex} from './writeIndex';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/** The closest sidebar category of each doc (DocSearch's lvl0). */
function sectionsByDocId(version: LoadedVersion): Map<string, string> {
  const sections = new Map<string, string>();
  const walk = (items: SidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.link?.type === 'doc') sections.set(item.link.id, item.label);
        walk(item.items, item.label);
      } else if ((item.type === 'doc' || item.type === 'ref') && section) {
        sections.set(item.id, section);
      }
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items, null);
  return sections;
}

export async function writeDevIndex(options: {
  version: LoadedVersion;
  siteDir: string;
  siteUrl: string;
  specPath: string;
  synonyms: SynonymGroup[];
  outDir: string;
}): Promise<void> {
  const {version, siteDir, siteUrl} = options;
  const sections = sectionsByDocId(version);
  const components = componentHandlers(path.resolve(siteDir, options.specPath));
  const perDoc = await Promise.all(
    version.docs.map(async (doc) => {
      const {source, markdown} = await docToMarkdown(doc, siteDir, {components});
      const outline = markdownToOutline(markdown, source, {
        path: doc.permalink,
        section: sections.get(doc.id) ?? doc.title,
        language: 'en',
        docusaurusTag: `docs-default-${version.versionName}`,
        inSidebar: doc.sidebar !== undefined,
      });
      return outlineToRecords(outline, siteUrl);
    }),
  );
  await writeSearchIndex(options.outDir, perDoc.flat(), options.synonyms);
}
