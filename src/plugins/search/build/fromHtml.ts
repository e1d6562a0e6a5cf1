/** Reads a built page's HTML into a PageOutline, the way DocSearch's crawler reads it. */
import {load, text} from 'cheerio';
import {hasChildren, isTag, type AnyNode, type Element} from 'domhandler';
import {hiddenSidebarItemClass} from '../../../config/hiddenPages';
import {cleanText, saysWhatRowsHold, type OutlineBlock, type PageOutline} from './outline';
import {classesOf, findPageParts, findSkipped, type PageParts} from './pageParts';

// A table's caption says what its rows hold ("…: price per transaction by usage"), as the markdown twins do.
const TEXT_BLOCKS = new Set(['p', 'li', 'tr', 'dt', 'dd', 'figcaption', 'caption']);
/** A caption of a few words only labels its table ('Headers', 'Path parameters'), the same under every endpoint. */
const MIN_CAPTION_WORDS = 4;
const HEADING = /^h([1-6])$/;

function sectionOf(breadcrumbs: Element[], title: string): string {
  const crumbs = breadcrumbs.map((item) => cleanText(textContent(item))).filter(Boolean);
  // The crumb before the page itself is its closest category.
  return crumbs.length >= 2 ? crumbs[crumbs.length - 2]! : title || 'Documentation';
}

/** Elements left out of a text, found once per page (see htmlToOutline). */
type Skipped = ReadonlySet<AnyNode>;

/** The text of `node`'s descendants (as cheerio's `.text()`), leaving out the skipped elements. */
function textWithout(node: AnyNode, skipped: Skipped): string {
  if (node.type === 'text') return node.data;
  if (!hasChildren(node)) return '';
  return node.children.map((child) => (skipped.has(child) ? '' : textWithout(child, skipped))).join('');
}

/** The text of a node and its descendants, as cheerio's `.text()`. */
const textContent = (node: AnyNode): string => text([node]);
const childElements = (node: Element, ...tags: string[]): Element[] =>
  node.children.filter((child): child is Element => isTag(child) && tags.includes(child.name));

/** Text of an element without nested lists, which become blocks of their own. */
function ownText(
  element: Element,
  {excluded, excludedOrList}: {excluded: Skipped; excludedOrList: Skipped},
): string {
  // An element may say how it reads in search (e.g. a method badge beside a path).
  const explicit = element.attribs['data-search-text'];
  if (explicit) return cleanText(explicit);
  if (element.name === 'tr') {
    const isHeaderRow = childElements(element, 'td').length === 0;
    const labels = childElements(element, 'th');
    // A header row names columns, unless a label says what the rows hold ('Maximum file size').
    if (isHeaderRow && !saysWhatRowsHold(labels.map((cell) => textContent(cell)))) return '';
    return (
      childElements(element, 'td', 'th')
        // Parts of a cell (a name and its 'required' flag) are separate words; a part marked for no search (a
        // value the narrow layout folds under the name, repeating its own column) is left out.
        .map((cell) =>
          cleanText(
            cell.children.map((part) => (excluded.has(part) ? '' : textWithout(part, excluded))).join(' '),
          ),
        )
        .filter(Boolean)
        .join(' — ')
    );
  }
  return cleanText(textWithout(element, excludedOrList));
}

/** The items of the lists directly inside a list item: blocks of their own, after the item's own text. */
const nestedItems = (item: Element): Element[] =>
  childElements(item, 'ul', 'ol').flatMap((list) => childElements(list, 'li'));

/**
 * A doc the sidebar shows is its current link; a hidden page's current link is
 * an item the sidebar does not show. Other pages (the markdown page) count as listed.
 */
function isInSidebar({sidebarCurrent, isDoc}: PageParts): boolean {
  return sidebarCurrent.length > 0
    ? !sidebarCurrent.some((item) => classesOf(item).includes(hiddenSidebarItemClass))
    : !isDoc;
}

export function htmlToOutline(html: string, path: string): PageOutline | null {
  // htmlparser2 in HTML mode rather than parse5: the built HTML keeps its optional closing tags
  // (patches/README.md), so it reads the same tree in 40% less time, the search index's largest cost.
  const parts = findPageParts(load(html, {xml: {xmlMode: false, decodeEntities: true}}).root()[0]!);
  if (parts.noIndex) return null;
  // A doc's article holds its content; other pages (category indexes, the
  // markdown page) have theirs in <main>.
  const root = parts.content;
  if (!root) return null;

  const blocks: OutlineBlock[] = [];
  // Found once per page, not asked of each element and each text block.
  const {excluded, excludedOrList} = findSkipped(root);
  // The tree is walked directly: a cheerio wrapper and a compiled selector for each element took most of the
  // time of this file after the parse.
  const visit = (nodes: readonly AnyNode[]) => {
    for (const node of nodes) {
      if (!isTag(node)) continue;
      const tag = node.name;
      if (tag === 'pre') {
        blocks.push({kind: 'code', text: textContent(node)});
        continue;
      }
      if (excluded.has(node)) continue;
      const heading = HEADING.exec(tag);
      if (heading) {
        const text = cleanText(textWithout(node, excluded));
        if (text)
          blocks.push({kind: 'heading', level: Number(heading[1]), text, anchor: node.attribs.id ?? null});
        continue;
      }
      if (TEXT_BLOCKS.has(tag) || 'data-search-text' in node.attribs) {
        const text = ownText(node, {excluded, excludedOrList});
        const isLabel = tag === 'caption' && text.split(' ').length < MIN_CAPTION_WORDS;
        if (text && !isLabel) blocks.push({kind: 'text', text});
        if (tag === 'li') visit(nestedItems(node));
        continue;
      }
      visit(node.children);
    }
  };
  visit(root.children);

  const title = blocks.find((block) => block.kind === 'heading' && block.level === 1);
  return {
    path,
    section: sectionOf(parts.breadcrumbs, title?.text ?? ''),
    language: parts.language ?? 'en',
    docusaurusTag: parts.docusaurusTag ?? 'default',
    inSidebar: isInSidebar(parts),
    keywords: parts.keywords,
    blocks,
  };
}
