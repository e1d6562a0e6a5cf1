/** Reads and checks the readers' queries, one file a page (see ../reader-queries/ and ../README.md). */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import type {ReaderQueries} from '../../../lib/search/engine/pageModel';

export async function loadReaderQueries(folder: string): Promise<ReaderQueries> {
  const queries: ReaderQueries = {};
  const files = (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort();
  for (const name of files) {
    const file = path.join(folder, name);
    const content: unknown = parse(await readFile(file, 'utf8'));
    const {page, queries: list} = (content ?? {}) as {page?: unknown; queries?: unknown};
    const isValid =
      typeof page === 'string' &&
      page.startsWith('/') &&
      Array.isArray(list) &&
      list.length > 0 &&
      list.every(
        (query) => (typeof query === 'string' || typeof query === 'number') && String(query).trim() !== '',
      );
    if (!isValid) {
      throw new Error(
        `${file}: expected \`page\` (a site path, such as /services/token/pricing) and \`queries\` (a list of what readers type).`,
      );
    }
    if (queries[page]) throw new Error(`${file}: ${page} has another file of readers' queries.`);
    queries[page] = list.map((query) => String(query).trim());
  }
  return queries;
}
