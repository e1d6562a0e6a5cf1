/**
 * What an endpoint's reference shows, in which order and under which names:
 * decided here once for the page's `<Endpoint>` component, its Markdown twin
 * (build/markdown.ts) and the MCP server, which finds an endpoint's section in
 * the twins by the line `endpointLine` writes.
 */
import {bodyKind, parameterField, parametersIn} from './request';
import {flattenSchema} from './schema';
import type {FieldRow, ResolvedOperation} from './types';

/**
 * A title the page translates by its id; `message` is the English text, which the
 * twin prints. `docusaurus write-translations` cannot read ids held in data: a
 * translation adds these by hand.
 */
export type Title = {id: string; message: string};

export const endpointTitles = {
  headers: {id: 'endpoint.table.headers', message: 'Headers'},
  path: {id: 'endpoint.table.path', message: 'Path parameters'},
  query: {id: 'endpoint.table.query', message: 'Query parameters'},
  body: {id: 'endpoint.table.body', message: 'Body fields'},
  form: {id: 'endpoint.table.form', message: 'Form fields'},
  requestBody: {id: 'endpoint.body.contentType', message: 'Request body:'},
  samples: {id: 'endpoint.samples', message: 'Request samples'},
  responses: {id: 'endpoint.responses', message: 'Responses'},
  callbacks: {id: 'endpoint.callbacks', message: 'Callbacks'},
} as const satisfies Record<string, Title>;

/** A table of parameters or body fields. */
export type FieldSection = {
  title: Title;
  rows: FieldRow[];
  /** The request body's media type and description, shown above its fields. */
  contentType?: string;
  description?: string;
};

/** Path and query parameters, each a table (empty when the operation has none). */
export function parameterSections(op: ResolvedOperation): FieldSection[] {
  return (['path', 'query'] as const).map((place) => ({
    title: endpointTitles[place],
    rows: parametersIn(op, place).map(parameterField),
  }));
}

/** The request body's fields: "Form fields" for a form (multipart or URL-encoded), else "Body fields". */
export function bodySection(op: ResolvedOperation): FieldSection | undefined {
  const body = op.requestBody;
  if (!body) return undefined;
  const kind = bodyKind(op);
  return {
    title: kind === 'multipart' || kind === 'form' ? endpointTitles.form : endpointTitles.body,
    rows: flattenSchema(body.schema),
    contentType: body.contentType,
    description: body.description,
  };
}

/** The endpoint's first line in a twin: `**POST** \`/api/token/mint\``, or the full URL instead of the path. */
export function endpointLine(method: string, pathOrUrl: string): string {
  const fence = pathOrUrl.includes('`') ? '``' : '`';
  return `**${method.toUpperCase()}** ${fence}${pathOrUrl}${fence}`;
}

/** `endpointLine`'s output, with ` (deprecated)` after it on a deprecated endpoint. */
const ENDPOINT_LINE = /^\*\*([A-Z]+)\*\* `(?:https?:\/\/[^/`]+)?(\/[^`]*)`(?: \(deprecated\))?$/;

/** The method and path of a line `endpointLine` wrote, or undefined for any other line. */
export function readEndpointLine(line: string): {method: string; path: string} | undefined {
  const match = ENDPOINT_LINE.exec(line);
  return match ? {method: match[1]!, path: match[2]!} : undefined;
}
