/**
 * The request the reader has filled in: for the mock, for fetch, and as a
 * resolved operation whose examples are the reader's values, so the page's
 * own sample generator (src/lib/openapi/samples) writes curl, JavaScript and
 * Python for it.
 */
import {buildRequestSamples, type RequestSamples} from '../samples';
import type {ResolvedOperation} from '../types';
import type {Field, Files, Values} from './fields';
import {parseField} from './validate';

export type EnvironmentKey = 'mock' | 'testnet' | 'mainnet';

export type FilledRequest = {
  method: string;
  /** Path with the parameters filled in (encoded). */
  path: string;
  query: [string, string][];
  /** Header parameters (credentials apart). */
  headers: [string, string][];
  /** JSON or form body as a value, undefined when there is none. */
  body?: unknown;
  /** Files of a multipart body, by field name. */
  files: Record<string, File>;
};

/** Body from the fields: empty optional fields are left out. */
export function bodyFromFields(fields: Field[], values: Values): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.place !== 'body' || field.kind === 'file') continue;
    const parsed = parseField(field, values[field.key] ?? '');
    if (parsed.value !== undefined) body[field.name] = parsed.value;
  }
  return body;
}

export function fillRequest(
  op: ResolvedOperation,
  fields: Field[],
  values: Values,
  files: Files,
  rawBody: unknown,
): FilledRequest {
  const request: FilledRequest = {
    method: op.method.toUpperCase(),
    path: op.path,
    query: [],
    headers: [],
    files: {},
  };
  for (const field of fields) {
    const text = values[field.key] ?? '';
    if (field.place === 'path') {
      // Left empty, the path keeps `{name}`: the samples show it as `<name>`.
      if (text !== '') request.path = request.path.replace(`{${field.name}}`, encodeURIComponent(text));
    } else if (field.place === 'query' && text !== '') {
      request.query.push([field.name, text]);
    } else if (field.place === 'header' && text !== '') {
      request.headers.push([field.name, text]);
    } else if (field.place === 'body' && field.kind === 'file') {
      const file = files[field.key];
      if (file) request.files[field.name] = file;
    }
  }
  if (op.requestBody) request.body = rawBody !== undefined ? rawBody : bodyFromFields(fields, values);
  return request;
}

export function urlOf(base: string, request: FilledRequest): string {
  const query = new URLSearchParams(request.query).toString();
  return `${base}${request.path}${query ? `?${query}` : ''}`;
}

/** The body with a field per chosen file, so the samples upload it (a list of files as one path). */
function withChosenFiles(request: FilledRequest): unknown {
  const names = Object.keys(request.files);
  if (!names.length || typeof request.body !== 'object' || request.body === null) return request.body;
  return {...request.body, ...Object.fromEntries(names.map((name) => [name, request.files[name]!.name]))};
}

/**
 * The operation with the reader's values as its examples. The secret and the
 * bearer token stay placeholders: the samples are shown on screen and copied.
 */
export function operationForSamples(
  op: ResolvedOperation,
  fields: Field[],
  values: Values,
  request: FilledRequest,
  server: {name: string; url: string},
  clientId: string,
): ResolvedOperation {
  const byKey = new Map(fields.map((f) => [f.key, f]));
  return {
    ...op,
    servers: [server],
    security: op.security.map((header) =>
      header.name === 'client_id' && clientId ? {...header, value: clientId} : header,
    ),
    parameters: op.parameters.map((param) => {
      const text = values[`${param.in}:${param.name}`] ?? '';
      return byKey.has(`${param.in}:${param.name}`) && text !== ''
        ? {...param, example: text}
        : {...param, example: undefined};
    }),
    path: request.path,
    requestBody: op.requestBody && {
      ...op.requestBody,
      examples: [{value: withChosenFiles(request)}],
    },
  };
}

export function samplesFor(op: ResolvedOperation): RequestSamples {
  return buildRequestSamples(op);
}
