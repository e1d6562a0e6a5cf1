import path from 'node:path';
import {test, expect} from '@playwright/test';
import {markdownTwinPath} from '../../src/lib/markdown/twinPath';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {endpointRequestToMarkdown, endpointToMarkdown} from '../../src/lib/openapi/build/markdown';
import {resolveOperation} from '../../src/lib/openapi/build/resolve';
import {environmentTableMarkdown} from '../../src/lib/markdown/build/environmentTable';
import {llmsTxt} from '../../src/plugins/llms/llmsTxt';
import {mdxToMarkdown, stringAttribute} from '../../src/lib/markdown/build/mdxToMarkdown';

const doc = loadOpenApi(path.join(__dirname, 'fixtures', 'openapi-mini.yaml'));

test.describe('endpoint to text', () => {
  test('GET: method and URL, headers, parameters, sample request and response', () => {
    const md = endpointToMarkdown(resolveOperation(doc, 'listTransfers'));
    expect(md).toContain(
      '**GET** `https://service-testnet.example.test/api/items/<id>/transfers?page=2&status=success`',
    );
    expect(md).toContain(
      'Servers: Testnet `https://service-testnet.example.test/api/items/<id>/transfers`, ' +
        'Mainnet `https://service.example.test/api/items/<id>/transfers`.',
    );
    expect(md).toContain('| `client_id` | `<client_id>` | yes | API key id. |');
    expect(md).toContain('Path parameters:\n\n| Name | Type | Required | Description |');
    expect(md).toContain('| `id` | integer | yes | Item id. |');
    expect(md).toContain('| `status` | string | yes | Allowed values: `success`, `failed`. |');
    expect(md).toContain('Sample request:\n\n```bash\ncurl --request GET \\');
    expect(md).toContain('- `200`: The transfers.');
    expect(md).toContain('Sample response (`200`):\n\n```json\n{\n  "status": 200,');
  });

  test('a request only (<EndpointRequest>): method and URL, then the samples in all three languages', () => {
    const md = endpointRequestToMarkdown(resolveOperation(doc, 'listTransfers'));
    expect(md).toMatch(/^\*\*GET\*\* `https:\/\/service-testnet\.example\.test\/api\/items\/<id>\/transfers/);
    expect(md).toContain('```bash\ncurl --request GET \\');
    expect(md).toContain('```javascript\nconst response = await fetch(');
    expect(md).toContain('```python\nimport requests');
    expect(md).not.toContain('Sample response');
  });

  test('POST: body fields flattened, pipes escaped, callbacks with payloads', () => {
    const md = endpointToMarkdown(resolveOperation(doc, 'mintToken'));
    expect(md).toContain('| `content-type` | `application/json` | yes |  |');
    expect(md).toContain('Body (`application/json`)');
    expect(md).toContain('| `options.memo` | string | no | Free text with a \\| pipe. |');
    expect(md).toContain('| `options.notify` | boolean | no | Default: `false`. |');
    expect(md).toContain('| `recipients[].address` | string | yes |  |');
    expect(md).toContain('Callback `result`: POST to `{$request.body#/callback_url}`. Final outcome');
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

  test('headings lose their {#id}, links become absolute twins, admonitions become quotes', () => {
    expect(md).toContain('## Mint tokens\n');
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
});
