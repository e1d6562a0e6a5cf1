/**
 * Request samples in curl, JavaScript (fetch) and Python (requests),
 * generated from a resolved operation: method, default server, path with
 * placeholders, headers and the body example.
 */
import {
  bodyKind,
  formFields,
  requestHeaders,
  sampleBaseUrl,
  sampleBody,
  sampleQuery,
  sampleRequestUrl,
  type FormField,
} from './request';
import type {ResolvedOperation} from './types';

export type SampleLanguage = 'curl' | 'javascript' | 'python';

export type RequestSamples = Record<SampleLanguage, string>;

// ---------------------------------------------------------------- literals

function shellQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

function singleQuoted(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n').replace(/\r/g, '\\r')}'`;
}

function jsKey(key: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(key) ? key : singleQuoted(key);
}

/** A JavaScript literal, two-space indented, trailing commas. */
export function toJs(value: unknown, indent = ''): string {
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${toJs(v, inner)},\n`).join('')}${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${jsKey(k)}: ${toJs(v, inner)},\n`).join('')}${indent}}`;
  }
  if (typeof value === 'string') return singleQuoted(value);
  return value === undefined ? 'undefined' : JSON.stringify(value);
}

/** A Python literal, four-space indented. */
export function toPython(value: unknown, indent = ''): string {
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (!value.length) return '[]';
    return `[\n${value.map((v) => `${inner}${toPython(v, inner)},\n`).join('')}${indent}]`;
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    if (!entries.length) return '{}';
    return `{\n${entries.map(([k, v]) => `${inner}${singleQuoted(k)}: ${toPython(v, inner)},\n`).join('')}${indent}}`;
  }
  if (typeof value === 'string') return singleQuoted(value);
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (value === null || value === undefined) return 'None';
  return JSON.stringify(value);
}

function sentHeaders(op: ResolvedOperation): [string, string][] {
  // multipart: the client writes content-type itself, with the boundary.
  return requestHeaders(op)
    .filter((h) => !(h.name.toLowerCase() === 'content-type' && bodyKind(op) === 'multipart'))
    .map((h) => [h.name, h.value]);
}

// ---------------------------------------------------------------- curl

export function curlSample(op: ResolvedOperation): string {
  const lines = [`curl --request ${op.method.toUpperCase()}`, `--url ${shellQuote(sampleRequestUrl(op))}`];
  for (const [name, value] of sentHeaders(op)) lines.push(`--header ${shellQuote(`${name}: ${value}`)}`);
  const body = sampleBody(op);
  switch (bodyKind(op)) {
    case 'json':
      if (body !== undefined) lines.push(`--data ${shellQuote(JSON.stringify(body, null, 2))}`);
      break;
    case 'multipart':
      // --form-string: a value starting with < or @ is sent as is, not read from a file.
      for (const field of formFields(op)) {
        lines.push(
          field.file
            ? `--form ${shellQuote(`${field.name}=@${field.value}`)}`
            : `--form-string ${shellQuote(`${field.name}=${field.value}`)}`,
        );
      }
      break;
    case 'form':
      for (const field of formFields(op))
        lines.push(`--data-urlencode ${shellQuote(`${field.name}=${field.value}`)}`);
      break;
    case 'raw':
      if (body !== undefined)
        lines.push(`--data ${shellQuote(typeof body === 'string' ? body : JSON.stringify(body))}`);
      break;
    default:
      break;
  }
  return lines.join(' \\\n  ');
}

// ---------------------------------------------------------------- fetch

