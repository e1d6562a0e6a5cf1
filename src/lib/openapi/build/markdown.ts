/**
 * An endpoint written out as plain Markdown, for the `.md` twins of the doc
 * pages: what the page shows, in the page's words and order (method and path,
 * the URL on each server, headers, parameters, body fields, the request in
 * curl, JavaScript and Python with where to get the other languages, every
 * response with its samples, callbacks),
 * so a reader of the twin misses nothing a reader of the page sees.
 */
import {callbackTargetMarkdown} from '../callbacks';
import {bodySection, endpointLine, endpointTitles, parameterSections} from '../endpointView';
import {baseUrl, requestHeaders, requestUrl} from '../request';
import {sampleLanguage, sampleLanguages, twinSampleLanguages} from '../sampleLanguages';
import {buildRequestSamples, formatJson, type RequestSamples} from '../samples';
import type {FieldRow, ResolvedOperation} from '../types';

function cell(value: string | undefined): string {
  return (value ?? '')
    .replace(/\s*\n\s*/g, ' ')
    .replace(/\|/g, '\\|')
    .trim();
}

function code(value: string): string {
  const fence = value.includes('`') ? '``' : '`';
  return `${fence}${value}${fence}`;
}

function table(head: string[], rows: string[][]): string {
  return [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
}

function fieldDescription(field: FieldRow): string {
  const parts = [field.description ?? ''];
  if (field.enum?.length) parts.push(`Allowed values: ${field.enum.map(code).join(', ')}.`);
  if (field.defaultValue !== undefined) parts.push(`Default: ${code(field.defaultValue)}.`);
  if (field.deprecated) parts.push('Deprecated.');
  return parts.filter(Boolean).join(' ');
}

/** The name cell reads as on the page: the name, then whether it is required. */
function nameCell(name: string, required: boolean): string {
  return `${code(name)} ${required ? 'required' : 'optional'}`;
}

function fieldRow(f: FieldRow): string[] {
  return [nameCell(f.name, f.required), f.type, fieldDescription(f)];
}

function fenced(language: string, body: string): string {
  const fence = body.includes('```') ? '````' : '```';
  return `${fence}${language}\n${body}\n${fence}`;
}

/** The twin's samples: its languages in full, then where the others are. */
function twinSamples(samples: RequestSamples): string[] {
  const others = sampleLanguages.filter(({id}) => !twinSampleLanguages.includes(id)).map(({label}) => label);
  return [
    ...twinSampleLanguages.flatMap((id) => {
      const {label, prism} = sampleLanguage(id);
      return [`${label}:`, fenced(prism, samples[id])];
    }),
    `The same request in ${others.join(', ')}: on the page's sample tabs, or from the MCP server's ` +
      '`build_request` and `get_operation` tools.',
  ];
}

/** Each sample of a response or callback, under its title when it has one. */
function examples(list: {name?: string; summary?: string; value: unknown}[]): string[] {
  return list.flatMap((example) => {
    const title = example.summary ?? example.name;
    return [...(title ? [`${cell(title)}:`] : []), fenced('json', formatJson(example.value))];
  });
}

export function endpointToMarkdown(op: ResolvedOperation): string {
  const out: string[] = [];
  out.push(`${endpointLine(op.method, op.path)}${op.deprecated ? ' (deprecated)' : ''}`);
  if (op.servers.length) {
    out.push(`Servers: ${op.servers.map((s) => `${s.name} ${code(baseUrl(op, s))}`).join(', ')}.`);
  }

  const headers = requestHeaders(op);
  if (headers.length) {
    out.push(
      `${endpointTitles.headers.message}:`,
      table(
        ['Name', 'Value', 'Description'],
        headers.map((h) => [nameCell(h.name, h.required), code(h.value), h.description ?? '']),
      ),
    );
  }

  for (const {title, rows} of parameterSections(op)) {
    if (rows.length)
      out.push(`${title.message}:`, table(['Name', 'Type', 'Description'], rows.map(fieldRow)));
  }

  const body = bodySection(op);
  if (body) {
    out.push(
      `${endpointTitles.requestBody.message} ${code(body.contentType!)}.${body.description ? ` ${cell(body.description)}` : ''}`,
    );
    if (body.rows.length) {
      out.push(`${body.title.message}:`, table(['Field', 'Type', 'Description'], body.rows.map(fieldRow)));
    }
  }

  out.push(`${endpointTitles.samples.message}:`, ...twinSamples(buildRequestSamples(op)));

  if (op.responses.length) {
    out.push(`${endpointTitles.responses.message}:`);
    for (const response of op.responses) {
      out.push(`- ${code(response.status)} ${cell(response.description)}`);
      out.push(...examples(response.examples));
    }
  }

  if (op.callbacks.length) out.push(`${endpointTitles.callbacks.message}:`);
  for (const callback of op.callbacks) {
    const target = `${code(callback.method.toUpperCase())} to ${callbackTargetMarkdown(callback.expression)}`;
    out.push(
      `Callback ${code(callback.name)}: ${target}${callback.summary ? `: ${cell(callback.summary)}` : ''}`,
    );
    if (callback.description) out.push(cell(callback.description));
    out.push(...examples(callback.examples));
  }
  return out.join('\n\n');
}

/** The request half of an endpoint (`<EndpointRequest>`): method and URL, then the samples in every language. */
export function endpointRequestToMarkdown(op: ResolvedOperation): string {
  return [endpointLine(op.method, requestUrl(op)), ...twinSamples(buildRequestSamples(op))].join('\n\n');
}
