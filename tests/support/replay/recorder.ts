/**
 * A recording proxy in front of the mock. Each sample calls
 * `<proxy>/<language>/<operationId>` in place of the API host, so one
 * process per language can run every sample and each call is still known:
 * the proxy keeps what arrived (method, path, query, headers, body) and what
 * the mock answered (status, Prism's violations), then the tests compare each
 * language's request with curl's. A request that sends just what the
 * reference language (curl, run first) sent gets the mock's answer to it
 * again: the mock answers the same request the same way, and is slow.
 */
import {createServer, request as httpRequest, type IncomingMessage} from 'node:http';
import type {AddressInfo} from 'node:net';
import {differences, sent} from './compare';

export type Recorded = {
  method: string;
  path: string;
  query: string;
  headers: Record<string, string>;
  body: Buffer;
  status: number;
  violations: string;
  /** The mock's answer, kept to answer the same request again. */
  answer?: {contentType: string; body: Buffer};
};

export type Recorder = {
  /** The base URL a sample calls for one language and operation. */
  urlFor: (language: string, operationId: string) => string;
  /** What arrived for `language/operationId`, or undefined when the sample sent nothing. */
  get: (language: string, operationId: string) => Recorded | undefined;
  stop: () => Promise<void>;
};

function read(stream: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function flatHeaders(message: IncomingMessage): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.headers))
    if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : value;
  return out;
}

export async function startRecorder(mockUrl: string, reference = 'curl'): Promise<Recorder> {
  const calls = new Map<string, Recorded>();
  const mock = new URL(mockUrl);
  const server = createServer(async (req, res) => {
    const body = await read(req);
    const url = new URL(req.url ?? '/', 'http://recorder');
    const [, language = '', operationId = '', ...rest] = url.pathname.split('/');
    const path = `/${rest.join('/')}`;
    const headers = flatHeaders(req);
    const call = {method: req.method ?? '', path: decodeURIComponent(path), query: url.search, headers, body};
    const known = language === reference ? undefined : calls.get(`${reference}/${operationId}`);
    if (known?.answer && !differences(sent({...call, status: 0, violations: ''}), sent(known)).length) {
      calls.set(`${language}/${operationId}`, {...call, status: known.status, violations: known.violations});
      res.writeHead(known.status, {'content-type': known.answer.contentType});
      res.end(known.answer.body);
      return;
    }
    const forwarded = httpRequest(
      {
        host: mock.hostname,
        port: mock.port,
        method: req.method,
        path: `${path}${url.search}`,
        headers: {...headers, host: mock.host, 'content-length': String(body.length), connection: 'close'},
      },
      async (answer) => {
        const answerBody = await read(answer);
        const contentType = answer.headers['content-type'] ?? 'text/plain';
        calls.set(`${language}/${operationId}`, {
          ...call,
          status: answer.statusCode ?? 0,
          violations: String(answer.headers['sl-violations'] ?? ''),
          answer: {contentType, body: answerBody},
        });
        res.writeHead(answer.statusCode ?? 502, {'content-type': contentType});
        res.end(answerBody);
      },
    );
    forwarded.on('error', (error) => {
      res.writeHead(502);
      res.end(String(error));
    });
    forwarded.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as AddressInfo;
  return {
    urlFor: (language, operationId) => `http://127.0.0.1:${port}/${language}/${operationId}`,
    get: (language, operationId) => calls.get(`${language}/${operationId}`),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
