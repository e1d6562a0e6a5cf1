/**
 * Turns a doc page's MDX into plain Markdown for its `.md` twin: front matter
 * and imports removed, the title as `# H1` with the description under it,
 * admonitions as quotes, JSX components replaced by what their handlers
 * return (text), links made absolute.
 */
import {createSlugger, parseMarkdownHeadingId, type Slugger} from '@docusaurus/utils';
import type {Root} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {phrasing} from 'mdast-util-phrasing';
import remarkGfm from 'remark-gfm';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {stringAttribute} from './jsxAttributes';
import {ADMONITIONS, type MdNode, parseMdx, partialImports} from './mdxTree';

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

const printer = unified()
  .use(remarkGfm)
  .use(remarkStringify, {bullet: '-', fences: true, rule: '-', emphasis: '_', listItemIndent: 'one'});

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
      const tree = parseMdx(this.options.readPartial(partial));
      return new Converter(this.options, partialImports(tree), this.slugger).children(tree);
    }
    const handler = this.options.components?.[name];
    const result = handler?.(node, () => this.children(node));
    if (typeof result === 'string') return result ? [raw(result)] : [];
    if (result) return result;
    if (name === 'TabItem' || name === 'summary') return this.labelled(node, name);
    if (node.children?.length) return this.children(node);
    if (name === 'br') return [text(' ')];
    return this.shownOnPage(node, name);
  }

  /** A tab's content under its label, a `<details>` summary in bold. */
  labelled(node: MdNode, name: 'TabItem' | 'summary'): MdNode[] {
    const content = this.children(node);
    if (name === 'summary') return [{type: 'paragraph', children: [{type: 'strong', children: content}]}];
    const label = stringAttribute(node, 'label') ?? stringAttribute(node, 'value');
    return label
      ? [{type: 'paragraph', children: [{type: 'strong', children: [text(label)]}]}, ...content]
      : content;
  }

  /** A self-closing component with no text of its own: a short line at most. */
  shownOnPage(node: MdNode, name: string): MdNode[] {
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
  const tree = (parsed as MdNode | undefined) ?? parseMdx(source);
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
