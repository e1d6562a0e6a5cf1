/**
 * Turns a doc page's MDX into plain Markdown for its `.md` twin: front matter
 * and imports removed, the title as `# H1` with the description under it,
 * admonitions as quotes, JSX components replaced by what their handlers
 * return (text), links made absolute.
 */
import {
  admonitionTitleToDirectiveLabel,
  createSlugger,
  escapeMarkdownHeadingIds,
  parseMarkdownHeadingId,
  unwrapMdxCodeBlocks,
  type Slugger,
} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {phrasing} from 'mdast-util-phrasing';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

/** The loose shape of the mdast nodes this module rewrites. */
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

/** What a component becomes: Markdown text, mdast nodes, or undefined for "keep its children". */
export type ComponentHandler = (
  node: MdNode,
  convertChildren: () => MdNode[],
) => string | MdNode[] | undefined;

export type MarkdownOptions = {
  title: string;
  description?: string;
  /** Handlers by component name; components without one keep their text. */
  components?: Record<string, ComponentHandler>;
  /** Rewrites link and image URLs (e.g. to absolute ones). */
  rewriteUrl?: (url: string) => string;
  /** The page on the web: self-closing components without a handler link to it. */
  pageUrl?: string;
  /**
   * Source of an imported MDX partial (`import Billing from '../_billing.mdx'`),
   * by import path, so `<Billing />` is written out as its text.
   */
  readPartial?: (importPath: string) => string;
};

const ADMONITIONS: Record<string, string> = {
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
const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

/** Same preprocessing as Docusaurus' MDX loader (heading ids, `:::note Title`). */
function preprocess(source: string): string {
  return admonitionTitleToDirectiveLabel(
    escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)),
    Object.keys(ADMONITIONS),
  );
}

function text(value: string): MdNode {
  return {type: 'text', value};
}

function raw(value: string): MdNode {
  return {type: 'html', value};
}

function stringLiteral(expression: string | undefined): string | undefined {
  const match = /^\s*(['"`])([^]*)\1\s*$/.exec(expression ?? '');
  return match?.[2];
}

/** A JSX attribute written as a plain string (`name="value"`). */
export function stringAttribute(node: MdNode, name: string): string | undefined {
  if (!Array.isArray(node.attributes)) return undefined;
  for (const attribute of node.attributes as {type?: string; name?: string; value?: unknown}[]) {
    if (
      attribute.type === 'mdxJsxAttribute' &&
      attribute.name === name &&
      typeof attribute.value === 'string'
    ) {
      return attribute.value;
    }
  }
  return undefined;
}

/** The loose shape of the estree nodes `literalValue` reads. */
type EsNode = {
  type: string;
  value?: unknown;
  operator?: string;
  argument?: EsNode;
  elements?: (EsNode | null)[];
  properties?: EsNode[];
  key?: EsNode & {name?: string};
  computed?: boolean;
  kind?: string;
  expression?: EsNode;
  expressions?: EsNode[];
  quasis?: {value: {cooked?: string | null}}[];
  body?: EsNode[];
};

class NotLiteralError extends Error {
  constructor() {
    super('only literal values (numbers, strings, arrays and plain objects) can be read');
  }
}

/** Evaluates a literal estree expression (numbers, strings, booleans, null, arrays, plain objects). */
function literalValue(node: EsNode | null | undefined): unknown {
  switch (node?.type) {
    case 'Literal':
      return node.value;
    case 'UnaryExpression':
      if (
        node.operator === '-' &&
        node.argument?.type === 'Literal' &&
        typeof node.argument.value === 'number'
      )
        return -node.argument.value;
      break;
    case 'TemplateLiteral':
      if (!node.expressions?.length) return node.quasis?.[0]?.value.cooked ?? '';
      break;
    case 'ArrayExpression':
      return (node.elements ?? []).map((element) => literalValue(element));
    case 'ObjectExpression': {
      const out: Record<string, unknown> = {};
      for (const property of node.properties ?? []) {
        const key = property.key?.type === 'Identifier' ? property.key.name : property.key?.value;
        if (
          property.type !== 'Property' ||
          property.computed ||
          property.kind !== 'init' ||
          key === undefined
        )
          throw new NotLiteralError();
        out[String(key)] = literalValue(property.value as EsNode);
      }
      return out;
    }
  }
  throw new NotLiteralError();
}

/**
 * A JSX attribute's value: a plain string (`name="value"`) or a literal
 * expression (`quantity={12000}`, `rows={[{a: 1}]}`), undefined when absent.
 * Throws, naming the attribute, when the expression is not a literal.
 */
export function attributeValue(node: MdNode, name: string): unknown {
  if (!Array.isArray(node.attributes)) return undefined;
  for (const attribute of node.attributes as {type?: string; name?: string; value?: unknown}[]) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name !== name) continue;
    const {value} = attribute;
    if (value === null || value === undefined) return true;
    if (typeof value === 'string') return value;
    const estree = (value as {data?: {estree?: EsNode}}).data?.estree;
    const statement = estree?.body?.[0];
    try {
      if (statement?.type !== 'ExpressionStatement') throw new Error('the expression could not be read');
      return literalValue(statement.expression);
    } catch (error) {
      throw new Error(`<${node.name ?? ''}> attribute "${name}": ${(error as Error).message}.`, {
        cause: error,
      });
    }
  }
  return undefined;
}

