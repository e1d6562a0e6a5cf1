/**
 * The mock environment: answers in the browser from the description. The
 * panel has already checked the values against the schema; the mock returns
 * the documented success example (generated from the schema at build time
 * when the description has none). It needs no key: empty credentials are
 * accepted, with a note that Testnet and Mainnet need them (the API's answer
 * to a missing key has no documented status). Asynchronous writes also
 * describe the callback that would follow. Given a memory (./mockMemory), the
 * answer also reflects what the reader did earlier in the visit (./recall).
 */
import {callbackUrlField} from '../callbacks';
import type {ResolvedOperation, ResponseInfo} from '../types';
import {prettyBody, type Answer, type CallbackNote} from './answer';
import type {MockMemory} from './mockMemory';
import {fill, recall, type Names} from './recall';
import type {FilledRequest} from './request';

const reasons: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  400: 'Bad Request',
  401: 'Unauthorized',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
};

function statusOf(response: ResponseInfo): number {
  const code = Number.parseInt(response.status, 10);
  return Number.isFinite(code) ? code : 200;
}

function answerFrom(
  response: ResponseInfo,
  value: unknown,
  note?: string,
  callbacks: CallbackNote[] = [],
): Answer {
  const status = statusOf(response);
  return {
    status,
    statusText: reasons[status] ?? '',
    durationMs: 0,
    headers: response.contentType ? [['content-type', response.contentType]] : [],
    body: value === undefined ? '' : prettyBody(JSON.stringify(value)),
    note,
    callbacks,
  };
}

/** `{$request.body#/callback_url}` → the URL the reader entered or, without one, "your callback_url". */
function callbackTarget(expression: string, request: FilledRequest): Pick<CallbackNote, 'target' | 'field'> {
  const field = callbackUrlField(expression);
  if (!field) return {target: expression};
  const body = request.body as Record<string, unknown> | undefined;
  const value = body && typeof body === 'object' ? body[field] : undefined;
  return typeof value === 'string' && value ? {target: value} : {target: `your ${field}`, field};
}

function callbackNotes(op: ResolvedOperation, request: FilledRequest, names: Names = {}): CallbackNote[] {
  return op.callbacks.map((callback) => ({
    name: callback.name,
    method: callback.method.toUpperCase(),
    ...callbackTarget(callback.expression, request),
    description: callback.description ?? callback.summary,
    examples: callback.examples.map((example) => ({
      summary: example.summary ?? example.name,
      body: JSON.stringify(fill(example.value, names), null, 2),
    })),
  }));
}

function documented(op: ResolvedOperation, status: string): ResponseInfo | undefined {
  return op.responses.find((r) => r.status === status);
}

/** The credentials a call carries; the mock only looks at which are empty. */
export type Keys = {clientId: string; clientSecret: string; bearerToken: string};

/** The keys the operation asks for that the reader left empty. */
function missingKeys(op: ResolvedOperation, credentials: Keys): string[] {
  const asks = (header: string) => op.security.some((h) => h.name === header);
  return [
    ...(asks('client_id') && !credentials.clientId.trim() ? ['client_id'] : []),
    ...(asks('client_secret') && !credentials.clientSecret.trim() ? ['client_secret'] : []),
    ...(asks('Authorization') && !credentials.bearerToken.trim() ? ['Bearer token'] : []),
  ];
}

/** Without a memory the mock is stateless: each call gets the documented answer. */
export function mockAnswer(
  op: ResolvedOperation,
  request: FilledRequest,
  credentials: Keys,
  memory?: MockMemory,
): Answer {
  const missing = missingKeys(op, credentials);
  const success =
    op.responses.find((r) => /^2\d\d$/.test(r.status)) ?? documented(op, '2XX') ?? documented(op, 'default');
  if (!success) {
    return {
      status: 200,
      statusText: 'OK',
      durationMs: 0,
      headers: [],
      body: '',
      note: 'The description documents no response body for this call.',
      callbacks: [],
    };
  }
  const example = success.examples[0]?.value;
  const recalled = memory
    ? recall(memory, op, request, example, (names) => callbackNotes(op, request, names))
    : undefined;
  const callbacks = callbackNotes(op, request, recalled?.names);
  const notes = [
    missing.length
      ? `The mock needs no key (${missing.join(', ')} left empty); Testnet and Mainnet will need them.`
      : '',
    callbacks.length
      ? 'This call is asynchronous: the answer says the transaction is pending, and the final outcome is sent later to the callback described below.'
      : '',
    ...(recalled?.notes ?? []),
  ].filter(Boolean);
  return answerFrom(success, recalled ? recalled.value : example, notes.join(' ') || undefined, [
    ...callbacks,
    ...(recalled?.sent ?? []),
  ]);
}
