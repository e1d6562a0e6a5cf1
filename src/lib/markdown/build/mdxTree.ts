/**
 * An MDX page parsed the way Docusaurus's MDX loader and MDX's compiler see it
 * before any remark plugin runs: the tree the Markdown twin is written from.
 */
import {
  admonitionTitleToDirectiveLabel,
  escapeMarkdownHeadingIds,
  unwrapMdxCodeBlocks,
} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';

/** The loose shape of the mdast nodes the twin writer reads and rewrites. */
export type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  name?: string | null;
  url?: string;
  depth?: number;
  data?: {directiveLabel?: boolean; inlineRun?: boolean};
  attributes?: unknown;
  /** A code block's info string after the language (`title="retry.py"`). */
  meta?: string | null;
};

/** Admonition keywords (`:::note`), with the label a twin gives each. */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
};

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkDirective);
/** Same preprocessing as Docusaurus' MDX loader (heading ids, `:::note Title`). */
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(ADMONITIONS),
  );
}

/** The page could not be parsed as MDX. */
export class MdxParseError extends Error {
  override name = 'MdxParseError';
}

/** Local names of imported MDX partials, mapped to their import paths. */
export function partialImports(tree: MdNode): Map<string, string> {
  const imports = new Map<string, string>();
  for (const node of tree.children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const match of (node.value ?? '').matchAll(/import\s+(\w+)\s+from\s+(['"])([^'"]+\.mdx?)\2/g)) {
      imports.set(match[1], match[3]);
    }
  }
  return imports;
}

const isJsx = (node: MdNode) => node.type === 'mdxJsxTextElement' || node.type === 'mdxTextExpression';
const isBlank = (node: MdNode) => node.type === 'text' && /^[\t\n\f\r ]*$/.test(node.value ?? '');
const asFlowJsx = (node: MdNode): MdNode => ({
  ...node,
  type: node.type === 'mdxJsxTextElement' ? 'mdxJsxFlowElement' : 'mdxFlowExpression',
});

/**
 * A paragraph holding only JSX elements and expressions (and white space)
 * gives way to them, as flow: what MDX's compiler does before any remark
 * plugin runs (its remark-mark-and-unravel step). The twin then reads the
 * tree the page is built from, parsed here or kept from the docs plugin
 * (parsedDocs.ts).
 */
function unravelJsxParagraphs(node: MdNode): void {
  const children = node.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index]!;
    const parts = child.type === 'paragraph' ? (child.children ?? []) : [];
    if (parts.some(isJsx) && parts.every((part) => isJsx(part) || isBlank(part))) {
      // Its white space goes; its components and expressions take its place, and are visited next.
      children.splice(index, 1, ...parts.filter(isJsx).map(asFlowJsx));
      index -= 1;
    } else {
      unravelJsxParagraphs(child);
    }
  }
}

/** Parses a page's MDX; throws MdxParseError when it is not valid MDX. */
export function parseMdx(source: string): MdNode {
  let tree: MdNode;
  try {
    tree = parser.parse(preprocess(source)) as unknown as MdNode;
  } catch (error) {
    throw new MdxParseError((error as Error).message);
  }
  unravelJsxParagraphs(tree);
  return tree;
}
