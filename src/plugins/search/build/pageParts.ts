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

export function findPageParts(document: AnyNode): PageParts {
  let noIndex = false;
  // The first of each, as cheerio's `.first()` and `.attr()` read the first match.
  const first: {
    html?: Element;
    main?: Element;
    markdown?: Element;
    languageMeta?: Element;
    tagMeta?: Element;
  } = {};
  const breadcrumbs: Element[] = [];
  const sidebarCurrent = new Set<Element>();

  const walk = (node: AnyNode, inBreadcrumbNav: boolean, inSidebarMenu: boolean) => {
    if (!isTag(node)) {
      if (hasChildren(node)) for (const child of node.children) walk(child, inBreadcrumbNav, inSidebarMenu);
      return;
    }
    const {name, attribs} = node;
    const classes = classesOf(node);
    if (name === 'meta') {
      if (
        (attribs.name === 'robots' || attribs.property === 'robots') &&
        /noindex/i.test(attribs.content ?? '')
      ) {
        noIndex = true;
      }
      if (attribs.name === 'docsearch:language') first.languageMeta ??= node;
      if (attribs.name === 'docsearch:docusaurus_tag') first.tagMeta ??= node;
    }
    if (name === 'html') first.html ??= node;
    if (name === 'main') first.main ??= node;
    if (classes.includes('theme-doc-markdown')) first.markdown ??= node;
    if (inBreadcrumbNav && classes.includes('breadcrumbs__item')) breadcrumbs.push(node);
    if (inSidebarMenu && attribs['aria-current'] === 'page') {
      const item = closest(node, 'li');
      if (item) sidebarCurrent.add(item);
    }
    const childInBreadcrumbNav =
      inBreadcrumbNav || (name === 'nav' && classes.includes('theme-doc-breadcrumbs'));
    const childInSidebarMenu = inSidebarMenu || classes.includes('theme-doc-sidebar-menu');
    for (const child of node.children) walk(child, childInBreadcrumbNav, childInSidebarMenu);
  };
  walk(document, false, false);

  const article = first.markdown ? closest(first.markdown, 'article') : null;
  return {
    noIndex,
    content: article ?? first.main ?? null,
    isDoc: first.markdown !== undefined,
    breadcrumbs,
    sidebarCurrent: [...sidebarCurrent],
    language: first.languageMeta?.attribs.content ?? first.html?.attribs.lang,
    docusaurusTag: first.tagMeta?.attribs.content,
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
