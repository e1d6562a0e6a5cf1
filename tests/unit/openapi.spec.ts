import {test, expect} from '@playwright/test';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {compileErrors, dereference, parse, validate} from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import expectedOperations from '../fixtures/operations.json';
import {specPath as specFile} from '../support/openApiBundle';

// Contract tests for the OpenAPI 3.1 description of the MasChain REST API that the
// <Endpoint operation="..."/> component renders from, as the build bundles it from its
// sources (openapi/: one file per service and the shared openapi.yaml).

const root = path.resolve(__dirname, '..', '..');
const docsDir = path.join(root, 'docs');

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;
const TAGS = [
  'Wallet Management',
  'Audit Trail',
  'Token Management',
  'Non-Fungible Token Management',
  'e-KYC Management',
  'Custom Smart Contract',
  'Transaction',
];
// Services whose 200 bodies use {message, result}; all others use {status, result}.
const MESSAGE_ENVELOPE_TAGS = new Set(['Custom Smart Contract', 'Transaction']);
// Documented exceptions to the service envelope (top-level user/wallet; status "success").
const ENVELOPE_EXCEPTIONS = new Set(['createSelfCustodianUser', 'transferNftContractOwnership']);

type Json = Record<string, unknown>;
type Media = {schema?: Json; example?: unknown; examples?: Record<string, {value?: unknown}>};
type Operation = {
  operationId?: string;
  tags?: string[];
  summary?: string;
  description?: string;
  'x-doc-pages'?: unknown;
  parameters?: Array<{name: string; in: string; schema?: Json; example?: unknown; description?: string}>;
  requestBody?: {content?: Record<string, Media>};
  responses?: Record<string, {content?: Record<string, Media>; $ref?: string}>;
  callbacks?: Record<string, Record<string, Record<string, Operation>>>;
  security?: Array<Record<string, string[]>>;
};
type Doc = {
  openapi: string;
  info: Json;
  servers?: Array<{url: string; description?: string}>;
  tags?: Array<{name: string; description?: string}>;
  paths: Record<string, Record<string, Operation>>;
  components?: Json & {securitySchemes?: Record<string, Json>};
};
type OpEntry = {method: string; path: string; op: Operation};

function operationsOf(doc: Doc): OpEntry[] {
  const out: OpEntry[] = [];
  for (const [p, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) out.push({method: method.toUpperCase(), path: p, op});
    }
  }
  return out;
}

// Route of a docs file, as Docusaurus serves it (routeBasePath '/', front matter slug wins).
function routeOf(file: string, source: string): string {
  const slug = /^---\n[\s\S]*?^slug:\s*['"]?([^'"\n]+)['"]?\s*$[\s\S]*?\n---/m.exec(source);
  if (slug && slug[1].startsWith('/')) return slug[1].trim();
  const rel = path
    .relative(docsDir, file)
    .replace(/\\/g, '/')
    .replace(/\.mdx$/, '');
  return '/' + rel.replace(/(^|\/)index$/, '');
}

