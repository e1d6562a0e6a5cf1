/** Reads and checks the readers' queries, one file a page (see ../reader-queries/ and ../README.md). */
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {parse} from 'yaml';
import {pathOfUrl} from '../../../lib/search/engine/format';
import type {ReaderQueries} from '../../../lib/search/engine/pageModel';

const SHAPE =
  'expected `page` (a site path, such as /services/token/pricing), `queries` (what readers type when the page as a whole answers them) and `sections` (by anchor, what readers type when that section answers them)';

/** A list of queries as written, or undefined when it is not one. */
function queryList(list: unknown): string[] | undefined {
  const isValid =
    Array.isArray(list) &&
    list.every(
      (query) => (typeof query === 'string' || typeof query === 'number') && String(query).trim() !== '',
    );
  return isValid ? list.map((query) => String(query).trim()) : undefined;
}

/**
 * Readers' queries by what answers them (the page's path, or its path and a section's anchor), and the file each
 * came from, so that the build can name the file of a section the page does not have.
 */
export async function loadReaderQueries(
  folder: string,
): Promise<{queries: ReaderQueries; fileOf: Map<string, string>}> {
  const queries: ReaderQueries = {};
  const fileOf = new Map<string, string>();
  const files = (await readdir(folder)).filter((name) => name.endsWith('.yaml')).sort();
  for (const name of files) {
    const file = path.join(folder, name);
    const content = (parse(await readFile(file, 'utf8')) ?? {}) as Record<string, unknown>;
    const {page, queries: pageQueries = [], sections = {}} = content;
    const sectionEntries =
      sections && typeof sections === 'object' && !Array.isArray(sections)
        ? Object.entries(sections)
        : undefined;
    if (typeof page !== 'string' || !page.startsWith('/') || !queryList(pageQueries) || !sectionEntries) {
      throw new Error(`${file}: ${SHAPE}.`);
    }
    if (fileOf.has(page)) throw new Error(`${file}: ${page} has another file of readers' queries.`);
    const add = (key: string, list: string[] | undefined) => {
      if (!list) throw new Error(`${file}: \`${key}\` is not a list of queries; ${SHAPE}.`);
      queries[key] = list;
      fileOf.set(key, file);
    };
    add(page, queryList(pageQueries));
    for (const [anchor, list] of sectionEntries) add(`${page}#${anchor}`, queryList(list));
  }
  return {queries, fileOf};
}

/**
 * The readers' queries with every section checked against the pages' addresses: a file naming an anchor its page
 * does not have (a heading renamed since) stops the build, naming the file and the anchor.
 */
export function checkedReaderQueries(
  {queries, fileOf}: {queries: ReaderQueries; fileOf: Map<string, string>},
  urls: string[],
): ReaderQueries {
  const addresses = new Set(urls.map(pathOfUrl));
  for (const key of Object.keys(queries)) {
    if (key.includes('#') && !addresses.has(key)) {
      throw new Error(
        `${fileOf.get(key)}: ${key.split('#')[0]} has no section #${key.split('#')[1]}; write one of its headings' anchors.`,
      );
    }
  }
  return queries;
}
