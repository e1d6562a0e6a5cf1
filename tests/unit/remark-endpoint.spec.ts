import path from 'node:path';
import {test, expect} from '@playwright/test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import remarkEndpoint from '../../src/plugins/openapi/remarkEndpoint';
import type {ResolvedOperation} from '../../src/lib/openapi/types';

const specPath = path.join(__dirname, 'fixtures', 'openapi-mini.yaml');

async function transform(mdx: string) {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkEndpoint, {specPath});
  const file = {value: mdx, path: path.join(__dirname, '..', '..', 'docs', 'page.mdx')};
  return processor.run(processor.parse(file), file);
}

function resolvedProp(tree: unknown): ResolvedOperation {
  const node = (tree as {children: {attributes: {name: string; value: string}[]}[]}).children[1];
  const attribute = node?.attributes.find((a) => a.name === 'resolved');
  if (!attribute) throw new Error('no resolved attribute');
  return JSON.parse(attribute.value) as ResolvedOperation;
}

test('adds the resolved operation to <Endpoint> as a JSON prop', async () => {
  const tree = await transform('Intro.\n\n<Endpoint operation="mintToken" />\n');
  const op = resolvedProp(tree);
  expect(op).toMatchObject({operationId: 'mintToken', method: 'post', path: '/api/token/mint'});
  expect(op.security.map((h) => h.name)).toEqual(['client_id', 'client_secret']);
  // $refs are gone: the schema of the array items is inlined.
  expect(op.requestBody?.schema?.properties?.recipients?.items?.properties?.address?.type).toBe('string');
});

test('an unknown operation fails with a clear message naming the file and line', async () => {
  await expect(transform('Intro.\n\n<Endpoint operation="mintTokenz" />\n')).rejects.toThrow(
    /Unknown OpenAPI operation "mintTokenz" in <Endpoint> at docs[\\/]page\.mdx:3: .*Did you mean "mintToken"\?/,
  );
});

test('an operation with no example response fails, naming the file, the line and what to add', async () => {
  await expect(transform('Intro.\n\n<Endpoint operation="archiveItem" />\n')).rejects.toThrow(
    /<Endpoint operation="archiveItem"> at docs[\\/]page\.mdx:3: the operation has no example response, .*Add an example to one of its responses at tests[\\/]unit[\\/]fixtures[\\/]openapi-mini\.yaml:\d+\./,
  );
});

test('an operation that is not a plain string fails', async () => {
  await expect(transform('<Endpoint operation={id} />\n')).rejects.toThrow(
    /<Endpoint> at docs[\\/]page\.mdx:1 needs an operation="operationId" attribute/,
  );
});

test('a missing description file fails with its path', async () => {
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkEndpoint, {specPath: path.join(__dirname, 'fixtures', 'missing.yaml')});
  await expect(processor.run(processor.parse('<Endpoint operation="x" />'))).rejects.toThrow(
    /OpenAPI description was not found/,
  );
});

test('a page that uses <Endpoint> imports it, one with <EndpointRequest> the sample tabs; others do not, and a page import wins', async () => {
  const imports = (tree: unknown) =>
    (tree as {children: {type: string; value?: string}[]}).children
      .filter((node) => node.type === 'mdxjsEsm')
      .map((node) => node.value);

  expect(imports(await transform('Intro.\n\n<Endpoint operation="mintToken" />\n'))).toEqual([
    'import Endpoint from "@theme/Endpoint";',
  ]);
  expect(imports(await transform('Intro, no endpoint here.\n'))).toEqual([]);
  expect(imports(await transform('<EndpointRequest operation="mintToken" />\n'))).toEqual([
    'import RequestSamples from "@theme/RequestSamples";',
  ]);
  const own = 'import Endpoint from "@site/src/MyEndpoint";';
  expect(imports(await transform(`${own}\n\n<Endpoint operation="mintToken" />\n`))).toEqual([own]);
});

test('<EndpointRequest> becomes the method, the path and the sample tabs, with the default sample written at build time', async () => {
  const tree = (await transform('<EndpointRequest operation="mintToken" />\n')) as unknown as {
    children: {name?: string | null; children?: unknown[]}[];
  };
  const fragment = tree.children[0];
  expect(fragment.name).toBeNull();
  const [box, samples] = fragment.children as [
    {attributes: {name: string}[]; children: [{children: {value?: string; children?: {value: string}[]}[]}]},
    {name: string; attributes: {name: string; value: string}[]},
  ];
  // The reference, not the guide, is where search finds the path.
  expect(box.attributes.map((a) => a.name)).toEqual(['data-search-exclude']);
  const [line] = box.children;
  expect(line.children[0].children?.[0].value).toBe('POST');
  expect(line.children[2].value).toBe('/api/token/mint');
  expect(samples.name).toBe('RequestSamples');
  const props = Object.fromEntries(samples.attributes.map((a) => [a.name, a.value]));
  expect(props.operation).toBe('mintToken');
  expect((JSON.parse(props.sample!) as {code: string}).code).toMatch(/^curl --request POST/);
});