type Placement = {file: string; route: string; operation: string};
function placements(): {pages: Map<string, string>; found: Placement[]} {
  const pages = new Map<string, string>(); // route -> file (relative)
  const found: Placement[] = [];
  const files = readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((f) => f.endsWith('.mdx'))
    .sort();
  for (const f of files) {
    const abs = path.join(docsDir, f);
    const source = readFileSync(abs, 'utf8');
    const rel = path.relative(root, abs).replace(/\\/g, '/');
    const route = routeOf(abs, source);
    pages.set(route, rel);
    // Ignore samples inside fenced code blocks.
    const body = source.replace(/^(```|~~~)[\s\S]*?^\1/gm, '');
    for (const m of body.matchAll(/<Endpoint\b[^>]*?\boperation=(["'])(.*?)\1/g)) {
      found.push({file: rel, route, operation: m[2]});
    }
  }
  return {pages, found};
}

let doc: Doc;
let deref: Doc;

test.beforeAll(async () => {
  doc = (await parse(specFile)) as unknown as Doc;
  deref = (await dereference(structuredClone(doc) as never)) as unknown as Doc;
});

test.describe('the OpenAPI description', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    expect(doc.openapi, 'openapi must be a 3.1.x version').toMatch(/^3\.1\.\d+$/);
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  test('has the title, both servers, the service tags and the API key schemes', () => {
    expect(doc.info.title).toBe('MasChain Enterprise API');
    expect(doc.info.version, 'info.version is missing').toBeTruthy();
    expect(doc.info.description, 'info.description is missing').toBeTruthy();
    expect((doc.servers ?? []).map((s) => s.url)).toEqual([
      'https://service-testnet.maschain.com',
      'https://service.maschain.com',
    ]);
    for (const s of doc.servers ?? [])
      expect(s.description, `server ${s.url} needs a description`).toBeTruthy();
    expect((doc.tags ?? []).map((t) => t.name).sort()).toEqual([...TAGS].sort());
    for (const t of doc.tags ?? []) expect(t.description, `tag ${t.name} needs a description`).toBeTruthy();
    const schemes = doc.components?.securitySchemes ?? {};
    expect(schemes.clientId).toMatchObject({type: 'apiKey', in: 'header', name: 'client_id'});
    expect(schemes.clientSecret).toMatchObject({type: 'apiKey', in: 'header', name: 'client_secret'});
    expect((doc as unknown as {security: unknown}).security).toEqual([{clientId: [], clientSecret: []}]);
  });

  test('holds exactly the fixed operationIds, each on its method and path', () => {
    const actual = operationsOf(doc).map(({method, path: p, op}) => `${method} ${p} ${op.operationId}`);
    const expected = expectedOperations.map((o) => `${o.method} ${o.path} ${o.operationId}`);
    const missing = expected.filter((e) => !actual.includes(e));
    const extra = actual.filter((a) => !expected.includes(a));
    expect(
      missing,
      `operations missing from the OpenAPI description (openapi/services/):\n${missing.join('\n')}`,
    ).toEqual([]);
    expect(extra, `operations not in tests/fixtures/operations.json:\n${extra.join('\n')}`).toEqual([]);
    expect(actual).toHaveLength(127);
  });

  test('every operation has a service tag, summary, description and x-doc-pages', () => {
    const problems: string[] = [];
    for (const {method, path: p, op} of operationsOf(doc)) {
      const id = op.operationId ?? `${method} ${p}`;
      if (!op.tags?.length || !op.tags.every((t) => TAGS.includes(t)))
        problems.push(`${id}: needs one of the service tags`);
      if (!op.summary || op.summary.length > 60)
        problems.push(`${id}: needs a short summary (60 characters at most)`);
      const sentences = (op.description ?? '').split(/(?<=[.!?])\s+(?=[A-Z`(])/).filter(Boolean).length;
      if (sentences < 2 || sentences > 4)
        problems.push(`${id}: description should have 2 to 4 sentences (has ${sentences})`);
      const pages = op['x-doc-pages'];
      if (
        !Array.isArray(pages) ||
        !pages.length ||
        !pages.every((r) => typeof r === 'string' && r.startsWith('/'))
      ) {
        problems.push(
          `${id}: x-doc-pages must list at least one route such as /services/token/token-service`,
        );
      }
      for (const prm of op.parameters ?? []) {
        if (!prm.description || !prm.schema)
          problems.push(`${id}: parameter ${prm.name} needs a description and a schema`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('x-doc-pages only names routes that exist in docs/', () => {
    const {pages} = placements();
    const problems: string[] = [];
    for (const {op} of operationsOf(doc)) {
      for (const r of (op['x-doc-pages'] as string[]) ?? []) {
        if (!pages.has(r))
          problems.push(`${op.operationId}: x-doc-pages lists ${r}, which is not a page in docs/`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('200 responses use the envelope of their service', () => {
    const problems: string[] = [];
    for (const {op} of operationsOf(deref)) {
      const id = op.operationId ?? '';
      if (ENVELOPE_EXCEPTIONS.has(id)) continue;
      const schema = op.responses?.['200']?.content?.['application/json']?.schema;
      const key = MESSAGE_ENVELOPE_TAGS.has(op.tags?.[0] ?? '') ? 'message' : 'status';
      const required = new Set<string>();
      const collect = (s: Json | undefined) => {
        if (!s) return;
        for (const r of (s.required as string[]) ?? []) required.add(r);
        for (const sub of (s.allOf as Json[]) ?? []) collect(sub);
      };
      collect(schema);
      if (!required.has(key) || !required.has('result')) {
        problems.push(`${id}: the 200 body should require {${key}, result}`);
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('asynchronous writes declare a callback on {$request.body#/callback_url}', () => {
    const problems: string[] = [];
    for (const {op} of operationsOf(deref)) {
      const body =
        op.requestBody?.content?.['application/json'] ?? op.requestBody?.content?.['multipart/form-data'];
      const props = (body?.schema?.properties ?? {}) as Json;
      if (!('callback_url' in props)) continue;
      const exprs = Object.values(op.callbacks ?? {}).flatMap((c) => Object.keys(c));
      if (!exprs.includes('{$request.body#/callback_url}')) {
        problems.push(
          `${op.operationId}: takes callback_url but declares no callback on {$request.body#/callback_url}`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('the Bearer-token operations require bearerAuth on top of the API key', () => {
    const schemes = doc.components?.securitySchemes ?? {};
    expect(schemes.bearerAuth).toMatchObject({type: 'http', scheme: 'bearer'});
    const bearer = operationsOf(doc)
      .filter(({op}) => op.security?.some((s) => 'bearerAuth' in s))
      .map(({op}) => op.operationId)
      .sort();
    expect(bearer).toEqual(['callTokenContract', 'executeTokenContract']);
    for (const {op} of operationsOf(doc).filter(({op}) => op.security)) {
      expect(op.security, `${op.operationId} must keep client_id and client_secret`).toEqual([
        {clientId: [], clientSecret: [], bearerAuth: []},
      ]);
    }
  });

  test('every example validates against its schema', () => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    const problems: string[] = [];
    let checked = 0;
    const check = (where: string, schema: Json | undefined, value: unknown) => {
      if (!schema) return;
      checked += 1;
      const validateFn = ajv.compile(schema);
      if (!validateFn(value)) problems.push(`${where}: ${ajv.errorsText(validateFn.errors)}`);
    };
    const checkMedia = (where: string, content: Record<string, Media> | undefined, needExample: boolean) => {
      for (const [type, media] of Object.entries(content ?? {})) {
        const examples = Object.entries(media.examples ?? {}).map(([k, e]) => [k, e.value] as const);
        if (media.example !== undefined) examples.push(['example', media.example]);
        if (needExample && !examples.length) problems.push(`${where} (${type}): has no example`);
        for (const [k, v] of examples) check(`${where} (${type}) example "${k}"`, media.schema, v);
      }
    };
    for (const {op} of operationsOf(deref)) {
      const id = op.operationId;
      for (const prm of op.parameters ?? []) {
        if (prm.example !== undefined) check(`${id} parameter ${prm.name}`, prm.schema, prm.example);
      }
      checkMedia(`${id} request body`, op.requestBody?.content, true);
      for (const [code, response] of Object.entries(op.responses ?? {})) {
        checkMedia(`${id} response ${code}`, response.content, code === '200');
      }
      for (const [name, callback] of Object.entries(op.callbacks ?? {})) {
        for (const item of Object.values(callback)) {
          for (const cbOp of Object.values(item)) {
            checkMedia(`${id} callback ${name}`, cbOp.requestBody?.content, true);
          }
        }
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
    expect(checked).toBeGreaterThan(127);
  });
});

test.describe('docs pages place every operation where x-doc-pages says', () => {
  test('every <Endpoint operation="..."/> names an existing operation', () => {
    const ids = new Set(operationsOf(doc).map(({op}) => op.operationId));
    const problems = placements()
      .found.filter((p) => !ids.has(p.operation))
      .map(
        (p) =>
          `${p.file} places <Endpoint operation="${p.operation}"/> but the OpenAPI description (openapi/services/) has no operation ${p.operation}`,
      );
    expect(problems, problems.join('\n')).toEqual([]);
  });

  test('each operation is placed exactly on the pages its x-doc-pages lists', () => {
    const {pages, found} = placements();
    const byId = new Map(operationsOf(doc).map(({op}) => [op.operationId ?? '', op]));
    const problems: string[] = [];
    for (const [id, op] of byId) {
      for (const route of (op['x-doc-pages'] as string[]) ?? []) {
        const here = found.filter((p) => p.route === route && p.operation === id);
        const file = pages.get(route) ?? `the page for ${route}`;
        if (here.length === 0) {
          problems.push(
            `${file} should place <Endpoint operation="${id}"/> (x-doc-pages of ${id} lists ${route})`,
          );
        } else if (here.length > 1) {
          problems.push(`${file} places <Endpoint operation="${id}"/> ${here.length} times; place it once`);
        }
      }
    }
    for (const p of found) {
      const op = byId.get(p.operation);
      if (!op) continue; // reported by the previous test
      const allowed = (op['x-doc-pages'] as string[]) ?? [];
      if (!allowed.includes(p.route)) {
        problems.push(
          `${p.file} places <Endpoint operation="${p.operation}"/> but ${p.operation} belongs on ${allowed.join(', ')} (x-doc-pages in openapi/services/)`,
        );
      }
    }
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
