import path from 'node:path';
import {test, expect} from '@playwright/test';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {endpointRequestToMarkdown, endpointToMarkdown} from '../../src/lib/openapi/build/markdown';
import {resolveOperation} from '../../src/lib/openapi/build/resolve';
import {bodySection, endpointLine, readEndpointLine} from '../../src/lib/openapi/endpointView';

// The endpoint's view model decides once what the page, the twin and the MCP
// server call each part; these check that the twin and the server read it.
const doc = loadOpenApi(path.join(__dirname, 'fixtures', 'openapi-mini.yaml'));

test('a multipart body is "Form fields" and a JSON body "Body fields", on the page and in the twin', () => {
  for (const [operationId, title] of [
    ['mintNft', 'Form fields'],
    ['mintToken', 'Body fields'],
  ] as const) {
    const op = resolveOperation(doc, operationId);
    expect(bodySection(op)?.title.message).toBe(title);
    expect(endpointToMarkdown(op)).toMatch(
      new RegExp(`\\n\\n${title}:\\n\\n\\| Field \\| Type \\| Description \\|`),
    );
  }
});

test('the MCP server reads back the endpoint line the twin writes, with a path or a full URL', () => {
  const op = resolveOperation(doc, 'mintToken');
  const byPath = endpointToMarkdown(op).split('\n')[0]!;
  const byUrl = endpointRequestToMarkdown(op).split('\n')[0]!;
  for (const line of [byPath, byUrl, `${endpointLine('post', op.path)} (deprecated)`]) {
    expect(readEndpointLine(line), line).toEqual({method: 'POST', path: op.path});
  }
  expect(readEndpointLine('**Note:** `/api/x`. Read it first.')).toBeUndefined();
});
