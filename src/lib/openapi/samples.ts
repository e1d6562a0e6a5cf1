/**
 * Request samples in every language of ./sampleLanguages, written by
 * @readme/httpsnippet from one HAR request. What is this site's own stays
 * here: the request a sample sends (default server, path and query with
 * `<placeholder>` values to fill in, credential headers, the body example, a
 * file field as a path to upload), and keeping those placeholders readable.
 */
import {HTTPSnippet, type HarRequest} from '@readme/httpsnippet';
import {bodyKind, formFields, requestHeaders, sampleBaseUrl, sampleBody, sampleQuery} from './request';
import {sampleLanguage, sampleLanguages, type RequestSamples, type SampleLanguage} from './sampleLanguages';
import type {ResolvedOperation} from './types';

export {sampleLanguages, type RequestSamples, type SampleLanguage} from './sampleLanguages';
export {formatJson} from './formatJson';

type PostData = NonNullable<HarRequest['postData']>;

function postData(op: ResolvedOperation): PostData | undefined {
  const mimeType = op.requestBody?.contentType;
  if (!mimeType) return undefined;
  const body = sampleBody(op);
  switch (bodyKind(op)) {
    case 'json':
      return body === undefined ? undefined : {mimeType, text: JSON.stringify(body)};
    case 'multipart':
    case 'form':
      return {
        mimeType,
        params: formFields(op).map((f) =>
          f.file ? {name: f.name, fileName: f.value} : {name: f.name, value: f.value},
        ),
      };
    default:
      return body === undefined
        ? undefined
        : {mimeType, text: typeof body === 'string' ? body : JSON.stringify(body)};
  }
}

/**
 * Languages whose HTTP client writes a multipart body and its content-type
 * (with the boundary) itself. For the others the generator writes the body
 * inline and needs the header to add its boundary to.
 */
const multipartClients = new Set<SampleLanguage>(['curl', 'javascript', 'node', 'python', 'csharp']);

/** The call as a HAR request: what every language's sample sends. */
export function harRequest(op: ResolvedOperation, language: SampleLanguage = 'curl'): HarRequest {
  const data = postData(op);
  const clientWritesType = bodyKind(op) === 'multipart' && multipartClients.has(language);
  const headers = requestHeaders(op)
    .filter((h) => !(clientWritesType && h.name.toLowerCase() === 'content-type'))
    .map(({name, value}) => ({name, value}));
  return {
    method: op.method.toUpperCase(),
    url: sampleBaseUrl(op),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: sampleQuery(op).map(([name, value]) => ({name, value})),
    headersSize: -1,
    bodySize: -1,
    ...(data && {postData: data}),
  };
}

/**
 * `%3Cwallet_address%3E` → `<wallet_address>`: a value to fill in, not URL
 * syntax. In the shell a URL with one is quoted, as `<` would redirect; and
 * a text field is `--form-string`, as curl's `--form` reads a value that
 * starts with `<` or `@` from a file (the file fields are `name='@path'`).
 */
function readablePlaceholders(code: string, language: string): string {
  const readable = code.replace(/%3C([\w./[\]-]+)%3E/gi, '<$1>');
  if (language !== 'curl') return readable;
  return readable
    .replace(/--url ([^'\s]*<[^\s]*)/g, "--url '$1'")
    .replace(/--form (?![^\s=]+='@)/g, '--form-string ');
}

/** The request as one language's code. */
export function buildRequestSample(op: ResolvedOperation, language: SampleLanguage): string {
  const {target, client} = sampleLanguage(language);
  const [code] = new HTTPSnippet(harRequest(op, language)).convert(target, client) as string[];
  return readablePlaceholders(code ?? '', language);
}

export function buildRequestSamples(op: ResolvedOperation): RequestSamples {
  return Object.fromEntries(
    sampleLanguages.map(({id}) => [id, buildRequestSample(op, id)] as const),
  ) as RequestSamples;
}
