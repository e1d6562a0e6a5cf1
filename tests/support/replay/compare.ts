/**
 * What a recorded call sent, in a form two languages can be compared by:
 * method, path, query pairs, the headers the sample sets (not those every
 * client adds on its own), and the body parsed by its type, so that key
 * order, whitespace and multipart boundaries do not count.
 */
import type {Recorded} from './recorder';

/** Headers a client or its transport adds by itself; a sample does not write them. */
const transport = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'connection',
  'content-length',
  'expect',
  'host',
  'http2-settings',
  'keep-alive',
  'pragma',
  'sec-fetch-mode',
  'transfer-encoding',
  'upgrade',
  'user-agent',
]);

export type Sent = {
  method: string;
  path: string;
  query: [string, string][];
  headers: Record<string, string>;
  body: unknown;
};

function mediaType(headers: Record<string, string>): string {
  return (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A multipart body as [name, value] pairs in order; a file part as [name, {file: its content}]. */
function multipartParts(body: Buffer, contentType: string): [string, unknown][] {
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  if (!boundary) return [['(no boundary)', body.toString()]];
  return (
    body
      .toString('latin1')
      .split(`--${boundary}`)
      .slice(1, -1)
      .map((part) => {
        const [head = '', ...rest] = part.replace(/^\r\n/, '').split('\r\n\r\n');
        const value = rest.join('\r\n\r\n').replace(/\r\n$/, '');
        // Quoted or not (Mono writes `name=field`); not the `name` inside `filename`.
        const name = /(?:^|[;\s])name="?([^";\r\n]*)"?/i.exec(head)?.[1] ?? '';
        return [name, /filename=/i.test(head) ? {file: value} : value] as [string, unknown];
      })
      // The order of the parts carries nothing (requests sends files last); a repeated field keeps its order.
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  );
}

function parsedBody(call: Recorded): unknown {
  if (!call.body.length) return undefined;
  const type = mediaType(call.headers);
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      return JSON.parse(call.body.toString());
    } catch {
      return call.body.toString();
    }
  }
  if (type === 'multipart/form-data') return multipartParts(call.body, call.headers['content-type'] ?? '');
  if (type === 'application/x-www-form-urlencoded') return [...new URLSearchParams(call.body.toString())];
  return call.body.toString();
}

export function sent(call: Recorded): Sent {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(call.headers).sort(([a], [b]) => a.localeCompare(b))) {
    if (!transport.has(name)) headers[name] = name === 'content-type' ? mediaType(call.headers) : value;
  }
  return {
    method: call.method,
    path: call.path,
    query: [...new URLSearchParams(call.query)],
    headers,
    body: parsedBody(call),
  };
}

/** A file part compares by its name: the generator writes some languages' uploads inline, empty. */
function withoutFileContent(body: unknown): unknown {
  if (!Array.isArray(body)) return body;
  return body.map((pair: unknown) => {
    if (!Array.isArray(pair)) return pair;
    const [name, value] = pair as [string, unknown];
    const file = typeof value === 'object' || (typeof value === 'string' && /^<path\/to\//.test(value));
    return file ? [name, 'file'] : pair;
  });
}

/** The parts of `call` that differ from `reference`, each with both values; none when they send the same. */
export function differences(call: Sent, reference: Sent): string[] {
  const keys = ['method', 'path', 'query', 'headers'] as const;
  const differ: string[] = keys
    .filter((key) => JSON.stringify(call[key]) !== JSON.stringify(reference[key]))
    .map((key) => `${key} ${JSON.stringify(call[key])} ≠ ${JSON.stringify(reference[key])}`);
  const [body, referenceBody] = [withoutFileContent(call.body), withoutFileContent(reference.body)];
  if (JSON.stringify(body) !== JSON.stringify(referenceBody))
    differ.push(`body ${JSON.stringify(body)} ≠ ${JSON.stringify(referenceBody)}`);
  return differ;
}
