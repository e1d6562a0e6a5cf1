/** Reads and checks the synonyms file (see ../synonyms.yaml). */
import {readFile} from 'node:fs/promises';
import {parse} from 'yaml';
import type {SynonymGroup} from '../../../lib/search/types';

export async function loadSynonyms(file: string): Promise<SynonymGroup[]> {
  const text = await readFile(file, 'utf8');
  const groups: unknown = parse(text) ?? [];
  const isValid =
    Array.isArray(groups) &&
    groups.every(
      (group) =>
        Array.isArray(group) &&
        group.length >= 2 &&
        group.every((entry) => typeof entry === 'string' && entry.trim() !== ''),
    );
  if (!isValid) {
    throw new Error(`${file}: expected a list of groups, each a list of two or more words or phrases.`);
  }
  return (groups as string[][]).map((group) => group.map((entry) => entry.trim().toLowerCase()));
}
