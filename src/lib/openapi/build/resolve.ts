/**
 * Picks one operation out of a parsed OpenAPI 3.1 document and resolves the
 * `$ref`s it uses into plain data (see ./types). Pure: no file access, so the
 * remark plugin, the Markdown twin writer and the tests share it.
 */
import {sampleFromSchema} from '../schema';
import type {
  CallbackInfo,
  NamedExample,
  Parameter,
  RequestBody,
  ResolvedOperation,
  ResponseInfo,
  Schema,
  SecurityHeader,
  Server,
} from '../types';

type Json = Record<string, unknown>;

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace'] as const;

/** Body media types in order of preference when an operation offers several. */
const PREFERRED_MEDIA = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

/** Schema keywords worth keeping: the rest would only grow every page's payload. */
const SCHEMA_KEYS = [
  'type',
  'format',
  'title',
  'description',
  'required',
  'enum',
  'const',
  'default',
  'example',
  'examples',
  'contentMediaType',
  'contentEncoding',
  'deprecated',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
] as const;

const MAX_DEPTH = 12;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export class UnknownOperationError extends Error {
  readonly operationId: string;
  readonly suggestions: string[];
  constructor(operationId: string, suggestions: string[]) {
    const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?` : '';
    super(`No operation in the OpenAPI description has operationId "${operationId}".${hint}`);
    this.name = 'UnknownOperationError';
    this.operationId = operationId;
    this.suggestions = suggestions;
  }
}

type IndexedOperation = {path: string; method: string; pathItem: Json; operation: Json};

const indexCache = new WeakMap<object, Map<string, IndexedOperation>>();

/** operationId → where it is declared. Throws on duplicate ids. */
export function indexOperations(doc: Json): Map<string, IndexedOperation> {
  const cached = indexCache.get(doc);
  if (cached) return cached;
  const index = new Map<string, IndexedOperation>();
  const paths = isRecord(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = resolveRef(doc, rawItem);
    if (!isRecord(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      const id = asString(operation.operationId);
      if (!id) {
        throw new Error(`${method.toUpperCase()} ${path} has no operationId in the OpenAPI description.`);
      }
      const previous = index.get(id);
      if (previous) {
        throw new Error(
          `operationId "${id}" is used twice in the OpenAPI description: ` +
            `${previous.method.toUpperCase()} ${previous.path} and ${method.toUpperCase()} ${path}.`,
        );
      }
      index.set(id, {path, method, pathItem, operation});
    }
  }
  indexCache.set(doc, index);
  return index;
}

/** Follows one local `$ref` (`#/components/...`), merging sibling keywords over the target. */
function resolveRef(doc: Json, node: unknown, seen: readonly string[] = []): unknown {
  if (!isRecord(node) || typeof node.$ref !== 'string') return node;
  const ref = node.$ref;
  if (!ref.startsWith('#/')) {
    throw new Error(`Only local $refs are supported in the OpenAPI description, found "${ref}".`);
  }
  if (seen.includes(ref)) {
    throw new Error(`Circular $ref "${ref}" in the OpenAPI description.`);
  }
  let target: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isRecord(target) || Array.isArray(target) ? (target as Json)[key] : undefined;
    if (target === undefined) throw new Error(`Unresolvable $ref "${ref}" in the OpenAPI description.`);
  }
  const {$ref: _ignored, ...siblings} = node;
  const resolved = resolveRef(doc, target, [...seen, ref]);
  return isRecord(resolved) ? {...resolved, ...siblings} : resolved;
}

/** Resolves a schema deeply into the kept keyword subset; merges `allOf`. */
function resolveSchema(doc: Json, node: unknown, stack: readonly string[] = []): Schema {
  if (!isRecord(node)) return {};
  const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
  if (ref && stack.includes(ref)) {
    // A recursive structure: stop here rather than loop forever.
    return {type: 'object', description: typeof node.description === 'string' ? node.description : undefined};
  }
  const nextStack = ref ? [...stack, ref] : stack;
  const raw = resolveRef(doc, node);
  if (!isRecord(raw) || stack.length > MAX_DEPTH) return {};

  const schema: Schema = {};
  for (const key of SCHEMA_KEYS) {
    if (raw[key] !== undefined) (schema as Json)[key] = raw[key];
  }
  if (isRecord(raw.properties)) {
    schema.properties = {};
    for (const [name, prop] of Object.entries(raw.properties)) {
      schema.properties[name] = resolveSchema(doc, prop, nextStack);
    }
  }
  if (raw.items !== undefined) schema.items = resolveSchema(doc, raw.items, nextStack);
  if (isRecord(raw.additionalProperties)) {
    schema.additionalProperties = resolveSchema(doc, raw.additionalProperties, nextStack);
  } else if (typeof raw.additionalProperties === 'boolean') {
    schema.additionalProperties = raw.additionalProperties;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(raw[key]))
      schema[key] = (raw[key] as unknown[]).map((s) => resolveSchema(doc, s, nextStack));
  }
  if (Array.isArray(raw.allOf)) {
    for (const part of raw.allOf.map((s) => resolveSchema(doc, s, nextStack))) mergeInto(schema, part);
  }
  return schema;
}

