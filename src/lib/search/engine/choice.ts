/**
 * A choice between two things (`call or execute a contract method`, `organisation wallet vs user wallet`): the
 * reader wants the section that sets the two side by side, and a section whose own heading names both
 * alternatives does (`Call versus execute`, `Deployer and owner`), more than one about either alone.
 */
import {Fit} from './operations';
import type {Term} from './query';
import {metCount, type Rank} from './ranking';
import {perSectionHeading} from './recordText';
import type {Outline} from './sectionsFirst';
import type {IndexStore} from './store';
import {indexWords, stem} from './words';
import {WEIGHTS} from './weights';

/** The words that set two alternatives against each other. */
const CHOICE_WORDS = new Set(['or', 'vs', 'versus']);

/** The stems of the two alternatives of a choice. */
export type Choice = {left: string; right: string} | null;

/**
 * The alternatives of a query that asks to choose: of the words on each side of `or` (or `vs`), the one nearest
 * it that the other side lacks, as the words both sides share are the context (`wallet` in `organisation wallet
 * or user wallet`, `contract method` after `call or execute`); null when the query sets nothing against anything.
 */
export function choiceOf(terms: Term[]): Choice {
  const at = terms.findIndex((term) => term.queryWords.length === 1 && CHOICE_WORDS.has(term.queryWords[0]!));
  if (at <= 0) return null;
  const stemsOf = (list: Term[]) =>
    list.filter((term) => !term.isStopWord).flatMap((term) => term.queryWords.map(stem));
  const before = stemsOf(terms.slice(0, at));
  const after = stemsOf(terms.slice(at + 1));
  const left = before.filter((word) => !after.includes(word)).at(-1);
  const right = after.find((word) => !before.includes(word));
  return left && right ? {left, right} : null;
}

/** Which alternatives of a choice a heading names: 1 the first, 2 the second, 3 both, 0 none (or no choice). */
export function choiceSides(choice: Choice, heading: string): number {
  if (!choice || !heading) return 0;
  const words = new Set(indexWords(heading).map(stem));
  return (words.has(choice.left) ? 1 : 0) | (words.has(choice.right) ? 2 : 0);
}

/** How much a record gains for a choice when the heading of its section names both alternatives (`choiceSides`). */
export const choiceFactor = (sides: number): number => (sides === 3 ? 1 + WEIGHTS.choice : 1);

/** For a query's choice, which alternatives each record's section heading names (`choiceSides`), read once a section. */
export function choiceSidesOf(choice: Choice, store: IndexStore): (index: number) => number {
  return choice ? perSectionHeading(store, (heading) => choiceSides(choice, heading)) : () => 0;
}

/**
 * For a choice, where the page's best-ranked section that shows no operation of the API is, when the section at
 * `at` shows one and the other meets as many words: a choice asks to understand the two things, which a call that
 * does something to one of them does not explain (`wallet category vs entity category`: not `Get entity category
 * list`, whose path has every word), unless the query names the operation's action too: then the alternatives
 * are what the calls do (`burn vs pause token`), and the calls answer. The section's heading names one of the
 * query's words: one that names none is about something else (`Related pages`). Else `at`.
 */
export function choiceExplained(
  ordered: Rank[],
  i: number,
  at: number,
  isWholePage: (index: number) => boolean,
  pageOf: (index: number) => number,
  mayStandIn: (rank: Rank) => boolean,
  {choiceSides, isOperation}: Outline,
): number {
  const chosen = ordered[at]!;
  if (!choiceSides || !isOperation(chosen.index) || chosen.operationFit === Fit.Task) return at;
  const found = ordered.findIndex(
    (rank, k) =>
      k > i &&
      pageOf(rank.index) === pageOf(chosen.index) &&
      !isWholePage(rank.index) &&
      !isOperation(rank.index) &&
      rank.sectionHeadingMatches > 0 &&
      mayStandIn(rank) &&
      metCount(rank) >= metCount(chosen),
  );
  return found >= 0 ? found : at;
}

/**
 * For a choice, when the section at `i` is one alternative's and a section beside it (under the same heading) is the
 * other's, the section they sit under, which sets them side by side (`Rates` over `Full check` and `OCR only`), as a
 * rank in the place of the one at `i`; else null.
 */
export function choiceAbove(
  ordered: Rank[],
  i: number,
  pageOf: (index: number) => number,
  sectionOf: (index: number) => number,
  {parentOf, choiceSides, headingRecord}: Outline,
): Rank | null {
  const chosen = ordered[i]!;
  const side = choiceSides?.(chosen.index) ?? 0;
  const parent = parentOf(chosen.index);
  if ((side !== 1 && side !== 2) || parent < 0 || !headingRecord) return null;
  const besides = ordered.some(
    (rank, k) =>
      k > i &&
      pageOf(rank.index) === pageOf(chosen.index) &&
      parentOf(rank.index) === parent &&
      sectionOf(rank.index) !== sectionOf(chosen.index) &&
      (choiceSides!(rank.index) & (3 - side)) !== 0,
  );
  return besides ? {...chosen, index: headingRecord(parent)} : null;
}
