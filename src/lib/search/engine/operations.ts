/**
 * What the API description knows about the sections that show an endpoint: each operation's action
 * and object, read from its operationId (`updateWalletCategory`: update, wallet category), and the
 * verb its description opens with (`Changes a wallet category's name`). At build time each
 * operation is tied to the section that states its endpoint line (`PUT /api/…`); at query time a
 * section whose object the query names wholly is the operation the reader means, and one whose object
 * has a word more than the query names is a sibling's (a wallet category's, when the reader asked
 * about a wallet).
 */
import type {Term} from './query';
import {ENDPOINT_LINE} from './ranking';
import {WEIGHTS} from './weights';
import {indexWords, stem, tokenize} from './words';

/** An operation of the OpenAPI description, as the records file carries it. */
export type ApiOperation = {
  method: string;
  path: string;
  operationId: string;
  description?: string;
};

/**
 * The operations in the index's head, flat and in order of section: per operation, how many sections after
 * the previous operation's its section is, then its action words (the first is the operationId's verb),
 * a `|`, and its object's words. Flat and delta-coded, as it is in the head every reader fetches first.
 */
export type StoredOperations = Array<number | string>;

/** `updateWalletCategory` → update, wallet, category; `listWalletSmartContractsV2` → …, contracts, v2. */
export function idWords(operationId: string): string[] {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The word a text opens with, when it is a verb in the third person (`Creates`, `Switches`): what the call does. */
function openingVerb(text: string | undefined): string | null {
  const first = tokenize(text ?? '')[0];
  return first && /^[a-z]{3,}s$/.test(first) && !first.endsWith('ss') ? first : null;
}

/** The stored form of an operation: its action words (the id's verb, the description's), a `|`, then its object. */
export function storedWords(operation: ApiOperation): string {
  const [verb = '', ...object] = idWords(operation.operationId);
  // The description's verb only when it is another word than the id's (`lists` is `list`).
  const described = openingVerb(operation.description);
  const actions = described && stem(described) !== stem(verb) ? `${verb} ${described}` : verb;
  return `${actions}|${object.join(' ')}`;
}

/** `METHOD /path` of a record's endpoint line, or null: how a section is tied to its operation. */
export function endpointKey(content: string | null): string | null {
  if (!content || !ENDPOINT_LINE.test(content)) return null;
  const [method, address] = content.split(/\s+/);
  const path = address?.replace(/^https?:\/\/[^/]+/, '');
  return method && path ? `${method.toUpperCase()} ${path}` : null;
}

/**
 * Per endpoint (`METHOD /path`), the index words of its operation's actions: the API's verb and the verbs its
 * description opens with, which the page may not use. Its object is in the section's heading already.
 */
export function operationWordsByEndpoint(operations: ApiOperation[]): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const operation of operations) {
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    words.set(key, [...(words.get(key) ?? []), ...indexWords(storedWords(operation).split('|')[0]!)]);
  }
  return words;
}

/** The head's operations: each operation of the description with the sections that state its endpoint. */
export function storedOperations(
  operations: ApiOperation[],
  sectionsByEndpoint: Map<string, number[]>,
): StoredOperations {
  const tied: Array<[number, string]> = [];
  for (const operation of operations) {
    const key = `${operation.method.toUpperCase()} ${operation.path}`;
    for (const section of sectionsByEndpoint.get(key) ?? []) tied.push([section, storedWords(operation)]);
  }
  let previous = 0;
  return tied
    .sort((a, b) => a[0] - b[0])
    .flatMap(([section, words]) => {
      const delta = section - previous;
      previous = section;
      return [delta, words];
    });
}

/** An operation as the query side reads it: the stems of its action words and of its object. */
type Operation = {actions: string[]; object: string[]};

/**
 * How well a section's operation fits a query (`operationFactor`). An operation whose object the query names
 * only in part (a wallet category's, when the reader names a wallet) is a sibling's and gains nothing.
 */
export const Fit = {
  /** Not an operation's section, or the query does not name the whole of its object. */
  None: 0,
  /** The query names the object wholly. */
  Object: 1,
  /** The object wholly and the action. */
  Task: 2,
} as const;
export type Fit = (typeof Fit)[keyof typeof Fit];

/** A word of the object is named by the same stem, or by a word it is made from (ownership: owner). */
function isNamed(word: string, named: ReadonlySet<string>): boolean {
  if (named.has(word)) return true;
  for (const other of named) {
    if (other.length >= 4 && word.startsWith(other)) return true;
  }
  return false;
}

export class OperationMap {
  private readonly bySection = new Map<number, Operation>();

  constructor(stored: StoredOperations = []) {
    let section = 0;
    for (let i = 0; i + 1 < stored.length; i += 2) {
      section += Number(stored[i]);
      const [actions = '', object = ''] = String(stored[i + 1]).split('|');
      const stems = (text: string) => text.split(' ').filter(Boolean).map(stem);
      // A section that shows two calls is neither's alone: the first stays.
      if (!this.bySection.has(section)) {
        this.bySection.set(section, {actions: stems(actions), object: stems(object)});
      }
    }
  }

  /** How the operation of `section` fits a query whose words (and their matches) have the stems `named`. */
  fit(section: number, named: ReadonlySet<string>): Fit {
    const operation = this.bySection.get(section);
    if (!operation || operation.object.length === 0) return Fit.None;
    if (!operation.object.every((word) => isNamed(word, named))) return Fit.None;
    return operation.actions.some((word) => named.has(word)) ? Fit.Task : Fit.Object;
  }
}

/**
 * The stems a query names: of its words (question words too: `get`, `list` are the API's verbs) and of
 * the index words they meet as written, by form or with a typo, and of one-word synonyms of the file. The
 * words of a longer synonym are not named: `nft` does not name a token because one of its phrases has it.
 */
export function namedStems(terms: Term[]): Set<string> {
  const named = new Set<string>();
  for (const term of terms) {
    for (const word of term.queryWords) named.add(stem(word));
    term.alternatives.forEach((alternative, a) => {
      if (a > 0 && alternative.length > 1) return;
      for (const matches of alternative) for (const word of matches.keys()) named.add(stem(word));
    });
  }
  return named;
}

/** What a section's fit to the query does to its records' score (weights: ./weights.ts). */
export function operationFactor(fit: Fit): number {
  if (fit === Fit.Object) return 1 + WEIGHTS.namedObject;
  return fit === Fit.Task ? 1 + WEIGHTS.namedObject + WEIGHTS.namedAction : 1;
}
