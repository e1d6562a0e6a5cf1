/**
 * `<EndpointRequest placeholders="old:new …">`: a guide renames the
 * reference's placeholders for their role, the same on the page (remark step)
 * and in its Markdown twin; a slip in the attribute fails with where and why.
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {componentHandlers} from '../../src/lib/markdown/build/componentHandlers';
import {mdxToMarkdown} from '../../src/lib/markdown/build/mdxToMarkdown';
import {parsePlaceholderRenames} from '../../src/lib/openapi/build/placeholders';
import remarkEndpoint from '../../src/plugins/openapi/remarkEndpoint';
import {specPath} from '../support/openApiBundle';

const element =
  '<EndpointRequest operation="mintToken" placeholders="wallet_address:owner_wallet_address recipient_address:user_wallet_address" />';

async function pageSamples(mdx: string): Promise<string> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkEndpoint, {specPath});
  const file = {value: mdx, path: path.join(__dirname, '..', '..', 'docs', 'guide.mdx')};
  const tree = await processor.run(processor.parse(file), file);
  // Every language's renamed sample, as the page's <RequestSamples samples="…"> holds it.
  const codes: string[] = [];
  type Node = {
    type: string;
    name?: string;
    attributes?: {name: string; value: string}[];
    children?: unknown[];
  };
  const walk = (node: Node) => {
    const samples = node.name === 'RequestSamples' && node.attributes?.find((a) => a.name === 'samples');
    if (samples)
      codes.push(
        ...Object.values(JSON.parse(samples.value) as Record<string, {code: string}>).map((b) => b.code),
      );
    for (const child of node.children ?? []) walk(child as Node);
  };
  walk(tree as never);
  return codes.join('\n');
}

function twin(mdx: string): string {
  return mdxToMarkdown(`---\ntitle: Guide\n---\n\n${mdx}\n`, {
    title: 'Guide',
    components: componentHandlers(specPath),
    pageUrl: 'https://docs.example.test/guide',
  });
}

test('the page and its twin show the renamed placeholders in every language, and only those', async () => {
  // The page: all eight languages; the twin: curl, JavaScript and Python.
  for (const [text, languages] of [
    [await pageSamples(`${element}\n`), 8],
    [twin(element), 3],
  ] as const) {
    expect(text.match(/<owner_wallet_address>/g)).toHaveLength(languages);
    expect(text.match(/<user_wallet_address>/g)).toHaveLength(languages);
    expect(text).not.toContain('<wallet_address>');
    expect(text).not.toContain('<recipient_address>');
    // Placeholders not named keep theirs.
    expect(text).toContain('<contract_address>');
  }
});

test('a malformed pair or an empty attribute is refused with how to write it', () => {
  expect(() => parsePlaceholderRenames('wallet_address')).toThrow(
    'placeholders: "wallet_address" is not old_name:new_name',
  );
  expect(() => parsePlaceholderRenames('<wallet_address>:<owner>')).toThrow('without angle brackets');
  expect(() => parsePlaceholderRenames('  ')).toThrow('placeholders is empty');
});

test('a placeholder the samples do not hold fails the page, naming its file and line', async () => {
  await expect(
    pageSamples('Intro.\n\n<EndpointRequest operation="mintToken" placeholders="walet_address:owner" />\n'),
  ).rejects.toThrow(
    /<EndpointRequest> at docs[\\/]guide\.mdx:3: placeholders: the request samples of "mintToken" hold no <walet_address>\./,
  );
  expect(() => twin('<EndpointRequest operation="mintToken" placeholders="walet_address:owner" />')).toThrow(
    'hold no <walet_address>',
  );
});
