/**
 * build_request, call_mock and reset_mock: the Try it panel's request,
 * samples and mock, for an assistant. The mock remembers the session's calls
 * (a memory per session, given by the server) until reset_mock.
 */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {environments} from '@site/src/config/site';
import {requestHeaders} from '@site/src/lib/openapi/request';
import {sampleLanguages} from '@site/src/lib/openapi/sampleLanguages';
import {mockAnswer} from '@site/src/lib/openapi/tryIt/mock';
import type {MockMemory} from '@site/src/lib/openapi/tryIt/mockMemory';
import {operationForSamples, samplesFor, urlOf} from '@site/src/lib/openapi/tryIt/request';
import type {Api} from '../api';
import {checkedForm, ValuesError, type Values} from '../form';
import {checkValuesSize} from '../limits';
import {answer, MOCK_WRITE, READ_ONLY} from './answer';
import {operationIdInput, samplesSchema} from './operations';

const valuesInput = z
  .object({
    path: z.record(z.string(), z.unknown()).optional().describe('Path parameters by name'),
    query: z.record(z.string(), z.unknown()).optional().describe('Query parameters by name'),
    header: z
      .record(z.string(), z.unknown())
      .optional()
      .describe('Header parameters by name (no credentials)'),
    body: z
      .unknown()
      .optional()
      .describe(
        'The whole request body; left out, the documented example is used as the docs panel prefills it',
      ),
  })
  .strict()
  .optional()
  .describe('Values to send; what is left out keeps the documented examples');

const NO_KEYS = {clientId: '', clientSecret: '', bearerToken: ''};

/** Field errors as a tool error: text that names each field. */
function fieldErrors<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (error instanceof ValuesError) throw new Error(`${error.message}\nNothing was sent.`, {cause: error});
    throw error;
  }
}

function parsedBody(text: string): unknown {
  try {
    return text === '' ? null : (JSON.parse(text) as unknown);
  } catch {
    return text;
  }
}

/** Defined once, shared by every server (one per HTTP session): schemas are most of a server's memory. */
const buildRequestTool = {
  title: 'Build a MasChain API request',
  description:
    'Checks values for an operation the way the docs "Try it" panel does and returns the request for Testnet or Mainnet ' +
    `(method, URL, headers with credential placeholders, body) and its samples in ${sampleLanguages.map(({label}) => label).join(', ')}. Sends nothing.`,
  inputSchema: z.object({
    operationId: operationIdInput,
    environment: z.enum(['testnet', 'mainnet']).describe('Which API address the request is for'),
    values: valuesInput,
  }),
  outputSchema: z.object({
    method: z.string(),
    url: z.string(),
    headers: z.record(z.string(), z.string()),
    body: z.unknown().optional(),
    samples: samplesSchema,
  }),
  annotations: READ_ONLY,
};

const callMockTool = {
  title: 'Call the MasChain mock',
  description:
    'Answers a request the way the docs "Try it" panel\'s Mock does: the documented success response, and for ' +
    'asynchronous writes the callback that follows. Needs no key, takes none, and never calls Testnet or Mainnet. ' +
    'It remembers the session: a wallet created is listed, minted or transferred amounts show in balances, an ' +
    'audit record can be read back, and a write answered pending reads as confirmed (with its callback body) ' +
    'when looked up by transaction hash on a later call. reset_mock forgets it all.',
  inputSchema: z.object({operationId: operationIdInput, values: valuesInput}),
  outputSchema: z.object({
    status: z.number().int(),
    headers: z.record(z.string(), z.string()),
    body: z.unknown(),
    note: z.string().optional(),
    callbacks: z.array(
      z.object({
        name: z.string(),
        method: z.string(),
        target: z.string(),
        field: z
          .string()
          .optional()
          .describe('The body field that would hold the URL, when the call left it empty'),
        description: z.string().optional(),
        examples: z.array(z.object({summary: z.string().optional(), body: z.unknown()})),
        sent: z.boolean().optional().describe('Already sent: the mock confirmed the transaction since'),
      }),
    ),
  }),
  annotations: MOCK_WRITE,
};

const resetMockTool = {
  title: 'Reset the MasChain mock',
  description:
    'Forgets what call_mock remembers of this session (wallets, records, balances, transactions), as the ' +
    'docs panel\'s "Reset mock" button does. The memory lasts a session: the process on stdio, the Mcp-Session-Id over HTTP.',
  inputSchema: z.object({}),
  outputSchema: z.object({
    cleared: z.boolean().describe("True: the session's mock memory is empty now"),
  }),
  annotations: {...MOCK_WRITE, destructiveHint: true, idempotentHint: true},
};

export function registerRequestTools(server: McpServer, api: Api, memory: MockMemory): string[] {
  server.registerTool('build_request', buildRequestTool, async ({operationId, environment, values}) => {
    checkValuesSize(values);
    const op = await api.operation(operationId);
    const {fields, texts, request} = fieldErrors(() => checkedForm(op, values as Values));
    const target = environments[environment];
    const headers = Object.fromEntries([
      ...requestHeaders(op)
        .filter((h) => op.security.some((s) => s.name === h.name) || h.name === 'content-type')
        .map((h) => [h.name, h.value]),
      ...request.headers,
    ]);
    const samples = samplesFor(
      operationForSamples(op, fields, texts, request, {name: target.label, url: target.api}, ''),
    );
    const structured = {
      method: request.method,
      url: urlOf(target.api, request),
      headers,
      body: request.body,
      samples,
    };
    return answer(
      structured,
      `${structured.method} ${structured.url}\n\ncurl:\n${samples.curl}\n\nCredentials stay placeholders: fill in client_id and client_secret of your API key.`,
    );
  });

  server.registerTool('call_mock', callMockTool, async ({operationId, values}) => {
    checkValuesSize(values);
    const op = await api.operation(operationId);
    const {request} = fieldErrors(() => checkedForm(op, values as Values));
    const mock = mockAnswer(op, request, NO_KEYS, memory);
    const structured = {
      status: mock.status,
      headers: Object.fromEntries(mock.headers),
      body: parsedBody(mock.body),
      ...(mock.note ? {note: mock.note} : {}),
      callbacks: mock.callbacks.map((callback) => ({
        ...callback,
        examples: callback.examples.map((example) => ({...example, body: parsedBody(example.body)})),
      })),
    };
    const callbackText = mock.callbacks
      .map(
        (c) =>
          `\n\n${c.sent ? 'Sent' : 'Then'} ${c.method} ${c.target} (${c.name}):\n${c.examples[0]?.body ?? ''}`,
      )
      .join('');
    return answer(
      structured,
      `${mock.status} ${mock.statusText} (mock)${mock.note ? `\n${mock.note}` : ''}\n\n${mock.body}${callbackText}`,
    );
  });
  server.registerTool('reset_mock', resetMockTool, () => {
    memory.reset();
    return answer({cleared: true}, "The mock has forgotten this session's calls.");
  });
  return ['build_request', 'call_mock', 'reset_mock'];
}
