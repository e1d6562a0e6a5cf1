/**
 * An endpoint written out as plain Markdown, for the `.md` twins of the doc
 * pages: method and URL, headers, parameters, body fields, one sample request
 * and the sample of the first successful response.
 */
import {baseUrl, parameterField, parametersIn, requestHeaders, requestUrl} from '../request';
import {buildRequestSamples, curlSample, formatJson} from '../samples';
import {flattenSchema} from '../schema';
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

function fieldRow(f: FieldRow): string[] {
  return [code(f.name), f.type, f.required ? 'yes' : 'no', fieldDescription(f)];
}

function fenced(language: string, body: string): string {
  const fence = body.includes('```') ? '````' : '```';
  return `${fence}${language}\n${body}\n${fence}`;
}

export function endpointToMarkdown(op: ResolvedOperation): string {
  const out: string[] = [];
  out.push(`**${op.method.toUpperCase()}** ${code(requestUrl(op))}`);
  if (op.deprecated) out.push('This endpoint is deprecated.');
  if (op.servers.length > 1) {
    out.push(`Servers: ${op.servers.map((s) => `${s.name} ${code(baseUrl(op, s))}`).join(', ')}.`);
  }

  const headers = requestHeaders(op);
  if (headers.length) {
    out.push(
      'Headers:',
      table(
        ['Header', 'Value', 'Required', 'Description'],
        headers.map((h) => [code(h.name), code(h.value), h.required ? 'yes' : 'no', h.description ?? '']),
      ),
    );
  }

  for (const [location, label] of [
    ['path', 'Path parameters'],
    ['query', 'Query parameters'],
  ] as const) {
    const params = parametersIn(op, location);
    if (params.length) {
      out.push(
        `${label}:`,
        table(
          ['Name', 'Type', 'Required', 'Description'],
          params.map((p) => fieldRow(parameterField(p))),
        ),
      );
    }
  }

  const body = op.requestBody;
  if (body) {
    const fields = flattenSchema(body.schema);
    out.push(`Body (${code(body.contentType)})${body.description ? `: ${body.description.trim()}` : ''}`);
    if (fields.length) {
      out.push(table(['Field', 'Type', 'Required', 'Description'], fields.map(fieldRow)));
    }
  }

  out.push('Sample request:', fenced('bash', curlSample(op)));

  if (op.responses.length) {
    out.push('Responses:', op.responses.map((r) => `- ${code(r.status)}: ${cell(r.description)}`).join('\n'));
    const success =
      op.responses.find((r) => /^2/.test(r.status) && r.examples.length) ??
      op.responses.find((r) => r.examples.length);
    const example = success?.examples[0];
    if (success && example) {
      out.push(`Sample response (${code(success.status)}):`, fenced('json', formatJson(example.value)));
    }
  }

  for (const callback of op.callbacks) {
    const intro = `Callback ${code(callback.name)}: ${callback.method.toUpperCase()} to ${code(callback.expression)}`;
    out.push(`${intro}${callback.summary ? `. ${callback.summary.trim()}` : ''}`);
    for (const example of callback.examples) {
      if (example.summary || example.name) out.push(`${cell(example.summary ?? example.name)}:`);
      out.push(fenced('json', formatJson(example.value)));
    }
  }
  return out.join('\n\n');
}

/** The request half of an endpoint (`<EndpointRequest>`): method and URL, then the samples in every language. */
export function endpointRequestToMarkdown(op: ResolvedOperation): string {
  const samples = buildRequestSamples(op);
  return [
    `**${op.method.toUpperCase()}** ${code(requestUrl(op))}`,
    fenced('bash', samples.curl),
    fenced('javascript', samples.javascript),
    fenced('python', samples.python),
  ].join('\n\n');
}
