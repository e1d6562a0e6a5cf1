/** Writes the prebuilt index, and the records file `npm run search:push` reads, into a directory. */
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {postingsFile, recordsFile} from '../../../lib/search/engine/format';
import {
  SEARCH_INDEX_PATH,
  SEARCH_RECORDS_PATH,
  SEARCH_RECORDS_VERSION,
  type SearchRecord,
  type SearchRecordsFile,
  type SynonymGroup,
} from '../../../lib/search/types';
import {buildIndexFiles} from '../../../lib/search/engine/indexFiles';
import type {ApiOperation} from '../../../lib/search/engine/operations';
import type {ReaderQueries} from '../../../lib/search/engine/pageModel';

export async function writeSearchIndex(
  outDir: string,
  records: SearchRecord[],
  synonyms: SynonymGroup[],
  operations: ApiOperation[] = [],
  readerQueries: ReaderQueries = {},
): Promise<void> {
  const {head, shards, chunks} = buildIndexFiles(records, synonyms, {operations, readerQueries});
  // Files of an earlier index (the dev server writes again on each change) go first.
  await rm(path.join(outDir, path.dirname(postingsFile(head, 0))), {recursive: true, force: true});
  await mkdir(path.join(outDir, path.dirname(postingsFile(head, 0))), {recursive: true});
  const recordsFileBody: SearchRecordsFile = {
    version: SEARCH_RECORDS_VERSION,
    synonyms,
    records,
    operations,
    readerQueries,
  };
  await Promise.all([
    ...shards.map((shard, k) => writeFile(path.join(outDir, postingsFile(head, k)), JSON.stringify(shard))),
    ...chunks.map((chunk, k) => writeFile(path.join(outDir, recordsFile(head, k)), JSON.stringify(chunk))),
    writeFile(path.join(outDir, SEARCH_RECORDS_PATH), JSON.stringify(recordsFileBody)),
  ]);
  // The head last: it names the files above, which must be in place when it is.
  await writeFile(path.join(outDir, SEARCH_INDEX_PATH), JSON.stringify(head));
}
