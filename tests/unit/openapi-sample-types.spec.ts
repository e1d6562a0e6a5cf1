/**
 * Every request sample sends each form field as its schema types it: a file
 * where the schema has a binary string (or one of a non-text media type), text
 * otherwise (JSON text such as the NFT mint's `attributes` included), in the
 * request every language's sample is generated from, in curl, and in the
 * Postman collection. JSON bodies are checked against their schemas by the
 * replay test (Prism validates them), which also checks that every language
 * sends the parts curl sends; a mock cannot tell a file part from a text
 * part, so form fields are checked here.
 */
import {test, expect} from '@playwright/test';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {indexOperations, resolveOperation} from '../../src/lib/openapi/build/resolve';
import {bodyKind} from '../../src/lib/openapi/request';
import {buildRequestSamples, harRequest} from '../../src/lib/openapi/samples';
import type {ResolvedOperation, Schema} from '../../src/lib/openapi/types';
import {buildPostmanCollection, type PostmanCollection} from '../../src/plugins/openapi/postman';
import {specPath} from '../support/mockServer';

type Kind = 'file' | 'text';
type Kinds = Record<string, Kind>;

const doc = loadOpenApi(specPath);
const formOperations = [...indexOperations(doc).keys()]
  .map((id) => resolveOperation(doc, id))
  .filter((op) => bodyKind(op) === 'multipart' || bodyKind(op) === 'form');

// What OpenAPI 3.1 says of a form field, written out here rather than taken
// from the generator: a file when its string is binary, or has a media type
// (its own, or the one the body's `encoding` gives the field) that is not text.
const TEXT_MEDIA = /^text\/|^application\/(json|xml)$|\+(json|xml)$/;

function fieldKind(schema: Schema, encodedAs: string | undefined): Kind {
  const value = schema.items ?? schema;
  if (value.format === 'binary') return 'file';
  const media = encodedAs ?? value.contentMediaType;
  const isString = value.type === 'string' || (Array.isArray(value.type) && value.type.includes('string'));
  return isString && media && !value.contentEncoding && !TEXT_MEDIA.test(media) ? 'file' : 'text';
}

/** The body's `encoding` map as written in the description: field → content type. */
function encodingOf(op: ResolvedOperation): Record<string, string> {
  const paths = doc.paths as Record<
    string,
    Record<
      string,
      {requestBody?: {content?: Record<string, {encoding?: Record<string, {contentType?: string}>}>}}
    >
  >;
  const content = paths[op.path]?.[op.method.toLowerCase()]?.requestBody?.content ?? {};
  const encoding = Object.values(content)[0]?.encoding ?? {};
  return Object.fromEntries(
    Object.entries(encoding).map(([name, {contentType}]) => [name, contentType ?? '']),
  );
}

/** What the schema says each field is. */
function schemaKinds(op: ResolvedOperation): Kinds {
  const properties = op.requestBody?.schema?.properties ?? {};
  const encoding = encodingOf(op);
  return Object.fromEntries(
    Object.entries(properties).map(([name, schema]) => [
      name,
      fieldKind(schema, encoding[name] || undefined),
    ]),
  );
}

const kindsFrom = (pairs: Array<[string, Kind]>): Kinds => Object.fromEntries(pairs);

function curlKinds(curl: string): Kinds {
  return kindsFrom(
    [...curl.matchAll(/--(form-string|form|data-urlencode) '?([^=']+)='?(@?)/g)].map(([, flag, name, at]) => [
      name!,
      flag === 'form' && at === '@' ? 'file' : 'text',
    ]),
  );
}

/** The generator's input: a part with a file name is a file. */
function requestKinds(op: ResolvedOperation): Kinds {
  const params = harRequest(op).postData?.params ?? [];
  return kindsFrom(
    params.map((p: {name: string; fileName?: string}) => [p.name, p.fileName ? 'file' : 'text']),
  );
}

type PostmanItem = PostmanCollection['item'][number];
const requestsOf = (items: PostmanItem[]): PostmanItem[] =>
  items.flatMap((item) => (item.item ? requestsOf(item.item) : [item]));

test.describe('form fields are sent as their schema types them', () => {
  let collection: PostmanCollection;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    collection = await buildPostmanCollection(specPath);
  });

  test('there are form operations to check, the NFT mints among them', () => {
    expect(formOperations.map((op) => op.operationId)).toEqual(
      expect.arrayContaining(['mintNft', 'mintNftLarge']),
    );
  });

  for (const op of formOperations) {
    test(`${op.operationId}: the samples' request, curl and Postman`, () => {
      const expected = schemaKinds(op);
      const sent = {request: requestKinds(op), curl: curlKinds(buildRequestSamples(op).curl)};
      for (const [language, kinds] of Object.entries(sent)) {
        expect(Object.keys(kinds).length, `${language} sends fields`).toBeGreaterThan(0);
        for (const [name, kind] of Object.entries(kinds)) {
          expect(kind, `${op.operationId}: ${language} sends ${name} as a ${kind}`).toBe(expected[name]);
        }
      }
      const request = requestsOf(collection.item).find((item) => item.name === op.summary);
      const formdata = (request?.request?.body?.formdata ?? []) as Array<{key: string; type: Kind}>;
      expect(formdata.length, 'Postman sends fields').toBeGreaterThan(0);
      for (const field of formdata) {
        expect(field.type, `${op.operationId}: Postman sends ${field.key} as a ${field.type}`).toBe(
          expected[field.key],
        );
      }
    });
  }
});
