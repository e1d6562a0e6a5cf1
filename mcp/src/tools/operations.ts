/** list_operations and get_operation: the REST API's reference, as the pages print it. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {suggest} from '@site/src/lib/openapi/build/suggest';
import {sampleLanguages} from '@site/src/lib/openapi/sampleLanguages';
import {buildRequestSamples} from '@site/src/lib/openapi/samples';
import type {Api} from '../api';
import {MAX_TEXT} from '../limits';
import {answer, READ_ONLY} from './answer';
import {describeOperation} from './describe';

const summarySchema = z.object({
  operationId: z.string(),
  method: z.string(),
  path: z.string(),
  summary: z.string().nullable(),
  service: z.string(),
  docPage: z
    .string()
    .nullable()
    .describe('Canonical URL of the section of the docs that shows the operation'),
});

/** The request in every language the pages show, keyed as src/lib/openapi/sampleLanguages lists them. */
export const samplesSchema = z
  .object(Object.fromEntries(sampleLanguages.map(({id, label}) => [id, z.string().describe(label)])))
  .describe(`The request as code: ${sampleLanguages.map(({label}) => label).join(', ')}`);

export const operationIdInput = z
  .string()
  .min(1)
  .max(MAX_TEXT)
  .describe('The operationId, e.g. mintToken (list_operations lists them)');

/** Defined once, shared by every server (one per HTTP session): schemas are most of a server's memory. */
const listOperationsTool = {
  title: 'List MasChain API operations',
  description:
    'Lists the operations of the MasChain REST API: operationId, method, path, summary, service and the docs section that shows it.',
  inputSchema: z.object({
    service: z.string().max(MAX_TEXT).optional().describe('Only this service, e.g. "Token Management"'),
  }),
  outputSchema: z.object({operations: z.array(summarySchema)}),
  annotations: READ_ONLY,
};

const getOperationTool = {
  title: 'Get a MasChain API operation',
  description:
    'One operation of the MasChain REST API in full: parameters, body schema, responses, callbacks, security headers, ' +
    `examples, and the request samples (${sampleLanguages.map(({label}) => label).join(', ')}) exactly as the docs page prints them.`,
  inputSchema: z.object({operationId: operationIdInput}),
  outputSchema: z.object({
    operationId: z.string(),
    method: z.string(),
    path: z.string(),
    summary: z.string().optional(),
    description: z.string().optional(),
    deprecated: z.boolean().optional(),
    docPage: z.string().nullable(),
    servers: z.array(z.object({name: z.string(), url: z.string()})),
    security: z.array(z.object({name: z.string(), value: z.string(), description: z.string().optional()})),
    parameters: z.array(z.record(z.string(), z.unknown())),
    requestBody: z.record(z.string(), z.unknown()).optional(),
    responses: z.array(z.record(z.string(), z.unknown())),
    callbacks: z.array(z.record(z.string(), z.unknown())),
    samples: samplesSchema,
  }),
  annotations: READ_ONLY,
};

export function registerOperationTools(server: McpServer, api: Api): string[] {
  server.registerTool('list_operations', listOperationsTool, async ({service}) => {
    let operations = await api.list();
    if (service !== undefined && service.trim() !== '') {
      const services = [...new Set(operations.map((op) => op.service))];
      const wanted = services.find((name) => name.toLowerCase() === service.trim().toLowerCase());
      if (!wanted) {
        const close = suggest(service, services);
        throw new Error(
          `No service "${service.slice(0, 80)}".${close.length ? ` Did you mean ${close.map((s) => `"${s}"`).join(' or ')}?` : ''} Services: ${services.join(', ')}.`,
        );
      }
      operations = operations.filter((op) => op.service === wanted);
    }
    const text = operations
      .map((op) => `${op.operationId}: ${op.method} ${op.path}${op.summary ? ` (${op.summary})` : ''}`)
      .join('\n');
    return answer({operations}, `${operations.length} operations\n${text}`);
  });

  server.registerTool('get_operation', getOperationTool, async ({operationId}) => {
    const op = await api.operation(operationId);
    const structured = {...op, docPage: await api.docPage(op), samples: buildRequestSamples(op)};
    return answer(structured, describeOperation(structured));
  });
  return ['list_operations', 'get_operation'];
}
