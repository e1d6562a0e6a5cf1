// The bench's results file: results.md beside this module, which the search
// README links to. Each part of the bench replaces its own section and keeps the
// others (`npm run bench -- search relevance` leaves the speed figures as they were).
import {readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';

const file = path.join(import.meta.dirname, 'results.md');
const HEADER =
  '# Search bench results\n\nWritten by `npm run bench -- search` (scripts/bench/search/index.mjs); do not edit by hand.\n' +
  'How the figures are made, and how the sealed queries are kept: README.md beside this file.\n';
const ORDER = ['Relevance', 'Speed', 'Scale'];

async function sections() {
  const text = await readFile(file, 'utf8').catch(() => '');
  const found = {};
  for (const part of text.split(/^## /m).slice(1)) {
    const [title, ...body] = part.split('\n');
    found[title.trim()] = body.join('\n').trim();
  }
  return found;
}

/** Replaces one section (`Relevance`, `Speed` or `Scale`) of results.md, stamped with the date. */
export async function saveSection(title, markdown) {
  const found = await sections();
  found[title] =
    `Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC.\n\n${markdown.trim()}`;
  const body = ORDER.filter((name) => found[name]).map((name) => `## ${name}\n\n${found[name]}\n`);
  await writeFile(file, `${HEADER}\n${body.join('\n')}`);
}