/** The page could not be parsed as MDX. */
export class MdxParseError extends Error {
  override name = 'MdxParseError';
}

/** Local names of imported MDX partials, mapped to their import paths. */
function partialImports(tree: MdNode): Map<string, string> {
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

function parse(source: string): MdNode {
  let tree: MdNode;
  try {
    tree = parser.parse(preprocess(source)) as unknown as MdNode;
  } catch (error) {
    throw new MdxParseError((error as Error).message);
  }
  unravelJsxParagraphs(tree);
  return tree;
}

class Converter {
  constructor(
    private readonly options: MarkdownOptions,
    private readonly partials = new Map<string, string>(),
    /** The ids a Markdown renderer gives the twin's headings, in order, from their text. */
    private readonly slugger: Slugger,
  ) {}

  children(node: MdNode): MdNode[] {
    return (node.children ?? []).flatMap((child) => this.node(child));
  }

  node(node: MdNode): MdNode[] {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return [];
      case 'mdxTextExpression': {
        const literal = stringLiteral(node.value);
        return literal === undefined ? [] : [text(literal)];
      }
      case 'heading':
        return [{...node, children: this.headingId(this.children(node))}];
      case 'link':
      case 'image':
      case 'definition':
        return [{...node, url: this.url(node.url), children: node.children && this.children(node)}];
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
        return [{type: 'paragraph', children: this.children(node)}];
      case 'textDirective':
        return [text(`:${node.name ?? ''}`), ...this.children(node)];
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node);
      case 'code':
        return this.code(node);
      default:
        return node.children ? [{...node, children: this.children(node)}] : [node];
    }
  }

  url(url: string | undefined): string | undefined {
    return url && this.options.rewriteUrl ? this.options.rewriteUrl(url) : url;
  }

  /**
   * A heading's `{#id}` stays only where a renderer would give the heading
   * another id from its text: links to `#id` (this page's or other pages')
   * then name a heading the twin shows, and the others read as plain headings.
   */
  headingId(children: MdNode[]): MdNode[] {
    const last = children.at(-1);
    const {text: rest, id} =
      last?.type === 'text' ? parseMarkdownHeadingId(last.value ?? '') : {text: '', id: undefined};
    const bare = id === undefined ? children : [...children.slice(0, -1), {...last!, value: rest}];
    const fromText = this.slugger.slug(
      toString({type: 'heading', children: bare} as Parameters<typeof toString>[0]),
    );
    return id === undefined || id === fromText ? bare : [...bare, text(` {#${id}}`)];
  }

  /** A code block under the title the page shows above it, if it has one. */
  code(node: MdNode): MdNode[] {
    const title = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(node.meta ?? '');
    const label = title?.[1] ?? title?.[2] ?? title?.[3];
    if (!label) return [node];
    return [{type: 'paragraph', children: [{type: 'strong', children: [text(label)]}]}, node];
  }

  admonition(node: MdNode): MdNode[] {
    const kind = ADMONITIONS[node.name ?? ''];
    const all = node.children ?? [];
    if (!kind) return this.children(node);
    const labelNode = all.find((child) => child.data?.directiveLabel);
    const label = labelNode ? this.children(labelNode) : [text(kind)];
    const body = all.filter((child) => child !== labelNode).flatMap((child) => this.node(child));
    const lead: MdNode = {type: 'strong', children: [...label, text(':')]};
    const first = body[0];
    if (first?.type === 'paragraph') {
      body[0] = {...first, children: [lead, text(' '), ...(first.children ?? [])]};
    } else {
      body.unshift({type: 'paragraph', children: [lead]});
    }
    return [{type: 'blockquote', children: body}];
  }

  jsx(node: MdNode): MdNode[] {
    const name = node.name ?? '';
    const partial = this.partials.get(name);
    if (partial !== undefined && this.options.readPartial) {
      const tree = parse(this.options.readPartial(partial));
      return new Converter(this.options, partialImports(tree), this.slugger).children(tree);
    }
    const handler = this.options.components?.[name];
    const result = handler?.(node, () => this.children(node));
    if (typeof result === 'string') return result ? [raw(result)] : [];
    if (result) return result;
    if (name === 'TabItem' || name === 'summary') {
      const label =
        name === 'TabItem' ? (stringAttribute(node, 'label') ?? stringAttribute(node, 'value')) : undefined;
      const content = this.children(node);
      if (name === 'summary') return [{type: 'paragraph', children: [{type: 'strong', children: content}]}];
      return label
        ? [{type: 'paragraph', children: [{type: 'strong', children: [text(label)]}]}, ...content]
        : content;
    }
    if (node.children?.length) return this.children(node);
    if (name === 'br') return [text(' ')];
    // A self-closing component with no text of its own: a short line at most.
    const {pageUrl} = this.options;
    if (!/^[A-Z]/.test(name) || !pageUrl) return [];
    const line = [
      text(`(${name}: shown on the `),
      {type: 'link', url: pageUrl, children: [text('web page')]},
      text(')'),
    ];
    return node.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: line}] : line;
  }
}

