import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {hiddenSidebarItemClass} from '../../../config/hiddenPages';

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

/** Ids of the docs the sidebars list but do not show (`hidden(id)` in sidebars.ts). */
export function hiddenSidebarDocs(sidebars: LoadedVersion['sidebars']): Set<string> {
  const ids = new Set<string>();
  const walk = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') walk(item.items);
      else if (item.type === 'doc' && item.className?.split(' ').includes(hiddenSidebarItemClass))
        ids.add(item.id);
    }
  };
  for (const items of Object.values(sidebars)) walk(items);
  return ids;
}
