/**
 * The Postman collection (v2.1) of the API, converted from the OpenAPI
 * description by openapi-to-postmanv2, then completed where the converter
 * falls short: it keeps one key of a security requirement, so every request
 * gets both API key headers from collection variables, Bearer operations get
 * a Bearer token, and form bodies send exactly the fields the request samples
 * send (repeated fields, file fields).
 */
import path from 'node:path';
import {Worker} from 'node:worker_threads';
import {formFields, sampleQuery} from '../../lib/openapi/request';
import {loadOpenApi} from '../../lib/openapi/build/load';
import {HTTP_METHODS, indexOperations, resolveOperation} from '../../lib/openapi/build/resolve';
import type {ResolvedOperation} from '../../lib/openapi/types';

export const postmanFileName = 'maschain.postman_collection.json';

type Json = Record<string, unknown>;
type PostmanVariable = {key: string; value: string; type?: string; description?: string; disabled?: boolean};
type PostmanRequest = {
  method: string;
  url: {protocol?: string; host?: string[]; path?: string[]; query?: PostmanVariable[]};
  header?: PostmanVariable[];
  body?: Json & {mode?: string};
  auth?: Json | null;
};
type PostmanItem = {
  name: string;
  id?: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
  response?: {id?: string; originalRequest?: {url?: {query?: PostmanVariable[]}; body?: Json}}[];
};
export type PostmanCollection = {
  info: Json;
  item: PostmanItem[];
  variable?: PostmanVariable[];
  auth?: Json;
} & Json;