function mergeInto(target: Schema, part: Schema): void {
  const {properties, required, ...rest} = part;
  for (const [key, value] of Object.entries(rest)) {
    if ((target as Json)[key] === undefined) (target as Json)[key] = value;
  }
  if (properties) target.properties = {...properties, ...target.properties};
  if (required) target.required = [...new Set([...(target.required ?? []), ...required])];
  if (!target.type && properties) target.type = 'object';
}

/** `example`, or the entries of an `examples` map (each maybe a `$ref`). */
function mediaExamples(doc: Json, media: Json): NamedExample[] {
  if (media.example !== undefined) return [{value: media.example}];
  if (isRecord(media.examples)) {
    const list: NamedExample[] = [];
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = resolveRef(doc, raw);
      if (!isRecord(example) || example.value === undefined) continue;
      list.push({
        name,
        summary: asString(example.summary) ?? asString(example.description),
        value: example.value,
      });
    }
    if (list.length) return list;
  }
  return [];
}

function pickMedia(content: unknown): [string, Json] | undefined {
  if (!isRecord(content)) return undefined;
  const types = Object.keys(content);
  const chosen = PREFERRED_MEDIA.find((t) => types.includes(t)) ?? types[0];
  const media = chosen === undefined ? undefined : content[chosen];
  return chosen !== undefined && isRecord(media) ? [chosen, media] : undefined;
}

/** Examples of a media type, or one generated from its schema. */
function examplesOrSample(doc: Json, media: Json, schema: Schema | undefined): NamedExample[] {
  const examples = mediaExamples(doc, media);
  if (examples.length || !schema) return examples;
  return [{value: sampleFromSchema(schema)}];
}

function resolveParameters(doc: Json, pathItem: Json, operation: Json): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const param = resolveRef(doc, raw);
      if (!isRecord(param) || typeof param.name !== 'string') continue;
      const location = param.in;
      if (location !== 'path' && location !== 'query' && location !== 'header' && location !== 'cookie')
        continue;
      const schema = param.schema === undefined ? undefined : resolveSchema(doc, param.schema);
      let example = param.example;
      if (example === undefined && isRecord(param.examples)) {
        const first = resolveRef(doc, Object.values(param.examples)[0]);
        if (isRecord(first)) example = first.value;
      }
      if (example === undefined) example = schema?.example ?? schema?.examples?.[0];
      byKey.set(`${location}:${param.name}`, {
        name: param.name,
        in: location,
        required: location === 'path' || param.required === true,
        description: asString(param.description),
        deprecated: param.deprecated === true ? true : undefined,
        schema,
        example,
      });
    }
  }
  return [...byKey.values()];
}

function resolveRequestBody(doc: Json, operation: Json): RequestBody | undefined {
  const body = resolveRef(doc, operation.requestBody);
  if (!isRecord(body)) return undefined;
  const picked = pickMedia(body.content);
  if (!picked) return undefined;
  const [contentType, media] = picked;
  const schema = media.schema === undefined ? undefined : resolveSchema(doc, media.schema);
  return {
    contentType,
    required: body.required === true,
    description: asString(body.description),
    schema,
    examples: examplesOrSample(doc, media, schema),
  };
}

function resolveResponses(doc: Json, operation: Json): ResponseInfo[] {
  if (!isRecord(operation.responses)) return [];
  return Object.entries(operation.responses).map(([status, raw]) => {
    const response = resolveRef(doc, raw);
    const info: ResponseInfo = {
      status,
      description: isRecord(response) ? (asString(response.description) ?? '') : '',
      examples: [],
    };
    const picked = isRecord(response) ? pickMedia(response.content) : undefined;
    if (picked) {
      const [contentType, media] = picked;
      info.contentType = contentType;
      info.examples = examplesOrSample(
        doc,
        media,
        media.schema === undefined ? undefined : resolveSchema(doc, media.schema),
      );
    }
    return info;
  });
}

