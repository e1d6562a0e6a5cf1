/**
 * One site as the tools see it: its search, its pages (from llms.txt and the
 * search index), their Markdown twins and sections, and its OpenAPI
 * description. Everything is read on first use and kept.
 */
import {
  fullHierarchies,
  recordsFile,
  type IndexHead,
  type RecordChunk,
} from '@site/src/lib/search/engine/format';
import {siteIdentity} from '@site/src/config/site';
import {FileMissingError, type SiteFiles} from './files';
import {DocsSearch} from './search';

/** A heading of a page, as the search index knows it: its anchor, text and level (2 for `##`). */
export type Section = {anchor: string; heading: string; level: number};

export type PageInfo = {path: string; title: string; description: string};

/** `https://docs.maschain.com/x` → `/x`. */
export function pathOf(url: string): string {
  return url.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '').replace(/\.md$/, '') || '/';
}

/** The Markdown twin of a page path: `/` → `index.md`, `/a/b` → `a/b.md`. */
export function twinFile(path: string): string {
  return path === '/' ? 'index.md' : `${path.slice(1)}.md`;
}

/**
 * A heading's text without emphasis and code marks, to compare a twin's
 * heading with the index's; a twin's heading may end with its `{#id}` (where
 * its text would give another id). The pattern is Docusaurus's
 * `parseMarkdownHeadingId`, not imported: the server's bundle stays free of
 * @docusaurus/utils and what it loads.
 */
export function bareHeading(text: string): string {
  return text
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/[`*_\\]/g, '')
    .trim();
}

export function canonicalUrl(path: string, anchor?: string): string {
  return `${siteIdentity.url}${path === '/' ? '/' : path}${anchor ? `#${anchor}` : ''}`;
}

export class Site {
  readonly search: DocsSearch;
  private head?: Promise<IndexHead>;
  private pageList?: Promise<PageInfo[]>;
  private openApi?: Promise<Record<string, unknown>>;
  private readonly sections = new Map<string, Promise<Section[]>>();

  constructor(readonly files: SiteFiles) {
    this.search = new DocsSearch(files);
  }

  private indexHead(): Promise<IndexHead> {
    this.head ??= this.files.text('search-index.json').then((text) => JSON.parse(text) as IndexHead);
    return this.head;
  }

  /** The public pages, as llms.txt lists them (test-only pages are not there). */
  pages(): Promise<PageInfo[]> {
    this.pageList ??= this.files.text('llms.txt').then((text) => {
      const pages: PageInfo[] = [];
      for (const match of text.matchAll(/^- \[([^\]]*)\]\(([^)\s]+)\)(?::\s*(.*))?$/gm)) {
        const path = pathOf(match[2]!);
        if (path.endsWith('.txt')) continue;
        pages.push({path: path === '/index' ? '/' : path, title: match[1]!, description: match[3] ?? ''});
      }
      return pages;
    });
    return this.pageList;
  }

  async twin(path: string): Promise<string> {
    return this.files.text(twinFile(path));
  }

  /** The page's sections with an anchor, in order, from the search index's records. */
  pageSections(path: string): Promise<Section[]> {
    let found = this.sections.get(path);
    if (!found) {
      found = this.readSections(path);
      this.sections.set(path, found);
      found.catch(() => this.sections.delete(path));
    }
    return found;
  }

  private async readSections(path: string): Promise<Section[]> {
    const head = await this.indexHead();
    const page = head.pages.findIndex(([url]) => pathOf(url) === path);
    if (page < 0) return [];
    let chunk = 0;
    while (chunk + 1 < head.chunks.length && head.chunks[chunk + 1]! <= page) chunk += 1;
    const data = JSON.parse(await this.files.text(recordsFile(head, chunk))) as RecordChunk;
    const sections: Section[] = [];
    const stored = data[page - head.chunks[chunk]!] ?? [];
    const hierarchies = fullHierarchies(stored.map(([hierarchy]) => hierarchy));
    for (const [i, [, anchor]] of stored.entries()) {
      const hierarchy = hierarchies[i]!;
      if (!anchor) continue;
      let level = hierarchy.length - 1;
      while (level > 0 && hierarchy[level] === null) level -= 1;
      if (level >= 2) sections.push({anchor, heading: hierarchy[level]!, level});
    }
    return sections;
  }

  /** The OpenAPI description, parsed once. */
  openapi(): Promise<Record<string, unknown>> {
    // The YAML parser loads with the first API question, not at start.
    this.openApi ??= Promise.all([this.files.text('openapi.yaml'), import('yaml')]).then(
      ([text, {parse}]) => parse(text, {maxAliasCount: -1}) as Record<string, unknown>,
    );
    return this.openApi;
  }

  openapiText(): Promise<string> {
    return this.files.text('openapi.yaml');
  }

  llmsTxt(): Promise<string> {
    return this.files.text('llms.txt');
  }
}

export {FileMissingError};
