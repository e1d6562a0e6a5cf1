/**
 * The Postman collection the build publishes, run with newman against a mock
 * of the description (Prism): every request, as converted, is accepted.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {buildPostmanCollection, type PostmanCollection} from '../../src/plugins/openapi/postman';
import {specPath, mockServerFor, type MockServer} from '../support/mockServer';

const run = promisify(execFile);
const newmanBin = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'newman');

type Execution = {item: {name: string}; response?: {code: number}; requestError?: {message: string}};

let mock: MockServer;
let collection: PostmanCollection;
let workDir: string;

test.describe('Postman collection', () => {
  test.describe.configure({mode: 'serial', timeout: 120_000});

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    workDir = await mkdtemp(path.join(tmpdir(), 'postman-'));
    [mock, collection] = await Promise.all([mockServerFor(), buildPostmanCollection(specPath)]);
  });

  test.afterAll(async () => {
    await mock?.stop();
    if (workDir) await rm(workDir, {recursive: true, force: true});
  });

  test('is v2.1 with a folder per tag, credentials and server variables', () => {
    expect(collection.info.schema).toBe(
      'https://schema.getpostman.com/json/collection/v2.1.0/collection.json',
    );
    const {tags} = loadOpenApi(specPath) as {tags: Array<{name: string}>};
    expect(collection.item.map((folder) => folder.name)).toEqual(tags.map((tag) => tag.name));
    const variables = Object.fromEntries((collection.variable ?? []).map((v) => [v.key, v.value]));
    expect(variables).toMatchObject({
      baseUrl: '{{testnetBaseUrl}}',
      testnetBaseUrl: 'https://service-testnet.maschain.com',
      mainnetBaseUrl: 'https://service.maschain.com',
      clientId: '',
      clientSecret: '',
    });
    const requests = collection.item.flatMap((folder) => folder.item ?? []).map((item) => item.request!);
    expect(requests).toHaveLength(127);
    for (const request of requests) {
      expect(request.header).toEqual(
        expect.arrayContaining([
          {key: 'client_id', value: '{{clientId}}'},
          {key: 'client_secret', value: '{{clientSecret}}'},
        ]),
      );
    }
    expect(requests.filter((r) => r.auth?.type === 'bearer')).toHaveLength(2);
  });

  test('newman runs every request and the mock accepts each one', async () => {
    // Postman asks the reader to pick each file; here every file field gets one.
    const upload = path.join(workDir, 'Upload.sol');
    await writeFile(upload, 'pragma solidity ^0.8.0;\n');
    const runnable = JSON.parse(
      JSON.stringify(collection).replace(/"src":\[\]/g, JSON.stringify({src: upload}).slice(1, -1)),
    );
    await writeFile(path.join(workDir, 'collection.json'), JSON.stringify(runnable));
    const report = path.join(workDir, 'report.json');
    const vars = {
      testnetBaseUrl: mock.url,
      mainnetBaseUrl: mock.url,
      clientId: 'newman-client',
      clientSecret: 'sk_newman',
      accessToken: 'newman-token',
    };
    await run(
      newmanBin,
      [
        'run',
        'collection.json',
        ...Object.entries(vars).flatMap(([k, v]) => ['--env-var', `${k}=${v}`]),
        '--reporters',
        'json',
        '--reporter-json-export',
        report,
        '--suppress-exit-code',
      ],
      {cwd: workDir, maxBuffer: 1 << 24},
    );
    const {run: result} = JSON.parse(await readFile(report, 'utf8')) as {run: {executions: Execution[]}};
    expect(result.executions).toHaveLength(127);
    const rejected = result.executions
      .filter((e) => !e.response || e.response.code < 200 || e.response.code >= 300)
      .map((e) => `${e.item.name}: ${e.response?.code ?? e.requestError?.message}`);
    expect(rejected).toEqual([]);
  });

  test('is the same file on every build, with no made-up values', async () => {
    const [first, second] = [collection, await buildPostmanCollection(specPath)].map((c) =>
      JSON.stringify(c, null, 1).split('\n'),
    );
    const at = first.findIndex((line, i) => line !== second[i]);
    expect(at === -1 ? null : `line ${at}: ${first[at]} / ${second[at]}`).toBeNull();
    expect(second.length).toBe(first.length);
    const queries = JSON.stringify(collection.item).match(/"key":"page","value":"[^"]*"/g) ?? [];
    expect(queries.length).toBeGreaterThan(0);
    // `page` has no example in the description: the reader fills it in.
    expect(new Set(queries)).toEqual(new Set(['"key":"page","value":""']));
  });
});