function resolveCallbacks(doc: Json, operation: Json): CallbackInfo[] {
  if (!isRecord(operation.callbacks)) return [];
  const list: CallbackInfo[] = [];
  for (const [name, raw] of Object.entries(operation.callbacks)) {
    const callback = resolveRef(doc, raw);
    if (!isRecord(callback)) continue;
    for (const [expression, rawItem] of Object.entries(callback)) {
      const pathItem = resolveRef(doc, rawItem);
      if (!isRecord(pathItem)) continue;
      for (const method of HTTP_METHODS) {
        const op = pathItem[method];
        if (!isRecord(op)) continue;
        const body = resolveRequestBody(doc, op);
        list.push({
          name,
          expression,
          method,
          summary: asString(op.summary),
          description: asString(op.description),
          contentType: body?.contentType,
          examples: body?.examples ?? [],
        });
      }
    }
  }
  return list;
}

/** A short server name: `x-name`, else the description up to its first colon or full stop. */
function serverName(server: Json): string | undefined {
  const explicit = asString(server['x-name']);
  if (explicit) return explicit;
  const description = asString(server.description);
  const head = description?.split(/[:.;(]|\s[-–—]\s/)[0]?.trim();
  return head && head.length <= 24 ? head : description;
}

function resolveServers(doc: Json, pathItem: Json, operation: Json): Server[] {
  const raw = [operation.servers, pathItem.servers, doc.servers].find(
    (s) => Array.isArray(s) && s.length > 0,
  );
  const servers: Server[] = [];
  for (const entry of Array.isArray(raw) ? raw : []) {
    if (!isRecord(entry) || typeof entry.url !== 'string') continue;
    let url = entry.url;
    if (isRecord(entry.variables)) {
      for (const [key, variable] of Object.entries(entry.variables)) {
        if (isRecord(variable)) url = url.replaceAll(`{${key}}`, String(variable.default ?? ''));
      }
    }
    servers.push({name: serverName(entry) ?? url, url: url.replace(/\/+$/, '')});
  }
  // Testnet first: it is where readers try things out.
  const testnet = servers.findIndex((s) => /testnet/i.test(s.name) || /testnet/i.test(s.url));
  if (testnet > 0) servers.unshift(...servers.splice(testnet, 1));
  return servers;
}

function resolveSecurity(doc: Json, operation: Json): SecurityHeader[] {
  const requirements = Array.isArray(operation.security) ? operation.security : doc.security;
  const first: unknown = Array.isArray(requirements) ? requirements[0] : undefined;
  if (!isRecord(first)) return [];
  const components = isRecord(doc.components) ? doc.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const headers: SecurityHeader[] = [];
  for (const schemeName of Object.keys(first)) {
    const scheme = resolveRef(doc, schemes[schemeName]);
    if (!isRecord(scheme))
      throw new Error(`Unknown security scheme "${schemeName}" in the OpenAPI description.`);
    const description = asString(scheme.description);
    if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') {
      headers.push({name: scheme.name, value: `<${scheme.name}>`, description});
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
      headers.push({name: 'Authorization', value: 'Bearer <access_token>', description});
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
      headers.push({name: 'Authorization', value: 'Basic <credentials>', description});
    }
  }
  return headers;
}

/** Close matches for an unknown id, to put in the error message. */
function suggest(id: string, known: Iterable<string>): string[] {
  const lower = id.toLowerCase();
  const scored = [...known]
    .map((candidate) => ({candidate, score: distance(lower, candidate.toLowerCase())}))
    .filter(
      ({candidate, score}) =>
        score <= Math.max(2, Math.floor(id.length / 4)) || candidate.toLowerCase().includes(lower),
    )
    .sort((a, b) => a.score - b.score);
  return scored.slice(0, 3).map(({candidate}) => candidate);
}

function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}

/** The operation with this id, resolved. Throws UnknownOperationError when there is none. */
export function resolveOperation(doc: Json, operationId: string): ResolvedOperation {
  const index = indexOperations(doc);
  const found = index.get(operationId);
  if (!found) throw new UnknownOperationError(operationId, suggest(operationId, index.keys()));
  const {path, method, pathItem, operation} = found;
  return {
    operationId,
    method,
    path,
    summary: asString(operation.summary),
    description: asString(operation.description),
    deprecated: operation.deprecated === true ? true : undefined,
    servers: resolveServers(doc, pathItem, operation),
    security: resolveSecurity(doc, operation),
    parameters: resolveParameters(doc, pathItem, operation),
    requestBody: resolveRequestBody(doc, operation),
    responses: resolveResponses(doc, operation),
    callbacks: resolveCallbacks(doc, operation),
  };
}
