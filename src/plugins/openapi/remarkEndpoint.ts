/**
 * Remark plugin: for every `<Endpoint operation="id" />` in a page, looks the
 * operation up in the bundled OpenAPI description and adds its resolved data
 * as a JSON string prop (`resolved`). The component then renders without the
 * API description ever entering client JavaScript. Unknown ids fail the build
 * with the page and line; an operation without an example response, with the
 * source file and line of its responses as well.
 * A page that uses the component also gets its import, so only those pages
 * load its code (it is not in MDXComponents, which every page loads).
 *
 * `<EndpointRequest operation="id" />`, for guides that walk through several
 * calls, becomes the operation's method and path and its request samples
 * (`<RequestSamples>`, as in the reference): no endpoint code reaches the page,
 * and the samples are the reference's own. Both get the default language's
 * sample, with its stamp, as a JSON prop (`sample`); the other languages are
 * fetched when a reader opens their tab, except where a guide renames a
 * placeholder for its role (`placeholders="wallet_address:owner_wallet_address"`):
 * then every language's renamed sample is in the page (`samples`).
 */
import path from 'node:path';
import type {Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {loadOpenApi} from '../../lib/openapi/build/load';
import {locateOperation} from '../../lib/openapi/build/locate';
import {withPlaceholders} from '../../lib/openapi/build/placeholders';
import {resolveOperation, UnknownOperationError} from '../../lib/openapi/build/resolve';
import {sampleBlock, sampleBlocks} from '../../lib/openapi/build/sampleFiles';
import {readSampleChecks, type SampleChecks} from '../../lib/openapi/sampleChecks';
import {defaultSampleLanguage} from '../../lib/openapi/sampleLanguages';
import type {ResolvedOperation} from '../../lib/openapi/types';

export type RemarkEndpointOptions = {
  /** Path of the bundled OpenAPI description (YAML or JSON), absolute or relative to the site directory. */
  specPath: string;
  /** Root file of the description's sources, which messages send writers to; the bundle itself by default. */
  sourcePath?: string;
};

/** This file sits in <site>/src/plugins/openapi. */
const siteDir = path.resolve(__dirname, '..', '..', '..');

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

type AnyNode = {type: string; children?: AnyNode[]};

type EsmNode = Extract<Root['children'][number], {type: 'mdxjsEsm'}>;
type Program = NonNullable<NonNullable<EsmNode['data']>['estree']>;

function isJsx(node: AnyNode): node is AnyNode & JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function collect(node: AnyNode, name: string, found: JsxElement[]): void {
  if (isJsx(node) && node.name === name) found.push(node);
  for (const child of node.children ?? []) collect(child, name, found);
}

function where(file: VFile, node: JsxElement): string {
  const source = file.path ? path.relative(siteDir, file.path) : '(unknown file)';
  const line = node.position?.start.line;
  return line ? `${source}:${line}` : source;
}

function literalAttribute(node: JsxElement, name: string): string | undefined | null {
  const attribute = node.attributes.find(
    (a): a is MdxJsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!attribute) return undefined;
  // An expression (operation={x}) cannot be resolved at build time.
  return typeof attribute.value === 'string' ? attribute.value : null;
}

/** Whether the page's own ESM (import/export blocks) already mentions `name`. */
function declares(tree: Root, name: string): boolean {
  const word = new RegExp(`\\b${name}\\b`);
  return tree.children.some((node) => node.type === 'mdxjsEsm' && word.test(node.value));
}

/** `import <name> from '<source>';` as MDX ESM, with the estree MDX compiles from. */
function importNode(name: string, source: string): EsmNode {
  const program: Program = {
    type: 'Program',
    sourceType: 'module',
    body: [
      {
        type: 'ImportDeclaration',
        specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
        source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
        attributes: [],
      },
    ],
  };
  return {type: 'mdxjsEsm', value: `import ${name} from ${JSON.stringify(source)};`, data: {estree: program}};
}

/** The operation a component names, checked: a plain-string id that exists and has an example response. */
function operationOf(
  node: JsxElement,
  file: VFile,
  doc: Record<string, unknown>,
  sources: {root: string; of: (operationId: string) => string},
): ResolvedOperation {
  const component = node.name;
  const operationId = literalAttribute(node, 'operation');
  if (!operationId) {
    throw new Error(
      `<${component}> at ${where(file, node)} needs an operation="operationId" attribute written as a plain string.`,
    );
  }
  let resolved: ResolvedOperation;
  try {
    resolved = resolveOperation(doc, operationId);
  } catch (error) {
    throw new Error(
      error instanceof UnknownOperationError
        ? `Unknown OpenAPI operation "${operationId}" in <${component}> at ${where(file, node)}: ` +
            `${error.message} The ids are the operationId fields of ${sources.root} and the files it points to.`
        : `Could not resolve OpenAPI operation "${operationId}" for <${component}> at ${where(file, node)}: ` +
            `${(error as Error).message}`,
      {cause: error},
    );
  }
  if (!resolved.responses.some((response) => response.examples.length > 0)) {
    throw new Error(
      `<${component} operation="${operationId}"> at ${where(file, node)}: the operation has no example ` +
        `response, so the section would show none. Add an example to one of its responses at ` +
        `${sources.of(operationId)}.`,
    );
  }
  return resolved;
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/**
 * The default language's sample with its stamp, as the `sample` prop of
 * `<RequestSamples>`: only that language is written here, the others go to
 * the per-operation files.
 */
function defaultSample(op: ResolvedOperation, checks: SampleChecks): MdxJsxAttribute {
  return attribute('sample', JSON.stringify(sampleBlock(op, defaultSampleLanguage, checks)));
}

/** `<EndpointRequest>` in place: **METHOD** `path`, then `<RequestSamples>`. */
function writeRequest(node: JsxElement, file: VFile, op: ResolvedOperation, checks: SampleChecks): void {
  if (node.type !== 'mdxJsxFlowElement') {
    throw new Error(
      `<EndpointRequest> at ${where(file, node)} must stand on its own line, between blank lines.`,
    );
  }
  const placeholders = literalAttribute(node, 'placeholders');
  if (placeholders === null) {
    throw new Error(`<EndpointRequest> at ${where(file, node)}: write placeholders="…" as a plain string.`);
  }
  let renamed: ResolvedOperation;
  try {
    renamed = withPlaceholders(op, placeholders);
  } catch (error) {
    throw new Error(`<EndpointRequest> at ${where(file, node)}: ${(error as Error).message}`, {cause: error});
  }
  // The path is searched where the endpoint is documented: a path query should open the reference, not a
  // guide that shows the request on the way.
  const line: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'div',
    attributes: [attribute('data-search-exclude', '')],
    children: [
      {
        type: 'paragraph',
        children: [
          {type: 'strong', children: [{type: 'text', value: op.method.toUpperCase()}]},
          {type: 'text', value: ' '},
          {type: 'inlineCode', value: op.path},
        ],
      },
    ],
  };
  const samples: MdxJsxFlowElement = {
    type: 'mdxJsxFlowElement',
    name: 'RequestSamples',
    attributes: [
      attribute('operation', op.operationId),
      defaultSample(renamed, checks),
      // Renamed samples are this page's own: the per-operation file holds the reference's.
      ...(renamed === op ? [] : [attribute('samples', JSON.stringify(sampleBlocks(renamed, checks)))]),
    ],
    children: [],
  };
  // A fragment: the line and the tabs take the element's place.
  node.name = null;
  node.attributes = [];
  node.children = [line, samples];
}

export default function remarkEndpoint(options: RemarkEndpointOptions) {
  const specPath = path.resolve(siteDir, options.specPath);
  const sourcePath = path.resolve(siteDir, options.sourcePath ?? options.specPath);
  const sources = {
    root: path.relative(siteDir, sourcePath),
    /** `file:line` of the operation in the sources, for a writer to edit. */
    of: (operationId: string): string => {
      const found = locateOperation(sourcePath, operationId);
      return found
        ? `${path.relative(siteDir, found.file)}:${found.line}`
        : path.relative(siteDir, sourcePath);
    },
  };
  return (tree: Root, file: VFile): void => {
    const endpoints: JsxElement[] = [];
    const requests: JsxElement[] = [];
    collect(tree as AnyNode, 'Endpoint', endpoints);
    collect(tree as AnyNode, 'EndpointRequest', requests);
    if (!endpoints.length && !requests.length) return;
    const doc = loadOpenApi(specPath);
    // Read once a page: the record is the same for all its endpoints.
    const checks = readSampleChecks();
    for (const node of endpoints) {
      const resolved = operationOf(node, file, doc, sources);
      node.attributes = node.attributes.filter(
        (a) => !(a.type === 'mdxJsxAttribute' && (a.name === 'resolved' || a.name === 'sample')),
      );
      node.attributes.push(attribute('resolved', JSON.stringify(resolved)), defaultSample(resolved, checks));
    }
    for (const node of requests) writeRequest(node, file, operationOf(node, file, doc, sources), checks);
    // Last, so the page's own nodes keep their places; MDX hoists imports.
    const needed = [
      ...(endpoints.length ? ['Endpoint'] : []),
      ...(requests.length ? ['RequestSamples'] : []),
    ];
    for (const name of needed)
      if (!declares(tree, name)) tree.children.push(importNode(name, `@theme/${name}`));
  };
}
