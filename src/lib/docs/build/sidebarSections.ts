import type {LoadedVersion} from '@docusaurus/plugin-content-docs';

type SidebarItem = LoadedVersion['sidebars'][string][number];

/**
 * Every doc the sidebars list (a doc item, or a category's own page), with the
 * closest category it sits in (null at the top level). A doc missing here is
 * off the sidebar, though it may still display it (`displayed_sidebar`). A hidden
 * item (`hidden(id)` in sidebars.ts) is listed, in its category.
 */
export function sidebarSections(sidebars: LoadedVersion['sidebars']): Map<string, string | null> {
  const sections = new Map<string, string | null>();
  const walk = (items: SidebarItem[], section: string | null) => {
    for (const item of items) {
      if (item.type === 'category') {
        if (item.link?.type === 'doc') sections.set(item.link.id, item.label);
        walk(item.items, item.label);
      } else if (item.type === 'doc' || item.type === 'ref') {
        sections.set(item.id, section);
      }
    }
  };
  for (const items of Object.values(sidebars)) walk(items, null);
  return sections;
}