/**
 * Runs of inline nodes at the top level, each as a paragraph: a component
 * whose text sits directly inside it (`<TabItem>Call it.</TabItem>` on one
 * line) must not turn the whole page into one line.
 */
function asFlow(nodes: MdNode[]): MdNode[] {
  const flow: MdNode[] = [];
  for (const node of nodes) {
    const last = flow.at(-1);
    if (!phrasing(node)) flow.push(node);
    else if (last?.type === 'paragraph' && last.data?.inlineRun) last.children!.push(node);
    else flow.push({type: 'paragraph', children: [node], data: {inlineRun: true}});
  }
  return flow;
}

/**
 * The page's MDX as plain Markdown (title and description first). `parsed` is
 * the page's tree when the docs plugin has already parsed it (parsedDocs.ts).
 */
export function mdxToMarkdown(source: string, options: MarkdownOptions, parsed?: object): string {
  const tree = (parsed as MdNode | undefined) ?? parse(source);
  const slugger = createSlugger();
  slugger.slug(options.title);
  const converter = new Converter(options, partialImports(tree), slugger);
  const body = converter.children(tree);
  const head: MdNode[] = [{type: 'heading', depth: 1, children: [text(options.title)]}];
  if (options.description) head.push({type: 'paragraph', children: [text(options.description)]});
  const root = {type: 'root', children: [...head, ...asFlow(body)]} as unknown as Root;
  return printer.stringify(root);
}

/** Best effort when a page cannot be parsed: the source without front matter and imports. */
export function fallbackMarkdown(source: string, options: MarkdownOptions): string {
  const body = source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(import|export)\s.*$/gm, '')
    .trim();
  return [`# ${options.title}`, options.description ?? '', body].filter(Boolean).join('\n\n') + '\n';
}
