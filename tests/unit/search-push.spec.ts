import {test, expect} from '@playwright/test';
import {createServer, type IncomingMessage, type Server} from 'node:http';
import type {AddressInfo} from 'node:net';
import {execFile} from 'node:child_process';
import {mkdtemp, writeFile} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

type Received = {method: string; path: string; apiKey: string | undefined; body: unknown};

/** Stands in for the Algolia API: records each call and answers like Algolia would. */
function startFakeAlgolia(): Promise<{server: Server; url: string; received: Received[]}> {
  const received: Received[] = [];
  let taskID = 0;
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(request.url!, 'http://x').pathname;
    received.push({
      method: request.method!,
      path,
      apiKey: request.headers['x-algolia-api-key'] as string | undefined,
      body: text ? JSON.parse(text) : null,
    });
    response.setHeader('content-type', 'application/json');
    taskID += 1;
    if (request.method === 'GET' && /\/task\//.test(path)) {
      response.end(JSON.stringify({status: 'published', pendingTask: false}));
    } else if (path.endsWith('/batch')) {
      response.end(JSON.stringify({taskID, objectIDs: []}));
    } else {
      response.end(JSON.stringify({taskID, updatedAt: new Date().toISOString()}));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address() as AddressInfo;
      resolve({server, url: `http://127.0.0.1:${port}`, received});
    }),
  );
}

test('search:push replaces the index atomically through a temporary index, then its synonyms, with the admin key', async () => {
  const fake = await startFakeAlgolia();
  try {
    const records = Array.from({length: 3}, (_, i) => ({objectID: `/page#${i}`, content: `record ${i}`}));
    const indexFile = path.join(await mkdtemp(path.join(tmpdir(), 'search-push-')), 'search-index.json');
    const synonyms = [
      ['api key', 'client id'],
      ['testnet', 'staging'],
    ];
    await writeFile(indexFile, JSON.stringify({version: 2, synonyms, records}));
    const {stdout} = await run('node', ['scripts/search/push.mjs', indexFile], {
      env: {
        ...process.env,
        ALGOLIA_APP_ID: 'TESTAPP',
        ALGOLIA_ADMIN_KEY: 'admin-key',
        ALGOLIA_INDEX_NAME: 'maschain',
        ALGOLIA_HOSTS: fake.url,
      },
    });
    expect(stdout).toContain(
      'Replaced the records of maschain with 3 records, and its synonyms with 2 groups.',
    );
    const writes = fake.received.filter((call) => call.method !== 'GET');
    expect(writes.every((call) => call.apiKey === 'admin-key')).toBe(true);

    const [copy, batch] = writes;
    const synonymBatch = writes.at(-1);
    const move = writes.at(-2);
    expect(synonymBatch!.path).toBe('/1/indexes/maschain/synonyms/batch');
    expect(synonymBatch!.body).toEqual([
      {objectID: 'site-synonyms-0', type: 'synonym', synonyms: ['api key', 'client id']},
      {objectID: 'site-synonyms-1', type: 'synonym', synonyms: ['testnet', 'staging']},
    ]);
    expect(copy!.path).toBe('/1/indexes/maschain/operation');
    expect(copy!.body).toMatchObject({
      operation: 'copy',
      destination: expect.stringMatching(/^maschain_tmp_/),
    });
    const tmp = (copy!.body as {destination: string}).destination;
    expect(batch!.path).toBe(`/1/indexes/${tmp}/batch`);
    const requests = (batch!.body as {requests: Array<{action: string; body: unknown}>}).requests;
    expect(requests.map((request) => request.action)).toEqual(['addObject', 'addObject', 'addObject']);
    expect(requests.map((request) => request.body)).toEqual(records);
    expect(move!.path).toBe(`/1/indexes/${tmp}/operation`);
    expect(move!.body).toMatchObject({operation: 'move', destination: 'maschain'});
  } finally {
    fake.server.close();
  }
});

test('search:push explains what is missing instead of failing obscurely', async () => {
  const env = {...process.env, ALGOLIA_APP_ID: '', ALGOLIA_ADMIN_KEY: '', ALGOLIA_INDEX_NAME: 'maschain'};
  const error = await run('node', ['scripts/search/push.mjs'], {env}).catch((failure) => failure);
  expect(error.code).toBe(2);
  expect(error.stderr).toContain('search:push needs ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY in the environment.');
});
