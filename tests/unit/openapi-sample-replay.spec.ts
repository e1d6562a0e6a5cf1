/**
 * Every request sample the site prints (the pages' curl / JavaScript /
 * Python tabs and the Markdown twins' curl, all from one generator) is sent
 * as printed to a mock of the OpenAPI description, with only the credentials
 * filled in, and must be accepted. One interpreter per language runs them all.
 */
import {mkdtemp, rm} from 'node:fs/promises';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {indexOperations, resolveOperation} from '../../src/lib/openapi/build/resolve';
import {buildRequestSamples, type SampleLanguage} from '../../src/lib/openapi/samples';
import type {ResolvedOperation} from '../../src/lib/openapi/types';
import {specPath, startMockServer, type MockServer} from '../support/mockServer';
import {createUploads, filledIn, rejected, replayers, type Replay} from '../support/replaySamples';

const doc = loadOpenApi(specPath);
const operations: ResolvedOperation[] = [...indexOperations(doc).keys()].map((id) =>
  resolveOperation(doc, id),
);

let mock: MockServer;
let workDir: string;

function replays(language: SampleLanguage): Replay[] {
  return operations.map((op) => ({
    operationId: op.operationId,
    sample: filledIn(
      buildRequestSamples(op)[language],
      op.servers.map((server) => server.url),
      mock.url,
    ),
  }));
}

test.describe('request samples replayed against a mock of the description', () => {
  test.describe.configure({mode: 'serial', timeout: 180_000});

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    workDir = await mkdtemp(path.join(tmpdir(), 'sample-replay-'));
    await createUploads(
      workDir,
      operations.flatMap((op) => Object.values(buildRequestSamples(op))),
    );
    mock = await startMockServer();
  });

  test.afterAll(async () => {
    await mock?.stop();
    if (workDir) await rm(workDir, {recursive: true, force: true});
  });

  for (const [language, replay] of replayers) {
    test(language, async () => {
      const outcomes = await replay(workDir, replays(language));
      expect(outcomes).toHaveLength(operations.length);
      expect(rejected(outcomes)).toEqual([]);
    });
  }
});
