/** Reads and checks the readers' queries, one file a page (see ../reader-queries/ and ../README.md). */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import {pathOfUrl} from '../../../lib/search/engine/format';
import {pageOfKey, type ReaderQueries} from '../../../lib/search/engine/pageModel';

const SHAPE =
  'expected `page` (a site path, such as /services/token/pricing), `queries` (what readers type when the page as a whole answers them) and `sections` (by anchor, what readers type when that section answers them)';

/** A key left out or empty (`sections:` with nothing under it) reads as nothing there. */
const orEmpty = (value: unknown, empty: unknown): unknown =>
  value === undefined || value === null || value === '' ? empty : value;

/** The queries of a list, or a message saying what is wrong with it. */
function queryList(list: unknown, key: string): string[] | string {
  if (!Array.isArray(list)) return `\`${key}\` is not a list of queries`;
  const bad = list.findIndex((query) => typeof query !== 'string' || query.trim() === '');
  if (bad >= 0)
    return `\`${key}\`'s query ${bad + 1} is not a query (write each as text on a line of its own)`;
  return list.map((query: string) => query.trim());
}

/**
 * Readers' queries by what answers them (the page's path, or its path and a section's anchor), and the file each
 * came from, so that the build can name the file of a page or section the site does not have. Every value is read
 * as written (YAML's failsafe schema): an anchor `007` or a query `1.50` stays as it is.
 */
export async function loadReaderQueries(
  folder: string,
): Promise<{queries: ReaderQueries; fileOf: Map<string, string>}> {
  const queries: ReaderQueries = {};
  const fileOf = new Map<string, string>();
  const files = (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort();
  for (const name of files) {
    const file = path.join(folder, name);
    let content: Record<string, unknown>;
    try {
      content = (parse(await readFile(file, 'utf8'), {schema: 'failsafe'}) ?? {}) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`${file}: ${(error as Error).message}`, {cause: error});
    }
    const {page} = content;
    const sections = orEmpty(content.sections, {});
    if (
      typeof page !== 'string' ||
      !page.startsWith('/') ||
      typeof sections !== 'object' ||
      Array.isArray(sections)
    ) {
      throw new Error(`${file}: ${SHAPE}.`);
    }
    if (fileOf.has(page)) throw new Error(`${file}: ${page} has another file of readers' queries.`);
    const add = (key: string, list: unknown, label: string) => {
      const read = queryList(list, label);
      if (typeof read === 'string') throw new Error(`${file}: ${read}; ${SHAPE}.`);
      queries[key] = read;
      fileOf.set(key, file);
    };
    add(page, orEmpty(content.queries, []), 'queries');
    for (const [anchor, list] of Object.entries(sections as Record<string, unknown>)) {
      if (anchor.startsWith('#')) throw new Error(`${file}: write the section \`${anchor}\` without its #.`);
      if (Array.isArray(list) && list.length === 0)
        throw new Error(`${file}: section \`${anchor}\` has no queries.`);
      add(`${page}#${anchor}`, list, anchor);
    }
  }
  return {queries, fileOf};
}

/**
 * The readers' queries with every page and section checked against the records' addresses: a file naming a page
 * the site does not index, or an anchor its page does not have (a heading renamed since), stops the build, naming
 * the file and the page or the anchor.
 */
export function checkedReaderQueries(
  {queries, fileOf}: {queries: ReaderQueries; fileOf: Map<string, string>},
  urls: string[],
): ReaderQueries {
  const addresses = new Set(urls.map(pathOfUrl));
  for (const key of Object.keys(queries)) {
    if (addresses.has(key)) continue;
    const page = pageOfKey(key);
    const anchor = key.slice(page.length + 1);
    throw new Error(
      addresses.has(page)
        ? `${fileOf.get(key)}: ${page} has no section #${anchor}; write one of its headings' anchors.`
        : `${fileOf.get(key)}: ${page} is not a page of the site's search index.`,
    );
  }
  return queries;
}
