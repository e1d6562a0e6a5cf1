import path from 'node:path';
import {test, expect} from '@playwright/test';
import {markdownTwinPath} from '../../src/lib/markdown/twinPath';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {endpointRequestToMarkdown, endpointToMarkdown} from '../../src/lib/openapi/build/markdown';
import {resolveOperation} from '../../src/lib/openapi/build/resolve';
import {environmentTableMarkdown} from '../../src/lib/markdown/build/environmentTable';
import {withIndexLine} from '../../src/plugins/llms/agentDirective';
import {llmsTxt} from '../../src/plugins/llms/llmsTxt';
import {stringAttribute} from '../../src/lib/markdown/build/jsxAttributes';
import {mdxToMarkdown} from '../../src/lib/markdown/build/mdxToMarkdown';

const doc = loadOpenApi(path.join(__dirname, 'fixtures', 'openapi-mini.yaml'));

test.describe('endpoint to text', () => {
  test('GET: what the page shows: method and path, servers, headers, parameters, curl, JavaScript and Python, responses', () => {
    const md = endpointToMarkdown(resolveOperation(doc, 'listTransfers'));
    expect(md).toContain('**GET** `/api/items/{id}/transfers`');
    expect(md).toContain(
      'Servers: Testnet `https://service-testnet.example.test/api/items/<id>/transfers`, ' +
        'Mainnet `https://service.example.test/api/items/<id>/transfers`.',
    );
    // The name cell reads as on the page: name, then required or optional.
    expect(md).toContain('| `client_id` required | `<client_id>` | API key id. |');
    expect(md).toContain('Path parameters:\n\n| Name | Type | Description |');
    expect(md).toContain('| `id` required | integer | Item id. |');
    expect(md).toContain('| `page` optional | integer | Page number. |');
    expect(md).toContain('| `status` required | string | Allowed values: `success`, `failed`. |');
    expect(md).toContain('Request samples:\n\ncurl:\n\n```bash\ncurl --request GET \\');
    expect(md).toContain('JavaScript:\n\n```javascript\nconst options = {');
    expect(md).toContain('Python:\n\n```python\nimport requests\n\nurl = "https://service-testnet');
    // The other languages are named, with where to get them.
    expect(md).toContain('The same request in Node.js, PHP, Java, Go, C#: on the page');
    expect(md).toContain('Responses:\n\n- `200` The transfers.\n\n```json\n{\n  "status": 200,');
  });

  test('a request only (<EndpointRequest>): method and URL, then curl, JavaScript and Python', () => {
    const md = endpointRequestToMarkdown(resolveOperation(doc, 'listTransfers'));
    expect(md).toMatch(/^\*\*GET\*\* `https:\/\/service-testnet\.example\.test\/api\/items\/<id>\/transfers/);
    expect(md).toContain('```bash\ncurl --request GET \\');
    expect(md).toContain("```javascript\nconst options = {\n  method: 'GET',");
    expect(md).toContain('```python\nimport requests');
    expect(md).toContain('`build_request`');
    expect(md).not.toContain('Sample response');
  });

  test('POST: body fields flattened, pipes escaped, every response, callbacks with payloads', () => {
    const md = endpointToMarkdown(resolveOperation(doc, 'mintToken'));
    expect(md).toContain('| `content-type` required | `application/json` |  |');
    expect(md).toContain('Request body: `application/json`.');
    expect(md).toContain('| `options.memo` optional | string | Free text with a \\| pipe. |');
    expect(md).toContain('| `options.notify` optional | boolean | Default: `false`. |');
    expect(md).toContain('| `recipients[].address` required | string |  |');
    expect(md).toContain('response = requests.post(url, json=payload, headers=headers)');
    expect(md).toContain('- `401` Invalid API key.');
    expect(md).toContain('Callback `result`: `POST` to your `callback_url`: Final outcome');
    expect(md).toContain('Failure:\n\n```json\n{\n  "status": 200,\n  "result": {\n    "status": "failed"');
  });
});

test.describe('MDX to Markdown', () => {
  const source = [
    '---',
    'title: Token API',
    'description: Mint tokens.',
    '---',
    "import Tabs from '@theme/Tabs';",
    "import Billing from '../_billing.mdx';",
    '',
    'Call the [wallet API](/services/wallet#create-wallet) first.',
    '',
    '## Mint tokens {#mint-tokens}',
    '',
    '## Asynchronous writes and callbacks {#async-writes}',
    '',
    ':::warning Check the amount',
    'Amounts are strings.',
    ':::',
    '',
    '<Endpoint operation="mintToken" />',
    '',
    '<EnvironmentTable />',
    '',
    '{/* a comment */}',
    '',
    '<Tabs>',
    '  <TabItem value="a" label="First">',
    '',
    'Inside a tab.',
    '',
    '  </TabItem>',
    '</Tabs>',
    '',
    '<Widget />',
    '',
    '<Billing />',
    '',
    '```json title="Callback payload"',
    '{"status": 200}',
    '```',
    '',
  ].join('\n');

  const md = mdxToMarkdown(source, {
    title: 'Token API',
    description: 'Mint tokens.',
    components: {
      Endpoint: (node) => `ENDPOINT ${stringAttribute(node, 'operation')}`,
      EnvironmentTable: () => environmentTableMarkdown(),
    },
    rewriteUrl: (url) => `https://docs.example.test${url.replace(/(#|$)/, '.md$1')}`,
    pageUrl: 'https://docs.example.test/services/token/token-service',
    readPartial: (importPath) =>
      importPath === '../_billing.mdx' ? 'Charged per [company](/portal/company).\n' : '',
  });

  test('front matter and imports go, title and description lead', () => {
    expect(md.startsWith('# Token API\n\nMint tokens.\n\nCall the [wallet API]')).toBe(true);
    expect(md).not.toContain('import');
    expect(md).not.toContain('a comment');
  });

  test('headings keep their {#id} only where a renderer would give another, links become absolute twins, admonitions become quotes', () => {
    expect(md).toContain('## Mint tokens\n');
    // Links to #async-writes name a heading a reader of the twin can find.
    expect(md).toContain('## Asynchronous writes and callbacks {#async-writes}\n');
    expect(md).toContain('(https://docs.example.test/services/wallet.md#create-wallet)');
    expect(md).toContain('> **Check the amount:** Amounts are strings.');
  });

  test('components and imported partials become text', () => {
    expect(md).toContain('ENDPOINT mintToken');
    expect(md).toContain('| Service | Testnet | Mainnet |');
    expect(md).toContain('| API URL | https://service-testnet.maschain.com | https://service.maschain.com |');
    expect(md).toContain('**First**\n\nInside a tab.');
    expect(md).toContain(
      '(Widget: shown on the [web page](https://docs.example.test/services/token/token-service))',
    );
    expect(md).toContain('Charged per [company](https://docs.example.test/portal/company.md).');
  });

  test('a code block keeps the title the page shows above it', () => {
    expect(md).toContain('**Callback payload**\n\n```json title="Callback payload"\n{"status": 200}\n```');
  });
});

test('twin paths and llms.txt', () => {
  expect(markdownTwinPath('/')).toBe('/index.md');
  expect(markdownTwinPath('/services/token/overview')).toBe('/services/token/overview.md');
  const txt = llmsTxt({
    title: 'Docs',
    summary: 'One line.',
    sections: [
      {
        title: 'Start here',
        entries: [{title: 'Intro', url: 'https://x.test/index.md', description: 'Begin.'}],
      },
      {title: 'Empty', entries: []},
    ],
  });
  expect(txt).toBe('# Docs\n\n> One line.\n\n## Start here\n\n- [Intro](https://x.test/index.md): Begin.\n');
  // Every twin points to the index right under its title.
  expect(withIndexLine('# Intro\n\nBegin.\n', 'https://x.test/llms.txt')).toBe(
    '# Intro\n\n> The index of these docs, every page linked as Markdown: [llms.txt](https://x.test/llms.txt)\n\nBegin.\n',
  );
});
