/**
 * The parts of a built page that its search outline reads (fromHtml.ts), found in one walk of the parsed
 * page. Asking cheerio for each part with a selector walked the whole page once per selector, which took
 * longer than parsing it.
 */
import {hasChildren, isTag, type AnyNode, type Element} from 'domhandler';

export type PageParts = {
  /** A `robots` meta tag says `noindex`. */
  noIndex: boolean;
  /** A doc's article (around `.theme-doc-markdown`), or else the page's first `<main>`. */
  content: Element | null;
  /** Whether the page is a doc (it has `.theme-doc-markdown`). */
  isDoc: boolean;
  /** The items of the breadcrumbs (`nav.theme-doc-breadcrumbs .breadcrumbs__item`), in order. */
  breadcrumbs: Element[];
  /** The sidebar's list items that hold the current page's link (`.theme-doc-sidebar-menu [aria-current=page]`). */
  sidebarCurrent: Element[];
  /** `<meta name="docsearch:language">`'s content, else `<html lang>`. */
  language: string | undefined;
  /** `<meta name="docsearch:docusaurus_tag">`'s content. */
  docusaurusTag: string | undefined;
  /** `<meta name="keywords">`'s entries (a doc's `keywords` front matter). */
  keywords: string[];
};

/** Elements of the page's content that are navigation or chrome, not content. */
const EXCLUDED = {
  tags: new Set(['nav', 'aside', 'footer', 'button', 'svg', 'pre']),
  classes: new Set([
    'hash-link',
    // Category pages' cards repeat other pages' titles and descriptions.
    'card',
    'table-of-contents',
    'theme-doc-toc-mobile',
    'theme-doc-footer',
    'pagination-nav',
    'theme-doc-version-banner',
  ]),
  attribute: 'data-search-exclude',
};

/** An element's classes, as class selectors read them. */
export const classesOf = (element: Element): string[] => element.attribs.class?.split(/\s+/) ?? [];

function closest(element: Element, tag: string): Element | null {
  for (
    let node: Element | null = element;
    node;
    node = node.parent && isTag(node.parent) ? node.parent : null
  ) {
    if (node.name === tag) return node;
  }
  return null;
}

/** What one walk has found so far; the first of each, as cheerio's `.first()` and `.attr()` read the first match. */
type Found = {
  noIndex: boolean;
  html?: Element;
  main?: Element;
  markdown?: Element;
  languageMeta?: Element;
  tagMeta?: Element;
  keywordsMeta?: Element;
  breadcrumbs: Element[];
  sidebarCurrent: Set<Element>;
};

/** Meta tags: whether robots may index the page, DocSearch's language and tag, the page's keywords. */
function readMeta(node: Element, found: Found): void {
  const {attribs} = node;
  const robots = attribs.name === 'robots' || attribs.property === 'robots';
  if (robots && /noindex/i.test(attribs.content ?? '')) found.noIndex = true;
  if (attribs.name === 'docsearch:language') found.languageMeta ??= node;
  if (attribs.name === 'docsearch:docusaurus_tag') found.tagMeta ??= node;
  if (attribs.name === 'keywords') found.keywordsMeta ??= node;
}

/** Where the page's content is: `<html>` (its lang), the first `<main>`, a doc's markdown. */
function readLandmarks(node: Element, classes: string[], found: Found): void {
  if (node.name === 'html') found.html ??= node;
  if (node.name === 'main') found.main ??= node;
  if (classes.includes('theme-doc-markdown')) found.markdown ??= node;
}

/** Inside the breadcrumbs or the sidebar menu (`within`): the crumbs, and the current page's list items. */
type Within = {breadcrumbNav: boolean; sidebarMenu: boolean};

function readNavigation(node: Element, classes: string[], within: Within, found: Found): Within {
  if (within.breadcrumbNav && classes.includes('breadcrumbs__item')) found.breadcrumbs.push(node);
  if (within.sidebarMenu && node.attribs['aria-current'] === 'page') {
    const item = closest(node, 'li');
    if (item) found.sidebarCurrent.add(item);
  }
  return {
    breadcrumbNav: within.breadcrumbNav || (node.name === 'nav' && classes.includes('theme-doc-breadcrumbs')),
    sidebarMenu: within.sidebarMenu || classes.includes('theme-doc-sidebar-menu'),
  };
}

function walk(node: AnyNode, within: Within, found: Found): void {
  if (!isTag(node)) {
    if (hasChildren(node)) for (const child of node.children) walk(child, within, found);
    return;
  }
  const classes = classesOf(node);
  if (node.name === 'meta') readMeta(node, found);
  readLandmarks(node, classes, found);
  const childWithin = readNavigation(node, classes, within, found);
  for (const child of node.children) walk(child, childWithin, found);
}

export function findPageParts(document: AnyNode): PageParts {
  const found: Found = {noIndex: false, breadcrumbs: [], sidebarCurrent: new Set()};
  walk(document, {breadcrumbNav: false, sidebarMenu: false}, found);
  const article = found.markdown ? closest(found.markdown, 'article') : null;
  return {
    noIndex: found.noIndex,
    content: article ?? found.main ?? null,
    isDoc: found.markdown !== undefined,
    breadcrumbs: found.breadcrumbs,
    sidebarCurrent: [...found.sidebarCurrent],
    language: found.languageMeta?.attribs.content ?? found.html?.attribs.lang,
    docusaurusTag: found.tagMeta?.attribs.content,
    // Docusaurus joins the front matter's list with commas.
    keywords: (found.keywordsMeta?.attribs.content ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  };
}

const isExcluded = (element: Element): boolean =>
  EXCLUDED.tags.has(element.name) ||
  EXCLUDED.attribute in element.attribs ||
  classesOf(element).some((name) => EXCLUDED.classes.has(name));

/**
 * The elements inside `root` (not `root` itself) that are excluded, and those that a block's own text leaves
 * out: the excluded ones and the lists (whose items are blocks of their own). Found in one walk.
 */
export function findSkipped(root: Element): {excluded: Set<AnyNode>; excludedOrList: Set<AnyNode>} {
  const excluded = new Set<AnyNode>();
  const excludedOrList = new Set<AnyNode>();
  const walk = (node: AnyNode) => {
    if (!hasChildren(node)) return;
    for (const child of node.children) {
      if (isTag(child)) {
        if (isExcluded(child)) excluded.add(child);
        if (isExcluded(child) || child.name === 'ul' || child.name === 'ol') excludedOrList.add(child);
      }
      walk(child);
    }
  };
  walk(root);
  return {excluded, excludedOrList};
}
