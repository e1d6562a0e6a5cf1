/**
 * A client's values as the Try it form would hold them, so the checks, the
 * request and the samples are the panel's own (src/lib/openapi/tryIt). Values
 * left out keep the examples the panel prefills; a `body` given whole is
 * checked as the panel checks its raw JSON body.
 */
import {bodyKind} from '@site/src/lib/openapi/request';
import {
  asText,
  buildFields,
  hasBodyFields,
  initialValues,
  type Files,
} from '@site/src/lib/openapi/tryIt/fields';
import {formErrors, parseRawBody} from '@site/src/lib/openapi/tryIt/form';
import {fillRequest, type FilledRequest} from '@site/src/lib/openapi/tryIt/request';
import type {Field} from '@site/src/lib/openapi/tryIt/fields';
import type {Parsed} from '@site/src/lib/openapi/tryIt/validate';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';

export type Values = {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  header?: Record<string, unknown>;
  body?: unknown;
};

export type Filled = {
  fields: Field[];
  texts: Record<string, string>;
  request: FilledRequest;
  /** Field name → problem, as the panel shows them. */
  errors: Record<string, string>;
};

export class ValuesError extends Error {
  constructor(
    message: string,
    readonly errors: Record<string, string>,
  ) {
    super(message);
    this.name = 'ValuesError';
  }
}

const CREDENTIALS = new Set(['client_id', 'client_secret', 'authorization']);

function placeValues(
  fields: Field[],
  place: 'path' | 'query' | 'header',
  given: Record<string, unknown> = {},
) {
  const known = fields.filter((f) => f.place === place);
  const entries: [string, string][] = [];
  for (const [name, value] of Object.entries(given)) {
    if (place === 'header' && CREDENTIALS.has(name.toLowerCase())) {
      throw new Error(
        `${name} is a credential: these tools take none (samples carry placeholders, the mock needs no key).`,
      );
    }
    const field = known.find((f) => f.name === name);
    if (!field) {
      const names = known.map((f) => f.name);
      throw new Error(
        `The operation has no ${place} parameter "${name.slice(0, 80)}". ${names.length ? `Its ${place} parameters: ${names.join(', ')}.` : `It has no ${place} parameters.`}`,
      );
    }
    // A parameter is text in the URL or a header: a string is the text itself, never JSON-quoted
    // (an integer-or-string id given as "1002" is sent as 1002).
    const text = typeof value === 'string' ? value : value === null ? '' : asText(value, field.kind);
    entries.push([field.key, text]);
  }
  return entries;
}

/** `body:amount` → `amount`, `path:address` → `address` (path), as a client names them. */
function errorName(key: string): string {
  if (key === 'body:raw') return 'body';
  const [place, name] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)];
  return place === 'body' ? `body.${name}` : `${place}.${name}`;
}

/** Writes a form-like body's given fields into the texts and files. */
function fillBodyFields(
  op: ResolvedOperation,
  fields: Field[],
  texts: Record<string, string>,
  files: Files,
  given: unknown,
): void {
  if (typeof given !== 'object' || given === null || Array.isArray(given)) {
    throw new Error(`body must be an object of the ${op.requestBody!.contentType} fields.`);
  }
  for (const field of fields.filter((f) => f.place === 'body')) {
    const value = (given as Record<string, unknown>)[field.name];
    // A file is named by its path: the samples send it from there.
    if (field.kind === 'file') {
      if (value) files[field.key] = new File([], String(value));
    } else texts[field.key] = value === undefined || value === null ? '' : asText(value, field.kind);
  }
}

/**
 * The body as given: a form-like body's fields go into the texts and files; any
 * other given body is the raw value; none is the documented example, unless the
 * body has fields (then their initial values stand).
 */
function fillBody(
  op: ResolvedOperation,
  fields: Field[],
  texts: Record<string, string>,
  files: Files,
  given: unknown,
): Parsed | undefined {
  if (!op.requestBody) return undefined;
  if (given !== undefined && bodyKind(op) !== 'json' && hasBodyFields(op)) {
    fillBodyFields(op, fields, texts, files, given);
    return undefined;
  }
  if (given !== undefined) return {value: given};
  if (!hasBodyFields(op)) return parseRawBody(JSON.stringify(op.requestBody.examples[0]?.value ?? {}));
  return undefined;
}

export function fillForm(op: ResolvedOperation, values: Values = {}): Filled {
  const fields = buildFields(op);
  const texts = initialValues(fields);
  for (const place of ['path', 'query', 'header'] as const) {
    for (const [key, text] of placeValues(fields, place, values[place])) texts[key] = text;
  }
  // A client uploads nothing: a file is named by its path (a placeholder when not given), as the samples name it.
  const files: Files = Object.fromEntries(
    fields
      .filter((f) => f.kind === 'file')
      .map((f) => [f.key, new File([], `<path/to/${f.name.replace(/\[\]$/, '')}>`)]),
  );
  const raw = fillBody(op, fields, texts, files, values.body);
  const found = formErrors(op, fields, texts, files, raw);
  const errors = Object.fromEntries(Object.entries(found).map(([key, problem]) => [errorName(key), problem]));
  return {fields, texts, request: fillRequest(op, fields, texts, files, raw?.value), errors};
}

/** Throws the field errors, named, when there are any. */
export function checkedForm(op: ResolvedOperation, values: Values = {}): Filled {
  const filled = fillForm(op, values);
  const names = Object.keys(filled.errors);
  if (names.length) {
    throw new ValuesError(
      `${op.operationId}: ${names.length === 1 ? 'one value needs' : `${names.length} values need`} fixing:\n${names
        .map((name) => `- ${name}: ${filled.errors[name]}`)
        .join('\n')}`,
      filled.errors,
    );
  }
  return filled;
}
