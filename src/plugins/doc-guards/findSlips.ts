/**
 * A writer's slips that the build would otherwise let through, each as a
 * message that names the file and line to fix. Pure, so the tests make each
 * slip on purpose and read its message.
 */
export type DocFacts = {
  /** The doc's file, relative to the site (as Docusaurus gives it, with `@site/`). */
  source: string;
  permalink: string;
  /** Whether a sidebar lists the doc (`sidebars.ts`). */
  listed: boolean;
  /** Whether its sidebar item is hidden (`hidden(id)` in `sidebars.ts`). */
  hiddenInSidebar: boolean;
  frontMatter: {title?: unknown; description?: unknown};
};

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export function findSlips(docs: DocFacts[], hiddenPaths: readonly string[]): string[] {
  const hidden = new Set(hiddenPaths);
  return docs.flatMap((doc) => {
    // The front matter opens the file: line 1.
    const at = `${doc.source.replace(/^@site\//, '')}:1`;
    const slips: string[] = [];
    if (isBlank(doc.frontMatter.title)) {
      slips.push(
        `${at}: no \`title\` in the front matter: the page's heading, tab and search results need one.`,
      );
    }
    if (isBlank(doc.frontMatter.description)) {
      slips.push(
        `${at}: no \`description\` in the front matter: search engines, llms.txt and the Markdown twin need one sentence on what the page is for.`,
      );
    }
    if (!doc.listed) {
      slips.push(
        `${at}: ${doc.permalink} is in no sidebar, so no link reaches it: add its id to sidebars.ts (as \`hidden('<id>')\` after the page it extends, if it should not show there, and in src/config/hiddenPages.ts).`,
      );
    } else if (hidden.has(doc.permalink) && !doc.hiddenInSidebar) {
      slips.push(
        `${at}: ${doc.permalink} is listed in src/config/hiddenPages.ts but shown in the sidebar: list it in sidebars.ts as \`hidden('<id>')\`, or take it off the hidden list.`,
      );
    } else if (!hidden.has(doc.permalink) && doc.hiddenInSidebar) {
      slips.push(
        `${at}: ${doc.permalink} is hidden in the sidebar but not listed in src/config/hiddenPages.ts, so the sitemap would list a page the sidebar does not show: add it there.`,
      );
    }
    return slips;
  });
}
