import path from 'node:path';
import {test, expect} from '@playwright/test';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {resolveOperation} from '../../src/lib/openapi/build/resolve';
import {buildRequestSamples} from '../../src/lib/openapi/samples';
import {flattenSchema} from '../../src/lib/openapi/schema';

const doc = loadOpenApi(path.join(__dirname, 'fixtures', 'openapi-mini.yaml'));

test.describe('request samples', () => {
  test('GET with path and query parameters', () => {
    const op = resolveOperation(doc, 'listTransfers');
    expect(op.servers.map((s) => s.name)).toEqual(['Testnet', 'Mainnet']);
    const {curl, javascript, python} = buildRequestSamples(op);
    expect(curl).toBe(
      [
        'curl --request GET \\',
        "  --url 'https://service-testnet.example.test/api/items/<id>/transfers?page=2&status=success' \\",
        "  --header 'client_id: <client_id>' \\",
        "  --header 'client_secret: <client_secret>'",
      ].join('\n'),
    );
    expect(javascript).toBe(
      [
        "const response = await fetch('https://service-testnet.example.test/api/items/<id>/transfers?page=2&status=success', {",
        "  method: 'GET',",
        '  headers: {',
        "    client_id: '<client_id>',",
        "    client_secret: '<client_secret>',",
        '  },',
        '});',
        'const data = await response.json();',
        'console.log(data);',
      ].join('\n'),
    );
    expect(python).toBe(
      [
        'import requests',
        '',
        "url = 'https://service-testnet.example.test/api/items/<id>/transfers'",
        'headers = {',
        "    'client_id': '<client_id>',",
        "    'client_secret': '<client_secret>',",
        '}',
        'params = {',
        "    'page': '2',",
        "    'status': 'success',",
        '}',
        '',
        'response = requests.get(url, headers=headers, params=params)',
        'print(response.json())',
      ].join('\n'),
    );
  });

  test('JSON POST', () => {
    const op = resolveOperation(doc, 'mintToken');
    const {curl, javascript, python} = buildRequestSamples(op);
    expect(curl).toContain(
      "curl --request POST \\\n  --url 'https://service-testnet.example.test/api/token/mint' \\",
    );
    expect(curl).toContain("--header 'content-type: application/json' \\");
    // The single quote inside the body is escaped for the shell.
    expect(curl).toContain(`"memo": "it'\\''s mine"`);
    expect(curl).toContain(`--data '{\n  "wallet_address": "<wallet_address>",\n  "amount": "10",`);
    expect(javascript).toContain("    'content-type': 'application/json',");
    expect(javascript).toContain(
      [
        '  body: JSON.stringify({',
        "    wallet_address: '<wallet_address>',",
        "    amount: '10',",
        '    options: {',
        "      memo: 'it\\'s mine',",
        '      notify: true,',
        '    },',
        '  }),',
      ].join('\n'),
    );
    expect(python).toContain(
      [
        'payload = {',
        "    'wallet_address': '<wallet_address>',",
        "    'amount': '10',",
        "    'options': {",
      ].join('\n'),
    );
    expect(python).toContain("        'notify': True,");
    expect(python).toContain('response = requests.post(url, headers=headers, json=payload)');
  });

  test('multipart POST with a file', () => {
    const op = resolveOperation(doc, 'mintNft');
    const {curl, javascript, python} = buildRequestSamples(op);
    // curl and the clients write the multipart content-type (with its boundary) themselves.
    for (const sample of [curl, javascript, python]) expect(sample).not.toContain('multipart/form-data');
    expect(curl).toContain("--form-string 'wallet_address=<wallet_address>' \\");
    expect(curl).toContain(`--form-string 'attributes={"color":"blue"}' \\`);
    expect(curl).toContain("--form 'file=@<path/to/file>'");
    expect(javascript).toContain(
      "const form = new FormData();\nform.append('wallet_address', '<wallet_address>');",
    );
    expect(javascript).toContain("form.append('file', file);");
    expect(javascript).toContain('  body: form,');
    expect(python).toContain("files = {\n    'file': open('<path/to/file>', 'rb'),\n}");
    expect(python).toContain('response = requests.post(url, headers=headers, data=data, files=files)');
  });
});

test.describe('resolving', () => {
  test('body fields are flattened with dotted names and $refs resolved', () => {
    const op = resolveOperation(doc, 'mintToken');
    const rows = flattenSchema(op.requestBody?.schema);
    expect(rows.map((r) => [r.name, r.type, r.required])).toEqual([
      ['wallet_address', 'string', true],
      ['amount', 'string', true],
      ['options', 'object', false],
      ['options.memo', 'string', false],
      ['options.notify', 'boolean', false],
      ['recipients', 'array of object', false],
      ['recipients[].address', 'string', true],
    ]);
    expect(rows.find((r) => r.name === 'options.notify')?.defaultValue).toBe('false');
  });

  test('responses get a sample from their schema when they have no example; callbacks keep their examples', () => {
    const op = resolveOperation(doc, 'mintToken');
    expect(op.responses[0]).toMatchObject({
      status: '200',
      description: 'Pending.',
      examples: [{value: {status: 200, result: {transactionHash: '<transactionHash>', status: 'pending'}}}],
    });
    expect(op.callbacks).toHaveLength(1);
    expect(op.callbacks[0]?.examples.map((e) => e.summary)).toEqual(['Success', 'Failure']);
  });

  test('an unknown operation id suggests close ones', () => {
    expect(() => resolveOperation(doc, 'mintTokens')).toThrow(
      /operationId "mintTokens"\. Did you mean "mintToken"/,
    );
  });
});
