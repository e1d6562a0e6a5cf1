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
import type {OneWay} from './synonyms';
import {asksLimitOrReason, asksWhatHolds} from './framing';
import {asksAboutCost, ENDPOINT_LINE} from './ranking';
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

/**
 * The adverbs that make a phrasal verb of an everyday verb (switch off, turn back on, take out): the verb says
 * little without them, as `switch` is both switching on and off.
 */
const PARTICLES = new Set(['on', 'off', 'back', 'out', 'up', 'down', 'over', 'away']);
/** How far after its verb a particle still belongs to it (`Switches a deactivated wallet back on`). */
const PARTICLE_REACH = 5;

/**
 * The verb a text opens with, when it is a verb in the third person (`Creates`, `Switches`): what the call does,
 * with its particles joined by `+` (`switches+off`, from `Switches a wallet off`).
 */
function openingVerb(text: string | undefined): string | null {
  const clause = (text ?? '').split(/[.,;:(]/)[0]!;
  const [first, ...rest] = tokenize(clause);
  if (!first || !/^[a-z]{3,}s$/.test(first) || first.endsWith('ss')) return null;
  const particles = rest.slice(0, PARTICLE_REACH).filter((word) => PARTICLES.has(word));
  return [first, ...new Set(particles)].join('+');
}

/** The stored form of an operation: its action words (the id's verb, the description's), a `|`, then its object. */
export function storedWords(operation: ApiOperation): string {
  const [verb = '', ...object] = idWords(operation.operationId);
  // The description's verb only when it is another word than the id's (`lists` is `list`).
  const described = openingVerb(operation.description);
  const actions = described && stem(described.split('+')[0]!) !== stem(verb) ? `${verb} ${described}` : verb;
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
    // The verbs alone: a particle (`off`) on an endpoint line would meet every query that has it.
    const actions = storedWords(operation).split('|')[0]!.replace(/\+\S*/g, '');
    words.set(key, [...(words.get(key) ?? []), ...indexWords(actions)]);
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

/** A verb as a query meets it: its stem, and the particles of which the query must name one (none: any). */
type Action = {verb: string; particles: string[]; word: string};
/** An operation as the query side reads it: its action words (the id's verb first) and the stems of its object. */
type Operation = {actions: Action[]; object: string[]};

const actionOf = (word: string): Action => {
  const [verb = '', ...particles] = word.split('+');
  return {verb: stem(verb), particles, word: verb};
};
/** A gloss, with the API's verb it glosses. */
type Gloss = Action & {apiWord: string};
const actionKey = ({verb, particles}: Action) => [verb, ...particles].join('+');

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

/**
 * The everyday verbs the descriptions gloss each of the API's verbs with, over all its operations: what one
 * deactivation's description says (`Switches a wallet off`) names every deactivation. A gloss that two API
 * verbs share (`Marks … as active`, `Marks … as inactive`) tells neither apart and is left out.
 */
function glossesByVerb(operations: Operation[]): Map<string, Gloss[]> {
  const verbsOf = new Map<string, Set<string>>();
  const glosses = new Map<string, Gloss>();
  const allVerbs = new Map<string, string>();
  for (const {actions} of operations) {
    const [verb, ...described] = actions;
    allVerbs.set(verb!.verb, verb!.word);
    for (const gloss of described) {
      const key = actionKey(gloss);
      glosses.set(key, {...gloss, apiWord: verb!.word});
      verbsOf.set(key, (verbsOf.get(key) ?? new Set()).add(verb!.verb));
    }
  }
  const byVerb = new Map<string, Gloss[]>();
  for (const verb of allVerbs.keys()) byVerb.set(verb, []);
  for (const [key, verbs] of verbsOf) {
    if (verbs.size !== 1) continue;
    const [verb] = verbs;
    byVerb.get(verb!)!.push(glosses.get(key)!);
  }
  return byVerb;
}

/** The query names the action: its verb, and one of its particles when it has any (`switch … off`). */
const namesAction = ({verb, particles}: Action, named: ReadonlySet<string>) =>
  named.has(verb) && (particles.length === 0 || particles.some((particle) => named.has(particle)));

/**
 * The descriptions' everyday verbs as one-way synonyms of the API's verbs (`switch off` is met by `deactivate`,
 * `rename` by `update`), from the head's operations, so they cost the index nothing. A reader's verb stands for
 * the API's only in a query that names the whole object of an operation with that verb (`rename a wallet`): in
 * a question, `add` or `send` is as often the reader's own framing (`how many webhooks can I add`).
 */
export function glossSynonyms(stored: StoredOperations = []): OneWay[] {
  const operations = new OperationMap(stored);
  const objectsOf = new Map<string, string[][]>();
  for (const {actions, object} of operations.all) {
    const verb = actions[0]!.verb;
    objectsOf.set(verb, [...(objectsOf.get(verb) ?? []), object]);
  }
  const table = operations.glossTable;
  const oneWay: OneWay[] = [];
  for (const [verb, glosses] of table) {
    for (const gloss of glosses) {
      // A verb of the API's own names its own operations, not another's (`Creates new tokens` is a mint).
      if (gloss.particles.length === 0 && table.has(gloss.verb)) continue;
      oneWay.push({
        phrase: [gloss.word, ...gloss.particles].join(' '),
        others: [gloss.apiWord],
        when: objectsOf.get(verb),
      });
    }
  }
  return oneWay;
}

export class OperationMap {
  private readonly bySection = new Map<number, Operation>();
  private readonly glosses: Map<string, Gloss[]>;

  /** Each section's operation. */
  get all(): Operation[] {
    return [...this.bySection.values()];
  }

  /** Per API verb (its stem), the glosses that name it alone (glossesByVerb). */
  get glossTable(): ReadonlyMap<string, Gloss[]> {
    return this.glosses;
  }

  constructor(stored: StoredOperations = []) {
    let section = 0;
    for (let i = 0; i + 1 < stored.length; i += 2) {
      section += Number(stored[i]);
      const [actions = '', object = ''] = String(stored[i + 1]).split('|');
      const words = (text: string) => text.split(' ').filter(Boolean);
      // A section that shows two calls is neither's alone: the first stays.
      if (!this.bySection.has(section)) {
        this.bySection.set(section, {actions: words(actions).map(actionOf), object: words(object).map(stem)});
      }
    }
    this.glosses = glossesByVerb([...this.bySection.values()]);
  }

  /** Whether `section` shows an operation of the API. */
  has(section: number): boolean {
    return this.bySection.has(section);
  }

  /**
   * How the operation of `section` fits the query, and what that does to its records' score: for a question that
   * asks what holds (./framing.ts), any operation's section weighs less (WEIGHTS.whatHolds), whatever it fits.
   */
  weigh(section: number, named: Named): {fit: Fit; factor: number} {
    if (!named.whatHolds) {
      const fit = this.fit(section, named.stems);
      return {fit, factor: operationFactor(fit)};
    }
    return {fit: Fit.None, factor: this.has(section) ? WEIGHTS.whatHolds : 1};
  }

  /** How the operation of `section` fits a query whose words (and their matches) have the stems `named`. */
  fit(section: number, named: ReadonlySet<string>): Fit {
    const operation = this.bySection.get(section);
    if (!operation || operation.object.length === 0) return Fit.None;
    if (!operation.object.every((word) => isNamed(word, named))) return Fit.None;
    const [verb] = operation.actions;
    const actions = [...operation.actions, ...(verb ? (this.glosses.get(verb.verb) ?? []) : [])];
    return actions.some((action) => namesAction(action, named)) ? Fit.Task : Fit.Object;
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

/**
 * What a query names of the API's operations, the stems it names, and how it is framed (./framing.ts): whether it
 * asks what holds, and whether it asks how many or why.
 */
export type Named = {stems: ReadonlySet<string>; whatHolds: boolean; limitOrReason: boolean};

/** What the query `text`, as `terms`, names of the API's operations (OperationMap.weigh). */
export function namedOperations(terms: Term[], text: string): Named {
  const aboutCost = asksAboutCost(
    terms.filter((term) => !term.isStopWord).flatMap((term) => term.queryWords),
  );
  return {
    stems: namedStems(terms),
    whatHolds: asksWhatHolds(text, aboutCost),
    limitOrReason: asksLimitOrReason(text),
  };
}

/** What a section's fit to the query does to its records' score (weights: ./weights.ts). */
export function operationFactor(fit: Fit): number {
  if (fit === Fit.Object) return 1 + WEIGHTS.namedObject;
  return fit === Fit.Task ? 1 + WEIGHTS.namedObject + WEIGHTS.namedAction : 1;
}
