/**
 * Reads the docs plugin's loaded content into what the llms files need: the
 * pages grouped by sidebar category (in sidebar order), and the cards of
 * each generated category index.
 */
import type {DocMetadata, LoadedVersion} from '@docusaurus/plugin-content-docs';

export type PageEntry = {title: string; permalink: string; description: string};

export type Section = {title: string; entries: PageEntry[]};

export type CategoryIndex = PageEntry & {cards: PageEntry[]};

type Item = LoadedVersion['sidebars'][string][number];
type Category = Extract<Item, {type: 'category'}>;

function oneLine(value: string | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

function docEntry(doc: DocMetadata): PageEntry {
  return {title: doc.title, permalink: doc.permalink, description: oneLine(doc.description)};
}

export class DocsIndex {
  private readonly byId: Map<string, DocMetadata>;

  constructor(private readonly version: LoadedVersion) {
    this.byId = new Map(version.docs.map((doc) => [doc.id, doc]));
  }

  get docs(): DocMetadata[] {
    return this.version.docs;
  }

  /** A sidebar item as a card: docs, linked categories and external links. */
  private entry(item: Item): PageEntry | undefined {
    if (item.type === 'doc' || item.type === 'ref') {
      const doc = this.byId.get(item.id);
      return doc && docEntry(doc);
    }
    if (item.type === 'category') return this.categoryEntry(item);
    if (item.type === 'link')
      return {title: item.label, permalink: item.href, description: oneLine(item.description)};
    return undefined;
  }

  /** A card as the index page shows it: a doc under its sidebar label, which may differ from its title. */
  private card(item: Item): PageEntry | undefined {
    const entry = this.entry(item);
    if (!entry || (item.type !== 'doc' && item.type !== 'ref')) return entry;
    const label = item.label ?? this.byId.get(item.id)?.frontMatter.sidebar_label;
    return label ? {...entry, title: label} : entry;
  }

  private categoryEntry(category: Category): PageEntry | undefined {
    const link = category.link;
    if (link?.type === 'generated-index') {
      return {
        title: link.title ?? category.label,
        permalink: link.permalink,
        description: oneLine(link.description ?? category.description),
      };
    }
    const doc = link?.type === 'doc' ? this.byId.get(link.id) : undefined;
    return doc && docEntry(doc);
  }

  private categories(items: Item[]): Category[] {
    return items.flatMap((item) => (item.type === 'category' ? [item, ...this.categories(item.items)] : []));
  }

  /** Every generated category index with the pages it lists. */
  categoryIndices(): CategoryIndex[] {
    return Object.values(this.version.sidebars).flatMap((items) =>
      this.categories(items).flatMap((category) => {
        const entry = category.link?.type === 'generated-index' ? this.categoryEntry(category) : undefined;
        if (!entry) return [];
        const cards = category.items.map((item) => this.card(item)).filter((e): e is PageEntry => Boolean(e));
        return [{...entry, cards}];
      }),
    );
  }

  /**
   * The pages in sidebar order, one section per category that has pages of
   * its own (nested labels joined: "Services: Audit Trail"), then the pages
   * no sidebar lists under `restTitle`.
   */
  sections(topTitle: string, restTitle: string): Section[] {
    const sections: Section[] = [];
    const listed = new Set<string>();
    const visit = (items: Item[], title: string, trail: string[]) => {
      const section: Section = {title, entries: []};
      sections.push(section);
      for (const item of items) {
        if (item.type === 'category') {
          const label = [...trail, item.label].join(': ');
          const index = this.categoryEntry(item);
          const before = sections.length;
          visit(item.items, label, [...trail, item.label]);
          if (index && !listed.has(index.permalink)) {
            listed.add(index.permalink);
            sections[before]?.entries.unshift(index);
          }
        } else {
          const entry = this.entry(item);
          if (entry && !listed.has(entry.permalink)) {
            listed.add(entry.permalink);
            section.entries.push(entry);
          }
        }
      }
    };
    for (const items of Object.values(this.version.sidebars)) visit(items, topTitle, []);
    const rest = this.version.docs.filter((doc) => !listed.has(doc.permalink)).map(docEntry);
    sections.push({title: restTitle, entries: rest});
    return sections.filter((s) => s.entries.length > 0);
  }
}