export function fetchSample(op: ResolvedOperation): string {
  const lines: string[] = [];
  const init: string[] = [`  method: '${op.method.toUpperCase()}',`];
  const headers = Object.fromEntries(sentHeaders(op));
  if (Object.keys(headers).length) init.push(`  headers: ${toJs(headers, '  ')},`);
  const body = sampleBody(op);
  switch (bodyKind(op)) {
    case 'json':
      if (body !== undefined) init.push(`  body: JSON.stringify(${toJs(body, '  ')}),`);
      break;
    case 'multipart': {
      lines.push('const form = new FormData();');
      for (const field of formFields(op)) {
        if (field.file) {
          lines.push(`// ${field.name}: a File or Blob, e.g. from an <input type="file"> element`);
          lines.push(
            `form.append(${singleQuoted(field.name)}, ${jsKey(field.name) === field.name ? field.name : 'file'});`,
          );
        } else {
          lines.push(`form.append(${singleQuoted(field.name)}, ${singleQuoted(field.value)});`);
        }
      }
      lines.push('');
      init.push('  body: form,');
      break;
    }
    case 'form': {
      const fields = Object.fromEntries(formFields(op).map((f) => [f.name, f.value]));
      init.push(`  body: new URLSearchParams(${toJs(fields, '  ')}),`);
      break;
    }
    case 'raw':
      if (body !== undefined)
        init.push(`  body: ${singleQuoted(typeof body === 'string' ? body : JSON.stringify(body))},`);
      break;
    default:
      break;
  }
  lines.push(`const response = await fetch(${singleQuoted(sampleRequestUrl(op))}, {`, ...init, '});');
  lines.push('const data = await response.json();', 'console.log(data);');
  return lines.join('\n');
}

// ---------------------------------------------------------------- requests

/** Form fields for `data=`: a repeated field becomes a list, which requests sends once per item. */
function groupRepeated(fields: FormField[]): Record<string, string | string[]> {
  const grouped: Record<string, string | string[]> = {};
  for (const {name, value} of fields) {
    const previous = grouped[name];
    grouped[name] =
      previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
  }
  return grouped;
}

export function requestsSample(op: ResolvedOperation): string {
  const lines = ['import requests', '', `url = ${singleQuoted(sampleBaseUrl(op))}`];
  const args = ['url'];
  const headers = Object.fromEntries(sentHeaders(op));
  if (Object.keys(headers).length) {
    lines.push(`headers = ${toPython(headers)}`);
    args.push('headers=headers');
  }
  const query = sampleQuery(op);
  if (query.length) {
    lines.push(`params = ${toPython(Object.fromEntries(query))}`);
    args.push('params=params');
  }
  const body = sampleBody(op);
  switch (bodyKind(op)) {
    case 'json':
      if (body !== undefined) {
        lines.push(`payload = ${toPython(body)}`);
        args.push('json=payload');
      }
      break;
    case 'multipart':
    case 'form': {
      const fields = formFields(op);
      const data = fields.filter((f) => !f.file);
      const files = fields.filter((f) => f.file);
      if (data.length) {
        lines.push(`data = ${toPython(groupRepeated(data))}`);
        args.push('data=data');
      }
      if (files.length) {
        // A list of pairs, not a dict, so that a field can repeat.
        const repeated = new Set(files.map((f) => f.name)).size < files.length;
        const open = (f: FormField) => `open(${singleQuoted(f.value)}, 'rb')`;
        lines.push(repeated ? 'files = [' : 'files = {');
        for (const f of files)
          lines.push(
            repeated
              ? `    (${singleQuoted(f.name)}, ${open(f)}),`
              : `    ${singleQuoted(f.name)}: ${open(f)},`,
          );
        lines.push(repeated ? ']' : '}');
        args.push('files=files');
      }
      break;
    }
    case 'raw':
      if (body !== undefined) {
        lines.push(`data = ${singleQuoted(typeof body === 'string' ? body : JSON.stringify(body))}`);
        args.push('data=data');
      }
      break;
    default:
      break;
  }
  lines.push(
    '',
    `response = requests.${op.method.toLowerCase()}(${args.join(', ')})`,
    'print(response.json())',
  );
  return lines.join('\n');
}

// ---------------------------------------------------------------- all

export function buildRequestSamples(op: ResolvedOperation): RequestSamples {
  return {curl: curlSample(op), javascript: fetchSample(op), python: requestsSample(op)};
}

/** A sample body as shown to readers (JSON pretty-printed). */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}
