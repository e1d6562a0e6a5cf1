/**
 * Sends the filled-in request from the browser straight to an API address
 * (Testnet or Mainnet), with the reader's credentials as headers and never
 * cookies. A CORS refusal or a network failure comes back as a Failure.
 */
import {bodyKind} from '@site/src/lib/openapi/request';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import {prettyBody, type Answer, type Failure} from '@site/src/lib/openapi/tryIt/answer';
import type {Credentials} from './credentials';
import {urlOf, type FilledRequest} from '@site/src/lib/openapi/tryIt/request';

function requestInit(op: ResolvedOperation, request: FilledRequest, credentials: Credentials): RequestInit {
  const headers = new Headers();
  for (const header of op.security) {
    if (header.name === 'client_id') headers.set('client_id', credentials.clientId);
    else if (header.name === 'client_secret') headers.set('client_secret', credentials.clientSecret);
    else if (header.name === 'Authorization')
      headers.set('Authorization', `Bearer ${credentials.bearerToken}`);
  }
  for (const [name, value] of request.headers) headers.set(name, value);
  let body: BodyInit | undefined;
  const kind = bodyKind(op);
  const values =
    typeof request.body === 'object' && request.body !== null
      ? (request.body as Record<string, unknown>)
      : {};
  const text = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));
  if (kind === 'json' && request.body !== undefined) {
    headers.set('content-type', op.requestBody!.contentType);
    body = JSON.stringify(request.body);
  } else if (kind === 'multipart') {
    const form = new FormData();
    // An array is the same field repeated per item, as the samples send it.
    for (const [name, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) form.append(name, text(item));
    }
    for (const [name, file] of Object.entries(request.files)) form.append(name, file, file.name);
    body = form; // the browser writes content-type with the boundary
  } else if (kind === 'form') {
    body = new URLSearchParams(Object.entries(values).map(([k, v]) => [k, text(v)]));
  } else if (kind === 'raw' && request.body !== undefined) {
    headers.set('content-type', op.requestBody!.contentType);
    body = text(request.body);
  }
  return {
    method: request.method,
    headers,
    body,
    credentials: 'omit',
    cache: 'no-store',
    mode: 'cors',
    referrerPolicy: 'no-referrer',
  };
}

export async function sendLive(
  op: ResolvedOperation,
  request: FilledRequest,
  credentials: Credentials,
  apiBase: string,
  signal: AbortSignal,
): Promise<Answer | Failure> {
  const started = performance.now();
  let response: Response;
  try {
    response = await fetch(urlOf(apiBase, request), {...requestInit(op, request, credentials), signal});
  } catch (error) {
    if (signal.aborted) throw error;
    return {
      message:
        'Your browser could not call the API from this page: the API does not allow calls from this site (CORS), or the network is unreachable. Run the request from a terminal instead:',
    };
  }
  const text = await response.text();
  return {
    status: response.status,
    statusText: response.statusText,
    durationMs: Math.round(performance.now() - started),
    headers: [...response.headers.entries()],
    body: prettyBody(text),
    callbacks: [],
  };
}
