/**
 * search_docs answers as the site's search modal does: on the queries of the
 * relevance benchmark, its hits are those of the site's engine over the
 * build's records, with the modal's parameters, in the order DocSearch's
 * modal lists them (by lvl0, then by lvl1, at most four a group).
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {parse} from 'yaml';
import {SearchEngine, type Hit} from '../../src/lib/search/engine';
import {modalOrder} from '../../src/lib/search/modalOrder';
import type {SearchRecordsFile} from '../../src/lib/search/types';
import {buildDir, call, root, stdioClient} from './connect';

const modalUrls = (hits: Hit[]) => modalOrder(hits).map((hit) => hit.url);

let client: Client;
test.beforeAll(async () => {
  client = await stdioClient();
});
test.afterAll(async () => client?.close());

test('the first page of search_docs is the modal first page on the team queries and the tuned set', async () => {
  const file = JSON.parse(
    await readFile(path.join(buildDir, 'search-records.json'), 'utf8'),
  ) as SearchRecordsFile;
  const engine = new SearchEngine(file.records, file.synonyms, file.operations, file.readerQueries);
  // Seen sets only: the sealed set's queries are never read outside the bench's aggregates. The order is one
  // code path whatever the query: the team's own queries and one set written from the facts, about 290 in all,
  // stand for the other seen sets, which would add time and no protection.
  const queries: {q: unknown}[] = [];
  for (const name of ['queries.yaml', 'tuned.yaml']) {
    queries.push(
      ...(parse(await readFile(path.join(root, 'scripts', 'bench', 'search', name), 'utf8')) as []),
    );
  }
  expect(queries.length).toBeGreaterThan(250);
  const differences: string[] = [];
  for (const {q} of queries) {
    const query = String(q);
    const expected = modalUrls(engine.search({query, hitsPerPage: 20}).hits);
    const {hits} = await call<{hits: {url: string}[]}>(client, 'search_docs', {query, limit: 20});
    const got = hits.map((hit) => hit.url);
    if (JSON.stringify(got) !== JSON.stringify(expected))
      differences.push(`${query}: ${got[0]} vs ${expected[0]}`);
  }
  expect(differences).toEqual([]);
});
