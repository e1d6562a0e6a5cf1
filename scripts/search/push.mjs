#!/usr/bin/env node
// Replaces the records of an Algolia index with the ones the last build generated
// (build/search-records.json), atomically: Algolia's replaceAllObjects fills a
// temporary index and moves it over the live one only when it is complete.
// Then replaces the index's synonyms with the groups of the site's synonyms
// file (src/plugins/search/synonyms.yaml), which the build copied into the file.
//
//   ALGOLIA_APP_ID=... ALGOLIA_ADMIN_KEY=... ALGOLIA_INDEX_NAME=maschain npm run search:push
import {readFile} from 'node:fs/promises';
import {algoliasearch} from 'algoliasearch';

/** @param {{appId: string, apiKey: string, indexName: string, records: object[], synonyms: string[][], hosts?: string}} options */
async function pushIndex({appId, apiKey, indexName, records, synonyms, hosts}) {
  const client = algoliasearch(appId, apiKey, hosts ? {hosts: parseHosts(hosts)} : undefined);
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  // Multi-way synonyms, as the embedded search uses them.
  await client.saveSynonyms({
    indexName,
    synonymHit: synonyms.map((group, i) => ({
      objectID: `site-synonyms-${i}`,
      type: 'synonym',
      synonyms: group,
    })),
    replaceExistingSynonyms: true,
  });
  return {count: records.length, synonymCount: synonyms.length};
}

/** "http://127.0.0.1:8080" → the host list the client accepts (used to point at a stand-in server). */
function parseHosts(hosts) {
  return hosts.split(',').map((host) => {
    const url = new URL(host);
    return {url: url.host, protocol: url.protocol.replace(':', ''), accept: 'readWrite'};
  });
}

async function main() {
  const {ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName} = process.env;
  const missing = Object.entries({
    ALGOLIA_APP_ID: appId,
    ALGOLIA_ADMIN_KEY: apiKey,
    ALGOLIA_INDEX_NAME: indexName,
  })
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length) {
    console.error(`search:push needs ${missing.join(', ')} in the environment.`);
    process.exit(2);
  }
  const file = process.argv[2] ?? 'build/search-records.json';
  const index = JSON.parse(
    await readFile(file, 'utf8').catch(() => {
      console.error(`No ${file}: run npm run build first.`);
      process.exit(2);
    }),
  );
  const {count, synonymCount} = await pushIndex({
    appId,
    apiKey,
    indexName,
    records: index.records,
    synonyms: index.synonyms ?? [],
    hosts: process.env.ALGOLIA_HOSTS,
  });
  console.log(
    `Replaced the records of ${indexName} with ${count} records, and its synonyms with ${synonymCount} groups.`,
  );
}

main().catch((error) => {
  console.error(`search:push failed: ${error.message}`);
  process.exit(1);
});
