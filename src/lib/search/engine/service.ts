/**
 * The service the query names, when its word is also part of another service's longer name. A reader who writes
 * `tokens` names the area of the platform called by that word (the section name, lvl0, that its pages share:
 * `Token Management`), not the one whose name has it only inside a longer name (`Non-Fungible Token
 * Management`), which the reader names by the rest of it (`nft`, `non-fungible`). When the candidates hold both,
 * the pages of the service named wholly weigh more (WEIGHTS.servicePages): the other meets the word as part of
 * another thing's name, and its pages as often use the word of that thing (`Identify the token with nft_id`).
 */
import type {SearchRecord} from '../types';
import type {TermMeets} from './meets';
import type {Rank} from './ranking';
import type {IndexStore} from './store';
import {WEIGHTS} from './weights';

/** Words that say what kind of area a name is, not which: the reader leaves them out (`token api`). */
const KIND_WORDS = new Set(['management', 'service', 'services', 'api']);

const nameWords = (name: string) =>
  name
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word && !KIND_WORDS.has(word));

/**
 * The services (lvl0 names) whose pages weigh more: named wholly by the query's terms met in the name, while another
 * candidate's service name has all of their words and more, and is met only in part.
 */
export function namedServices(candidates: Rank[], store: IndexStore, meets: TermMeets[]): Set<string> {
  const whole = new Map<string, string[]>();
  const partial: string[][] = [];
  const seen = new Set<string>();
  for (const {index} of candidates) {
    const name = store.record(index).hierarchy.lvl0;
    if (!name || seen.has(name)) continue;
    seen.add(name);
    const words = nameWords(name);
    const met = meets.filter((termMeets) => termMeets.has(index) && termMeets.inName(index)).length;
    if (words.length === 0 || met === 0) continue;
    if (met >= words.length) whole.set(name, words);
    else partial.push(words);
  }
  const named = new Set<string>();
  for (const [name, words] of whole) {
    if (
      partial.some((longer) => longer.length > words.length && words.every((word) => longer.includes(word)))
    )
      named.add(name);
  }
  return named;
}

/** The score's factor for a record of a named service (namedServices). */
export const inService = (record: SearchRecord, {services}: {services: Set<string>}): number =>
  record.hierarchy.lvl0 && services.has(record.hierarchy.lvl0) ? 1 + WEIGHTS.servicePages : 1;
