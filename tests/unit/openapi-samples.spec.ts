import path from 'node:path';
import {test, expect} from '@playwright/test';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {resolveOperation} from '../../src/lib/openapi/build/resolve';
import {sampleLanguages} from '../../src/lib/openapi/sampleLanguages';
import {buildRequestSamples, harRequest} from '../../src/lib/openapi/samples';
import {flattenSchema} from '../../src/lib/openapi/schema';

const doc = loadOpenApi(path.join(__dirname, 'fixtures', 'openapi-mini.yaml'));

test.describe('request samples', () => {
  // The generator (@readme/httpsnippet) writes the code; what is the site's own is the request it is given.
  test('GET with path and query parameters', () => {
    const op = resolveOperation(doc, 'listTransfers');
    expect(op.servers.map((s) => s.name)).toEqual(['Testnet', 'Mainnet']);
    const har = harRequest(op);
    expect(har).toMatchObject({
      method: 'GET',
      url: 'https://service-testnet.example.test/api/items/<id>/transfers',
      queryString: [
        {name: 'page', value: '2'},
        {name: 'status', value: 'success'},
      ],
      headers: [
        {name: 'client_id', value: '<client_id>'},
        {name: 'client_secret', value: '<client_secret>'},
      ],
    });
    const samples = buildRequestSamples(op);
    expect(Object.keys(samples)).toEqual(sampleLanguages.map((l) => l.id));
    // Placeholders read as placeholders in every language, and the shell does not take `<` for a redirection.
    expect(samples.curl).toContain(
      "--url 'https://service-testnet.example.test/api/items/<id>/transfers?page=2&status=success'",
    );
    for (const sample of Object.values(samples)) {
      expect(sample).toContain('/api/items/<id>/transfers');
      expect(sample).not.toMatch(/%3C|%3E/i);
    }
  });

  test('JSON POST', () => {
    const op = resolveOperation(doc, 'mintToken');
    const har = harRequest(op);
    expect(har.headers).toContainEqual({name: 'content-type', value: 'application/json'});
    expect(JSON.parse(har.postData?.text ?? '')).toMatchObject({
      wallet_address: '<wallet_address>',
      amount: '10',
      options: {memo: "it's mine", notify: true},
    });
    const {curl, javascript, python} = buildRequestSamples(op);
    // The single quote inside the body reaches the shell intact (a heredoc) and is escaped for JavaScript.
    expect(curl).toContain(`"memo": "it's mine"`);
    expect(javascript).toContain("memo: 'it\\'s mine'");
    expect(python).toContain('"notify": True');
  });

  test('multipart POST with a file', () => {
    const op = resolveOperation(doc, 'mintNft');
    const har = harRequest(op);
    expect(har.postData?.mimeType).toBe('multipart/form-data');
    expect(har.postData?.params).toContainEqual({name: 'wallet_address', value: '<wallet_address>'});
    expect(har.postData?.params).toContainEqual({name: 'attributes', value: '{"color":"blue"}'});
    expect(har.postData?.params).toContainEqual({name: 'file', fileName: '<path/to/file>'});
    const {curl, python} = buildRequestSamples(op);
    expect(curl).toContain("--form file='@<path/to/file>'");
    expect(python).toContain('open("<path/to/file>", "rb")');
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