/** The converter's output for `doc`, from a worker thread (convertWorker.mjs). */
function convert(doc: Record<string, unknown>): Promise<PostmanCollection> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'convertWorker.mjs'), {workerData: doc});
    worker.once('message', (message: {collection?: PostmanCollection; error?: string}) => {
      if (message.collection) resolve(message.collection);
      else reject(new Error(message.error ?? 'The conversion to Postman failed.'));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The Postman converter stopped (exit code ${code}).`)));
  });
}

/** `METHOD /api/x/{id}` of a converted request, whose path reads `api/x/:id`. */
function routeKey(method: string, segments: string[]): string {
  const path = segments.map((s) => (s.startsWith(':') ? `{${s.slice(1)}}` : s)).join('/');
  return `${method.toUpperCase()} /${path}`;
}

function requestsOf(items: PostmanItem[]): PostmanRequest[] {
  return items.flatMap((item) => (item.item ? requestsOf(item.item) : item.request ? [item.request] : []));
}

const variables: PostmanVariable[] = [
  {key: 'testnetBaseUrl', value: '', description: 'Testnet API address.'},
  {key: 'mainnetBaseUrl', value: '', description: 'Mainnet API address.'},
  {
    key: 'baseUrl',
    value: '{{testnetBaseUrl}}',
    description: 'Address every request is sent to: {{testnetBaseUrl}} or {{mainnetBaseUrl}}.',
  },
  {key: 'clientId', value: '', description: 'Client ID of your API key (Enterprise Portal).'},
  {key: 'clientSecret', value: '', description: 'Client secret of the same API key (starts with `sk_`).'},
  {key: 'accessToken', value: '', description: 'Bearer token of the low-level token contract calls.'},
];

/** An operation served by one network only (e-KYC: mainnet) names that network's variable, not a fixed address. */
function useServerVariable(request: PostmanRequest, servers: Map<string, string>): void {
  const {protocol, host = []} = request.url;
  if (!protocol) return;
  const variable = servers.get(`${protocol}://${host.join('.')}`);
  if (!variable)
    throw new Error(`Postman collection: no variable for the server of ${request.method} ${host.join('.')}.`);
  delete request.url.protocol;
  request.url.host = [`{{${variable}}}`];
}

/** A query parameter's own example, or '' for the reader to fill in. */
function exampleOf(op: ResolvedOperation, name: string): string {
  const parameter = op.parameters.find((p) => p.in === 'query' && p.name === name);
  const example = parameter?.example ?? parameter?.schema?.example;
  return example === undefined ? '' : String(example);
}

function complete(request: PostmanRequest, op: ResolvedOperation): void {
  const credentials = new Set(['client_id', 'client_secret', 'authorization']);
  request.header = [
    {key: 'client_id', value: '{{clientId}}'},
    {key: 'client_secret', value: '{{clientSecret}}'},
    ...(request.header ?? []).filter((h) => !credentials.has(h.key.toLowerCase())),
  ];
  const bearer = op.security.some((h) => h.name.toLowerCase() === 'authorization');
  request.auth = bearer
    ? {type: 'bearer', bearer: [{key: 'token', value: '{{accessToken}}', type: 'string'}]}
    : {type: 'noauth'};
  // Optional query parameters are on exactly when the samples send them.
  const sent = new Map(sampleQuery(op));
  for (const query of request.url.query ?? []) {
    query.disabled = !sent.has(query.key);
    if (sent.has(query.key)) query.value = sent.get(query.key) ?? query.value;
    // Without an example the converter makes a value up (page=8928), a different one each build.
    else query.value = exampleOf(op, query.key);
  }
  const mode = request.body?.mode;
  if (mode === 'formdata' || mode === 'urlencoded') {
    const fields = formFields(op).map((f) =>
      f.file ? {key: f.name, type: 'file', src: []} : {key: f.name, value: f.value, type: 'text'},
    );
    request.body = {mode, [mode]: fields};
  }
}

/** Every operation of the description, by `METHOD /path` as a converted request names it. */
function operationsByRoute(doc: Record<string, unknown>): Map<string, ResolvedOperation> {
  const operations = new Map<string, ResolvedOperation>();
  for (const [id, {method, path: route}] of indexOperations(doc)) {
    if (HTTP_METHODS.includes(method as never))
      operations.set(`${method.toUpperCase()} ${route}`, resolveOperation(doc, id));
  }
  return operations;
}

export async function buildPostmanCollection(specPath: string): Promise<PostmanCollection> {
  const doc = loadOpenApi(specPath);
  // The converter works on its own thread while the operations resolve on this one.
  const [collection, operations] = await Promise.all([
    convert(doc),
    Promise.resolve().then(() => operationsByRoute(doc)),
  ]);
  const servers = Array.isArray(doc.servers) ? (doc.servers as {url: string}[]) : [];
  const [testnet, mainnet] = servers.map((s) => s.url);
  const serverVariables = new Map([
    [testnet ?? '', 'testnetBaseUrl'],
    [mainnet ?? '', 'mainnetBaseUrl'],
  ]);
  for (const request of requestsOf(collection.item)) {
    const key = routeKey(request.method, request.url.path ?? []);
    const op = operations.get(key);
    if (!op) throw new Error(`Postman collection: ${key} matches no operation of the description.`);
    useServerVariable(request, serverVariables);
    complete(request, op);
  }
  collection.variable = variables.map((v) =>
    v.key === 'testnetBaseUrl'
      ? {...v, value: testnet ?? ''}
      : v.key === 'mainnetBaseUrl'
        ? {...v, value: mainnet ?? ''}
        : v,
  );
  delete collection.auth;
  reproducible(collection);
  return collection;
}

/**
 * The converter gives the collection, its requests and their example responses random ids, and the
 * requests copied into those examples made-up query and form values, so each build wrote a different file. Ids are
 * optional in the format (Postman gives its own on import); the examples' requests take the request's values.
 */
function reproducible(collection: PostmanCollection): void {
  delete collection.info._postman_id;
  const visit = (items: PostmanItem[]): void => {
    for (const item of items) {
      delete item.id;
      const values = new Map((item.request?.url.query ?? []).map((q) => [q.key, q.value]));
      for (const response of item.response ?? []) {
        delete response.id;
        const original = response.originalRequest;
        for (const query of original?.url?.query ?? []) query.value = values.get(query.key) ?? query.value;
        if (original && item.request?.body) original.body = structuredClone(item.request.body);
      }
      if (item.item) visit(item.item);
    }
  };
  visit(collection.item);
}
