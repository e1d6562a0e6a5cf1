/** Reads a built page's HTML into a PageOutline, the way DocSearch's crawler reads it. */
import {load, type Cheerio, type CheerioAPI} from 'cheerio';
import type {AnyNode, Element} from 'domhandler';
import {hiddenSidebarItemClass} from '../../../config/hiddenPages';
import {cleanText, saysWhatRowsHold, type OutlineBlock, type PageOutline} from './outline';

/** Parts of a page that are navigation or chrome, not content. */
const EXCLUDED = [
  'nav',
  'aside',
  'footer',
  'button',
  'svg',
  'pre',
  '.hash-link',
  // Category pages' cards repeat other pages' titles and descriptions.
  '.card',
  '.table-of-contents',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.pagination-nav',
  '.theme-doc-version-banner',
  '[data-search-exclude]',
].join(',');

// A table's caption says what its rows hold ("…: price per transaction by usage"), as the markdown twins do.
const TEXT_BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'caption']);
/** A caption of a few words only labels its table ('Headers', 'Path parameters'), the same under every endpoint. */
const MIN_CAPTION_WORDS = 4;
const HEADING = /^h([1-6])$/;

function isNoIndex($: CheerioAPI): boolean {
  return $('meta[name="robots"], meta[property="robots"]')
    .toArray()
    .some((meta) => /noindex/i.test($(meta).attr('content') ?? ''));
}

function sectionOf($: CheerioAPI, title: string): string {
  const crumbs = $('nav.theme-doc-breadcrumbs .breadcrumbs__item')
    .toArray()
    .map((item) => cleanText($(item).text()))
    .filter(Boolean);
  // The crumb before the page itself is its closest category.
  return crumbs.length >= 2 ? crumbs[crumbs.length - 2]! : title || 'Documentation';
}

/** Elements left out of a text, found once per page (see htmlToOutline). */
type Skipped = ReadonlySet<AnyNode>;

/** The text of `node`'s descendants (as cheerio's `.text()`), leaving out the skipped elements. */
function textWithout(node: AnyNode, skipped: Skipped): string {
  if (node.type === 'text') return node.data;
  if (!('children' in node)) return '';
  return node.children.map((child) => (skipped.has(child) ? '' : textWithout(child, skipped))).join('');
}

/** Text of an element without nested lists, which become blocks of their own. */
function ownText($: CheerioAPI, element: Cheerio<Element>, tag: string, listsOrExcluded: Skipped): string {
  // An element may say how it reads in search (e.g. a method badge beside a path).
  const explicit = element.attr('data-search-text');
  if (explicit) return cleanText(explicit);
  if (tag === 'tr') {
    const isHeaderRow = element.children('td').length === 0;
    const labels = element.children('th').toArray();
    // A header row names columns, unless a label says what the rows hold ('Maximum file size').
    if (isHeaderRow && !saysWhatRowsHold(labels.map((cell) => $(cell).text()))) return '';
    return (
      element
        .children('td, th')
        .toArray()
        // Parts of a cell (a name and its 'required' flag) are separate words.
        .map((cell) =>
          cleanText(
            $(cell)
              .contents()
              .toArray()
              .map((part) => $(part).text())
              .join(' '),
          ),
        )
        .filter(Boolean)
        .join(' — ')
    );
  }
  return cleanText(textWithout(element[0]!, listsOrExcluded));
}

/**
 * A doc the sidebar shows is its current link; a hidden page's current link is
 * an item the sidebar does not show. Other pages (the markdown page) count as listed.
 */
function isInSidebar($: CheerioAPI): boolean {
  const current = $('.theme-doc-sidebar-menu [aria-current="page"]').closest('li');
  return current.length > 0
    ? !current.hasClass(hiddenSidebarItemClass)
    : $('.theme-doc-markdown').length === 0;
}

export function htmlToOutline(html: string, path: string): PageOutline | null {
  // htmlparser2 in HTML mode rather than parse5: the built HTML keeps its optional closing tags
  // (patches/README.md), so it reads the same tree in 40% less time, the search index's largest cost.
  const $ = load(html, {xml: {xmlMode: false, decodeEntities: true}});
  if (isNoIndex($)) return null;
  // A doc's article holds its content; other pages (category indexes, the
  // markdown page) have theirs in <main>.
  const docArticle = $('.theme-doc-markdown').first().closest('article');
  const root = docArticle.length ? docArticle : $('main').first();
  if (!root.length) return null;

  const blocks: OutlineBlock[] = [];
  // Matched once per page: cheerio compiles a selector on every `.is()` and `.find()`, which took a
  // quarter of this file's time when asked for each element and each text block.
  const excluded: Skipped = new Set(root.find(EXCLUDED).toArray());
  const listsOrExcluded: Skipped = new Set([...excluded, ...root.find('ul, ol').toArray()]);
  const visit = (nodes: Cheerio<AnyNode>) => {
    nodes.each((_, node) => {
      if (node.type !== 'tag') return;
      const element = $(node as Element);
      const tag = (node as Element).tagName.toLowerCase();
      if (tag === 'pre') {
        blocks.push({kind: 'code', text: element.text()});
        return;
      }
      if (excluded.has(node)) return;
      const heading = HEADING.exec(tag);
      if (heading) {
        const text = cleanText(textWithout(node, excluded));
        if (text)
          blocks.push({kind: 'heading', level: Number(heading[1]), text, anchor: element.attr('id') ?? null});
        return;
      }
      if (TEXT_BLOCKS.has(tag) || 'data-search-text' in (node as Element).attribs) {
        const text = ownText($, element, tag, listsOrExcluded);
        const isLabel = tag === 'caption' && text.split(' ').length < MIN_CAPTION_WORDS;
        if (text && !isLabel) blocks.push({kind: 'text', text});
        if (tag === 'li') visit(element.find('> ul > li, > ol > li'));
        return;
      }
      visit(element.contents());
    });
  };
  visit(root.contents());

  const title = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  return {
    path,
    section: sectionOf($, title?.text ?? ''),
    language: $('meta[name="docsearch:language"]').attr('content') ?? $('html').attr('lang') ?? 'en',
    docusaurusTag: $('meta[name="docsearch:docusaurus_tag"]').attr('content') ?? 'default',
    inSidebar: isInSidebar($),
    blocks,
  };
}
