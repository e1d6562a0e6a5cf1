/**
 * Every request sample the site prints (the pages' curl / JavaScript /
 * Python tabs and the Markdown twins' curl, all from one generator) is sent
 * as printed to a mock of the OpenAPI description, with only the credentials
 * filled in, and must be accepted. One interpreter per language runs them all.
 */
import {execFile} from 'node:child_process';
import {mkdir, mkdtemp, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {indexOperations, resolveOperation} from '../../src/lib/openapi/build/resolve';
import {buildRequestSamples} from '../../src/lib/openapi/samples';
import type {ResolvedOperation} from '../../src/lib/openapi/types';
import {specPath, startMockServer, type MockServer} from '../support/mockServer';

const run = promisify(execFile);
const doc = loadOpenApi(specPath);
const operations: ResolvedOperation[] = [...indexOperations(doc).keys()].map((id) =>
  resolveOperation(doc, id),
);

/** The only values a reader fills in before running a sample. */
const credentials: [string, string][] = [
  ['<client_id>', 'replay-client'],
  ['<client_secret>', 'sk_replay'],
  ['<access_token>', 'replay-token'],
];

let mock: MockServer;
let workDir: string;

/** The sample as the reader would run it: their credentials, and the mock in place of the API host. */
function filledIn(op: ResolvedOperation, sample: string): string {
  let out = sample;
  for (const server of op.servers) out = out.split(server.url).join(mock.url);
  for (const [placeholder, value] of credentials) out = out.split(placeholder).join(value);
  return out;
}

/** Files the multipart samples upload: created where the samples look for them. */
async function createUploads(): Promise<void> {
  const all = operations.flatMap((op) => Object.values(buildRequestSamples(op)));
  const files = new Set(
    all.flatMap((s) => [...s.matchAll(/(?:=@|open\(')(<path\/to\/[^>]+>)/g)].map((m) => m[1])),
  );
  for (const file of files) {
    await mkdir(path.join(workDir, path.dirname(file)), {recursive: true});
    await writeFile(path.join(workDir, file), 'pragma solidity ^0.8.0;\n');
  }
}

type Outcome = {operationId: string; status: number; violations: string};

function parseOutcomes(output: string): Outcome[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('REPLAY\t'))
    .map((line) => {
      const [, operationId = '', status = '0', violations = ''] = line.split('\t');
      return {operationId, status: Number(status), violations};
    });
}

function rejected(outcomes: Outcome[]): string[] {
  return outcomes
    .filter((o) => o.status < 200 || o.status >= 300)
    .map((o) => `${o.operationId}: ${o.status} ${o.violations}`);
}

test.describe('request samples replayed against a mock of the description', () => {
  test.describe.configure({mode: 'serial', timeout: 180_000});

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    workDir = await mkdtemp(path.join(tmpdir(), 'sample-replay-'));
    await createUploads();
    mock = await startMockServer();
  });

  test.afterAll(async () => {
    await mock?.stop();
    if (workDir) await rm(workDir, {recursive: true, force: true});
  });

  test('curl', async () => {
    const script = operations
      .map((op) => {
        const curl = filledIn(op, buildRequestSamples(op).curl);
        // Print the status and Prism's violations instead of the body.
        const report = `--silent --output /dev/null --dump-header headers.txt --write-out 'REPLAY\\t${op.operationId}\\t%{http_code}\\t%header{sl-violations}\\n'`;
        return `${curl} \\\n  ${report}`;
      })
      .join('\n');
    await writeFile(path.join(workDir, 'replay.sh'), script);
    const {stdout} = await run('bash', ['replay.sh'], {cwd: workDir, maxBuffer: 1 << 24});
    const outcomes = parseOutcomes(stdout);
    expect(outcomes).toHaveLength(operations.length);
    expect(rejected(outcomes)).toEqual([]);
  });

  test('JavaScript (fetch)', async () => {
    const blocks = operations.map((op) => {
      const sample = filledIn(op, buildRequestSamples(op).javascript);
      // A file input's File in the browser: a Blob here.
      const files = [
        ...new Set([...sample.matchAll(/form\.append\('[^']+', ([A-Za-z_$][\w$]*)\);/g)].map((m) => m[1])),
      ];
      const uploads = files
        .map((name) => `const ${name} = new Blob(['pragma solidity ^0.8.0;\\n']);`)
        .join('\n');
      return `current = ${JSON.stringify(op.operationId)};\n{\n${uploads}\n${sample}\n}`;
    });
    const prelude = [
      'let current = "";',
      'const realFetch = globalThis.fetch;',
      'globalThis.fetch = async (...args) => {',
      '  const response = await realFetch(...args);',
      "  process.stdout.write(`REPLAY\\t${current}\\t${response.status}\\t${response.headers.get('sl-violations') ?? ''}\\n`);",
      '  return response;',
      '};',
      'console.log = () => {};',
    ].join('\n');
    await writeFile(path.join(workDir, 'replay.mjs'), `${prelude}\n${blocks.join('\n')}\n`);
    const {stdout} = await run(process.execPath, ['replay.mjs'], {cwd: workDir, maxBuffer: 1 << 24});
    const outcomes = parseOutcomes(stdout);
    expect(outcomes).toHaveLength(operations.length);
    expect(rejected(outcomes)).toEqual([]);
  });

  test('Python (requests)', async () => {
    const samples = operations.map((op) => [op.operationId, filledIn(op, buildRequestSamples(op).python)]);
    const prelude = [
      'import builtins, json, sys',
      'import requests',
      'current = ""',
      'real_request = requests.Session.request',
      'def reporting_request(self, *args, **kwargs):',
      '    response = real_request(self, *args, **kwargs)',
      "    sys.stdout.write('REPLAY\\t%s\\t%d\\t%s\\n' % (current, response.status_code, response.headers.get('sl-violations', '')))",
      '    return response',
      'requests.Session.request = reporting_request',
      'builtins.print = lambda *args, **kwargs: None',
      `for current, sample in json.loads(${JSON.stringify(JSON.stringify(samples))}):`,
      '    try:',
      "        exec(sample, {'__name__': '__sample__'})",
      '    except Exception as error:',
      "        sys.stdout.write('REPLAY\\t%s\\t0\\t%s\\n' % (current, repr(error)[:300]))",
    ].join('\n');
    await writeFile(path.join(workDir, 'replay.py'), `${prelude}\n`);
    const python = process.env.PYTHON ?? 'python3';
    const {stdout} = await run(python, ['replay.py'], {cwd: workDir, maxBuffer: 1 << 24});
    const outcomes = parseOutcomes(stdout);
    expect(outcomes).toHaveLength(operations.length);
    expect(rejected(outcomes)).toEqual([]);
  });
});
