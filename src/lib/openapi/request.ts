/**
 * What a call to an operation sends: URL, headers, query and body, with
 * placeholders where the reader fills in values. Shared by the request
 * samples, the `<Endpoint>` tables and the Markdown twins.
 */
import {isBinary, typeLabel} from './schema';
import type {FieldRow, Parameter, ResolvedOperation, Server} from './types';

export type HeaderRow = {
  name: string;
  value: string;
  required: boolean;
  description?: string;
};

export type BodyKind = 'json' | 'multipart' | 'form' | 'raw';

export function parametersIn(op: ResolvedOperation, location: Parameter['in']): Parameter[] {
  return op.parameters.filter((p) => p.in === location);
}

/** A parameter as a table row, like a body field. */
export function parameterField(param: Parameter): FieldRow {
  const field: FieldRow = {name: param.name, type: typeLabel(param.schema), required: param.required};
  const description = param.description ?? param.schema?.description;
  if (description) field.description = description.trim();
  const values = param.schema?.enum;
  if (values?.length) field.enum = values.map(text);
  if (param.schema?.default !== undefined) field.defaultValue = text(param.schema.default);
  if (param.deprecated) field.deprecated = true;
  return field;
}

export function defaultServer(op: ResolvedOperation): Server | undefined {
  return op.servers[0];
}

/** `/api/x/{id}` → `/api/x/<id>`: a value to fill in, not URL syntax. */
export function pathWithPlaceholders(path: string): string {
  return path.replace(/\{([^}]+)\}/g, '<$1>');
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The value a sample sends for a parameter: its example, default or first allowed value, else `<name>`. */
export function parameterValue(param: Parameter): string {
  const value = param.example ?? param.schema?.default ?? param.schema?.enum?.[0];
  return value === undefined || value === null ? `<${param.name}>` : text(value);
}

/** Query parameters worth showing in a sample: required ones and those with an example. */
export function sampleQuery(op: ResolvedOperation): [string, string][] {
  return parametersIn(op, 'query')
    .filter((p) => p.required || p.example !== undefined)
    .map((p) => [p.name, parameterValue(p)]);
}

function encode(value: string): string {
  // Keep `<placeholder>` markers readable.
  return encodeURIComponent(value).replace(/%3C/gi, '<').replace(/%3E/gi, '>');
}

/** Server URL + path (with placeholders), without the query string. */
export function baseUrl(op: ResolvedOperation, server: Server | undefined = defaultServer(op)): string {
  return `${server?.url ?? ''}${pathWithPlaceholders(op.path)}`;
}

/**
 * The path a sample calls: a numeric path parameter takes its example, since
 * the server rejects `<id>`; text ones stay placeholders to fill in.
 */
export function samplePath(op: ResolvedOperation): string {
  const numeric = new Map(
    parametersIn(op, 'path')
      .filter((p) => typeof p.example === 'number' && ['integer', 'number'].includes(String(p.schema?.type)))
      .map((p) => [p.name, String(p.example)]),
  );
  return op.path.replace(/\{([^}]+)\}/g, (_, name: string) => numeric.get(name) ?? `<${name}>`);
}

/** Server URL + path as a sample calls it, without the query string. */
export function sampleBaseUrl(op: ResolvedOperation, server: Server | undefined = defaultServer(op)): string {
  return `${server?.url ?? ''}${samplePath(op)}`;
}

function withQuery(op: ResolvedOperation, url: string): string {
  const query = sampleQuery(op)
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  return query ? `${url}?${query}` : url;
}

/** Full URL with placeholders, query string included. */
export function requestUrl(op: ResolvedOperation, server: Server | undefined = defaultServer(op)): string {
  return withQuery(op, baseUrl(op, server));
}

/** Full URL a sample calls, query string included. */
export function sampleRequestUrl(
  op: ResolvedOperation,
  server: Server | undefined = defaultServer(op),
): string {
  return withQuery(op, sampleBaseUrl(op, server));
}

/** Every header a call sends: credentials, header parameters, then content-type. */
export function requestHeaders(op: ResolvedOperation): HeaderRow[] {
  const rows: HeaderRow[] = op.security.map((h) => ({
    name: h.name,
    value: h.value,
    required: true,
    description: h.description,
  }));
  for (const param of parametersIn(op, 'header')) {
    if (rows.some((r) => r.name.toLowerCase() === param.name.toLowerCase())) continue;
    rows.push({
      name: param.name,
      value: parameterValue(param),
      required: param.required,
      description: param.description,
    });
  }
  if (op.requestBody && !rows.some((r) => r.name.toLowerCase() === 'content-type')) {
    rows.push({name: 'content-type', value: op.requestBody.contentType, required: true});
  }
  return rows;
}

export function bodyKind(op: ResolvedOperation): BodyKind | undefined {
  const type = op.requestBody?.contentType;
  if (!type) return undefined;
  if (type === 'application/json' || type.endsWith('+json')) return 'json';
  if (type === 'multipart/form-data') return 'multipart';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  return 'raw';
}

/** The body a sample sends: the first example of the request body. */
export function sampleBody(op: ResolvedOperation): unknown {
  return op.requestBody?.examples[0]?.value;
}

export type FormField = {name: string; value: string; file: boolean};

/**
 * A multipart or form body as fields, in the encoding the description gives:
 * an array is the same field repeated per item, a file a path placeholder.
 */
export function formFields(op: ResolvedOperation): FormField[] {
  const body = sampleBody(op);
  const properties = op.requestBody?.schema?.properties ?? {};
  const entries = new Map<string, unknown>(
    Object.entries(typeof body === 'object' && body !== null ? body : {}),
  );
  for (const [name, prop] of Object.entries(properties)) {
    // A file field is usually left out of the example: show it anyway.
    if (!entries.has(name) && isBinary(prop)) entries.set(name, undefined);
  }
  return [...entries].flatMap(([name, value]) => {
    const prop = properties[name];
    const file = isBinary(prop) || isBinary(prop?.items);
    const items = Array.isArray(value) && prop?.type === 'array' ? value : [value];
    const placeholder = `<path/to/${name.replace(/\[\]$/, '')}>`;
    return items.map((item) => ({name, value: file ? placeholder : text(item), file}));
  });
}
