/**
 * Stops the build on a writer's slips the framework lets through (see
 * ./findSlips.ts and README.md). Under `npm start` it only warns, so a page
 * being written still previews.
 */
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {hiddenSidebarDocs, sidebarSections} from '../../lib/docs/build/sidebarSections';
import {findSlips} from './findSlips';

export type Options = {
  /** Routes of pages in the sidebar but not shown in it (src/config/hiddenPages.ts). */
  hiddenPaths: readonly string[];
};

const isDevServer = process.env.NODE_ENV === 'development';

export default function docGuardsPlugin(_context: LoadContext, {hiddenPaths}: Options): Plugin {
  return {
    name: 'doc-guards',
    async allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      const facts = (docs?.loadedVersions ?? []).flatMap((version) => {
        const listed = sidebarSections(version.sidebars);
        const hidden = hiddenSidebarDocs(version.sidebars);
        return version.docs.map((doc) => ({
          ...doc,
          listed: listed.has(doc.id),
          hiddenInSidebar: hidden.has(doc.id),
        }));
      });
      const slips = findSlips(facts, hiddenPaths);
      if (slips.length === 0) return;
      const message = `Fix these in the docs:\n${slips.map((slip) => `  ${slip}`).join('\n')}`;
      if (isDevServer) console.warn(message);
      else throw new Error(message);
    },
  };
}
