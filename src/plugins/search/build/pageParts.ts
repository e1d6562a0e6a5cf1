/**
 * The parts of a built page that its search outline reads (fromHtml.ts), found in one walk of the parsed
 * page. Asking cheerio for each part with a selector walked the whole page once per selector, which took
 * longer than parsing it.
 */
import type {AnyNode, Element} from 'domhandler';

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

/** Element nodes, as cheerio's selectors see them (`<script>` and `<style>` are elements too). */
const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/** An element's classes, as class selectors read them. */
export const classesOf = (element: Element): string[] => element.attribs.class?.split(/\s+/) ?? [];

function closest(element: Element, tag: string): Element | null {
  for (
    let node: Element | null = element;
    node;
    node = node.parent && isElement(node.parent) ? node.parent : null
  ) {
    if (node.name === tag) return node;
  }
  return null;
}

export function findPageParts(document: AnyNode): PageParts {
  let noIndex = false;
  let firstMarkdown: Element | null = null;
  let firstMain: Element | null = null;
  let htmlLang: string | undefined;
  let language: string | undefined;
  let docusaurusTag: string | undefined;
  let sawLanguageMeta = false;
  let sawTagMeta = false;
  const breadcrumbs: Element[] = [];
  const sidebarCurrent = new Set<Element>();

  const walk = (node: AnyNode, inBreadcrumbNav: boolean, inSidebarMenu: boolean) => {
    if (!isElement(node)) {
      if ('children' in node) for (const child of node.children) walk(child, inBreadcrumbNav, inSidebarMenu);
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
      // The first such tag's content, as cheerio's `.attr()` of the first match.
      if (attribs.name === 'docsearch:language' && !sawLanguageMeta) {
        sawLanguageMeta = true;
        language = attribs.content;
      }
      if (attribs.name === 'docsearch:docusaurus_tag' && !sawTagMeta) {
        sawTagMeta = true;
        docusaurusTag = attribs.content;
      }
    }
    if (name === 'html' && htmlLang === undefined) htmlLang = attribs.lang;
    if (name === 'main') firstMain ??= node;
    if (!firstMarkdown && classes.includes('theme-doc-markdown')) firstMarkdown = node;
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

  const article = firstMarkdown ? closest(firstMarkdown, 'article') : null;
  return {
    noIndex,
    content: article ?? firstMain,
    isDoc: firstMarkdown !== null,
    breadcrumbs,
    sidebarCurrent: [...sidebarCurrent],
    language: language ?? htmlLang,
    docusaurusTag,
  };
}

const isExcluded = (element: Element): boolean =>
  EXCLUDED.tags.has(element.name) ||
  EXCLUDED.attribute in element.attribs ||
  classesOf(element).some((name) => EXCLUDED.classes.has(name));

/** The elements inside `root` (not `root` itself) that are excluded, and the lists, found in one walk. */
export function findExcludedAndLists(root: Element): {excluded: Set<AnyNode>; lists: Set<AnyNode>} {
  const excluded = new Set<AnyNode>();
  const lists = new Set<AnyNode>();
  const walk = (node: AnyNode) => {
    if (!('children' in node)) return;
    for (const child of node.children) {
      if (isElement(child)) {
        if (isExcluded(child)) excluded.add(child);
        if (child.name === 'ul' || child.name === 'ol') lists.add(child);
      }
      walk(child);
    }
  };
  walk(root);
  return {excluded, lists};
}
