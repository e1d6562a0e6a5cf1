/**
 * Which record stands for a page: the section that answers, before the page
 * as a whole. Where a page first appears in the order, its best-ranked record
 * gives its place to another record of the same page that meets as many of
 * the query's words (or all but one, and at least two, when its own
 * heading has two or more of the words; for the page as a whole, all of its
 * words, even one) with no more typos,
 * and either has more of them in its section's heading, or is a section where
 * the first is the page as a whole (its title, or the text before its first
 * heading, which sums up the page): the two swap places. The reader lands
 * where the page answers, and the order of pages is kept. When every word the
 * page's first record meets is in its title (the query names the page), whatever
 * record that is, a section stands for the page only when its own heading has two
 * or more of the words and no other section's heading has as many; otherwise the
 * page's first section ranked does (every section shares the title's words, and
 * operations on the page's subject repeat them in their headings, so which ranks
 * best is close to chance; the page introduces its subject first). Any other
 * page as a whole that no section has replaced gives its place to the page's
 * best-ranked section: the top of a page sums up what its sections do, and the
 * reader who searched wants the section that does it.
 * A row of a table that lists an endpoint's path (`/api/… — 100 MB`) gives
 * its place to the endpoint's own section (the line `POST /api/…`) when
 * that meets enough of the words: a reader who names what a table lists
 * wants the endpoint, not the list.
 * Sections whose own headings have the same words of the query, all those that rank (`Get`, `Create`, `Update an
 * audit record` for `audit record`), are things done to what the words name, and none of them is singled out: the
 * section they sit under introduces it and stands for them when its own heading has the words (`Audit records`);
 * for operations of the API directly under the page's title, on a query that names the page, the page's first
 * section does, even for a name of one term (`explorer display option`, `webhook`), as for any page's name.
 * For a query that names the page and asks a facet of it (its price), the section headed with that facet's noun
 * does (`Rates`). For a choice (`call or execute`), a section whose heading names both alternatives outweighs any
 * count of words, two sections that each name one, under one heading, give their place to that heading's, and a
 * call's section gives its place to one that explains, unless the query names the call's action (./choice.ts).
 */
import {choiceAbove, choiceExplained} from './choice';
import {metCount, type Rank} from './ranking';

const NO_PATHS = {states: null, lists: null};
/** Words that ask for an explanation. */
const QUESTION_WORDS = new Set(['how', 'why', 'what', 'when', 'where', 'which']);
/** More than any heading's count of words is worth (./Outline, choiceSides). */
const CHOICE_WORTH = 100;

/** How a page's sections sit: what the engine knows of its outline beyond the ranks. */
export type Outline = {
  /** The section a record's section sits under (a heading of a higher level, below the page title), or -1. */
  parentOf: (index: number) => number;
  /** Whether a record's section shows an operation of the API (./operations.ts). */
  isOperation: (index: number) => boolean;
  /**
   * When a rank's section's own heading has every word of the query that ranks, which words of the query it has,
   * question words too, as a key that headings with the same ones share (./recordText.ts, headingKey); else ''.
   */
  headingKey: (rank: Rank) => string;
  /**
   * Whether a section whose heading has more of the words may stand for the page's best-ranked one: not for a
   * question that asks how many or why (./framing.ts), whose limit or reason the best-ranked section states,
   * while the heading names what is counted, done or billed (`Create a wallet` for `how many company wallets can
   * I create`, `Rates: full verification` for `why was I charged the full price when the face check failed`).
   */
  headingsStandIn?: boolean;
  /**
   * When the heading of a record's section names a facet the query asks about (./facetWords.ts), how many words
   * the heading has; else 0.
   */
  facetHeading?: (index: number) => number;
  /**
   * Which alternatives of a choice the query asks a record's section heading names (./choice.ts): 1 the first, 2
   * the second, 3 both, 0 none.
   */
  choiceSides?: (index: number) => number;
  /** The query's question and filler words (`how`, `the`), which the ranking leaves out. */
  questionWords?: string[];
  /** The record of a section's own heading (its first). */
  headingRecord?: (section: number) => number;
};
const FLAT: Outline = {
  parentOf: () => -1,
  isOperation: () => false,
  headingKey: () => '',
  facetHeading: () => 0,
};

export function sectionsFirst(
  ranks: Rank[],
  isWholePage: (index: number) => boolean,
  pageOf: (index: number) => number,
  endpointPaths: (index: number) => {states: string | null; lists: string | null} = () => NO_PATHS,
  sectionOf: (index: number) => number = (index) => index,
  outline: Outline = FLAT,
): Rank[] {
  const sections = readOnce(outline);
  const ordered = [...ranks];
  const seenPages = new Set<number>();
  for (let i = 0; i < ordered.length; i += 1) {
    const first = ordered[i]!;
    const page = pageOf(first.index);
    if (seenPages.has(page)) continue;
    seenPages.add(page);
    // A query that is the page's name ("rate limit") wants the page's first section, unless one section's heading
    // alone has two or more of its words: the title names that section's task ("create a smart contract in the portal").
    // Within a page, each word counts the same (the order of pages weighs them: ranking.ts, WordsCriterion).
    const firstWords = metCount(first);
    const namesPage = first.titleMatches >= firstWords;
    // A heading that sets the two alternatives of a choice side by side outweighs any count of words: a heading with
    // one of them and the words around it (`Execute a contract method`) does the one, not the choice.
    const worth = (rank: Rank) =>
      (sections.choiceSides?.(rank.index) === 3 ? CHOICE_WORTH : 0) +
      rank.sectionHeadingMatches * 2 +
      (isWholePage(rank.index) ? 0 : 1);
    // Another section stands for the page with as many of the words, or all but one (and at least two); for the
    // page as a whole, a section with all its words does, even for a query of one word ('429').
    const fewestWords = isWholePage(first.index)
      ? Math.min(firstWords, Math.max(2, firstWords - 1))
      : Math.max(2, firstWords - 1);
    // A section that meets one word fewer stands in only when its own heading has two or more of the words, so that
    // the heading itself names what the query asks (`Transfer tokens`). One word in a heading is weak evidence against
    // a word the section lacks: it is often the page's subject, which every section shares, or the same word in
    // another sense (`Key features` for a private key), and the word missing is then often the one that tells.
    const mayStandIn = (other: Rank) =>
      pageOf(other.index) === page &&
      metCount(other) >= fewestWords &&
      other.typos <= first.typos &&
      (metCount(other) >= firstWords || other.sectionHeadingMatches >= 2);
    // The sections whose headings share the query's words with `rank`'s, under the same heading (./Outline).
    const siblings = (rank: Rank) => sharingHeading(ordered, i, rank, page, pageOf, sectionOf, sections);
    if (namesPage) {
      const isSection = namedPageCandidates(first, isWholePage, pageOf, sections, siblings, mayStandIn);
      const chosen = namedPageSection(
        ordered,
        i,
        isSection,
        sectionOf,
        sections.facetHeading ?? FLAT.facetHeading!,
      );
      if (chosen >= 0) {
        const placed = introducing(ordered, i, chosen, siblings, sectionOf, sections.parentOf, mayStandIn);
        if (placed !== i) [ordered[i], ordered[placed]] = [ordered[placed]!, first];
        continue;
      }
    }
    let best =
      sections.headingsStandIn === false
        ? i
        : mostWorth(
            ordered,
            i,
            worth,
            (other) => mayStandIn(other) && (!namesPage || other.sectionHeadingMatches >= 2),
          );
    if (best === i) best = facetSection(ordered, i, mayStandIn, sections);
    if (best === i)
      best = standInForFirst(ordered, i, namesPage, isWholePage, pageOf, endpointPaths, mayStandIn);
    best = introducing(ordered, i, best, siblings, sectionOf, sections.parentOf, mayStandIn);
    best = choiceExplained(ordered, i, best, isWholePage, pageOf, mayStandIn, sections);
    if (best !== i) [ordered[i], ordered[best]] = [ordered[best]!, first];
    const above = choiceAbove(ordered, i, pageOf, sectionOf, sections);
    if (above) ordered.splice(i, 0, above);
  }
  return ordered;
}

/**
 * Where the section headed with the noun of a facet the query asks about is (the shortest such heading, then the
 * best ranked), when it meets as many of the words as the first and the first's heading does not name the facet
 * as shortly; else `i`. Not for a question (how is the fee worked out), which wants the section that explains the
 * facet, not the one that states it.
 */
function facetSection(
  ordered: Rank[],
  i: number,
  mayStandIn: (rank: Rank) => boolean,
  {facetHeading, questionWords = []}: Outline,
): number {
  if (!facetHeading || questionWords.some((word) => QUESTION_WORDS.has(word))) return i;
  const first = ordered[i]!;
  let found = i;
  let shortest = facetHeading(first.index) || Infinity;
  for (let k = i + 1; k < ordered.length; k += 1) {
    const words = facetHeading(ordered[k]!.index);
    if (
      words > 0 &&
      words < shortest &&
      mayStandIn(ordered[k]!) &&
      metCount(ordered[k]!) >= metCount(first)
    ) {
      found = k;
      shortest = words;
    }
  }
  return found;
}

/** Where the rank after `i` that may stand in and is worth most, more than the one at `i`, is; else `i`. */
function mostWorth(
  ordered: Rank[],
  i: number,
  worth: (rank: Rank) => number,
  mayStandIn: (rank: Rank) => boolean,
) {
  let best = i;
  for (let k = i + 1; k < ordered.length; k += 1) {
    if (mayStandIn(ordered[k]!) && worth(ordered[k]!) > worth(ordered[best]!)) best = k;
  }
  return best;
}

/** The outline with each rank's heading key read once: the rules read them again for every page. */
function readOnce(outline: Outline): Outline {
  const keys = new Map<Rank, string>();
  const headingKey = (rank: Rank) => {
    let key = keys.get(rank);
    if (key === undefined) keys.set(rank, (key = outline.headingKey(rank)));
    return key;
  };
  return {...outline, headingKey};
}

/**
 * Where the rank that takes the place of the page's first record (at `i`) is when no section with more of the words
 * in its heading did, or `i`: a row that lists an endpoint's path gives its place to that endpoint's own section,
 * when it meets as many words; the page as a whole, still first, to its best-ranked section (for the page's name,
 * its first).
 */
function standInForFirst(
  ordered: Rank[],
  i: number,
  namesPage: boolean,
  isWholePage: (index: number) => boolean,
  pageOf: (index: number) => number,
  endpointPaths: (index: number) => {states: string | null; lists: string | null},
  mayStandIn: (rank: Rank) => boolean,
): number {
  const first = ordered[i]!;
  const listed = endpointPaths(first.index).lists;
  const best = listed
    ? firstAfter(ordered, i, (other) => mayStandIn(other) && endpointPaths(other.index).states === listed)
    : i;
  if (best !== i || !isWholePage(first.index)) return best;
  const isSection = ({index}: Rank) => pageOf(index) === pageOf(first.index) && !isWholePage(index);
  return namesPage ? earliestAfter(ordered, i, isSection) : firstAfter(ordered, i, isSection);
}

/**
 * For a query that names the page, the sections that may stand for it: those that may stand for any first record
 * (`mayStandIn`), or, when operations on the page's subject all repeat its name in their headings and so single
 * none out, any section that meets as many of the words with no more typos, even for a name of one term.
 */
function namedPageCandidates(
  first: Rank,
  isWholePage: (index: number) => boolean,
  pageOf: (index: number) => number,
  outline: Outline,
  siblings: (rank: Rank) => Rank[],
  mayStandIn: (rank: Rank) => boolean,
): (rank: Rank) => boolean {
  const operationsShareName =
    outline.parentOf(first.index) < 0 &&
    outline.isOperation(first.index) &&
    siblings(first).some((other) => outline.isOperation(other.index));
  const meetsAsMany = (rank: Rank) =>
    pageOf(rank.index) === pageOf(first.index) &&
    metCount(rank) >= metCount(first) &&
    rank.typos <= first.typos;
  return (rank) => !isWholePage(rank.index) && (operationsShareName ? meetsAsMany(rank) : mayStandIn(rank));
}

/**
 * The ranks from `i` on of the other sections of `page` that sit under the same heading as `rank`'s (the same
 * section, or the page's title) and whose own headings have the same words of the query, all those that rank
 * (Outline.headingKey); none when `rank`'s heading lacks one.
 */
function sharingHeading(
  ordered: Rank[],
  i: number,
  rank: Rank,
  page: number,
  pageOf: (index: number) => number,
  sectionOf: (index: number) => number,
  {parentOf, headingKey}: Outline,
): Rank[] {
  const key = headingKey(rank);
  if (!key) return [];
  const parent = parentOf(rank.index);
  return ordered.filter(
    (other, k) =>
      k >= i &&
      pageOf(other.index) === page &&
      parentOf(other.index) === parent &&
      sectionOf(other.index) !== sectionOf(rank.index) &&
      headingKey(other) === key,
  );
}

/**
 * Where the rank at `at` stands, or the section it sits under when sibling sections share its heading's words
 * (`sharingHeading`) and that section's own heading has as many of them: it introduces what they name.
 */
function introducing(
  ordered: Rank[],
  i: number,
  at: number,
  siblings: (rank: Rank) => Rank[],
  sectionOf: (index: number) => number,
  parentOf: (index: number) => number,
  mayStandIn: (rank: Rank) => boolean,
): number {
  const chosen = ordered[at]!;
  const parent = parentOf(chosen.index);
  if (parent < 0 || siblings(chosen).length === 0) return at;
  const found = ordered.findIndex(
    (rank, k) =>
      k >= i &&
      sectionOf(rank.index) === parent &&
      rank.sectionHeadingMatches >= chosen.sectionHeadingMatches &&
      mayStandIn(rank),
  );
  return found >= 0 ? found : at;
}

/** Where after `i` the first rank that `accept` takes is, or `i` when none is. */
function firstAfter(ordered: Rank[], i: number, accept: (rank: Rank) => boolean): number {
  for (let k = i + 1; k < ordered.length; k += 1) if (accept(ordered[k]!)) return k;
  return i;
}

/** Where after `i` the rank that `accept` takes and that comes first in its page is, or `i` when none is. */
function earliestAfter(ordered: Rank[], i: number, accept: (rank: Rank) => boolean): number {
  let found = i;
  for (let k = i + 1; k < ordered.length; k += 1) {
    if (accept(ordered[k]!) && (found === i || ordered[k]!.position < ordered[found]!.position)) found = k;
  }
  return found;
}

/**
 * For a query that names the page: the one section whose own heading has the most of the words (two or more),
 * when no other section's heading has as many; else, when the query asks about a facet (its price, its limit),
 * the section headed with a noun of that facet, the shortest heading first (`Rates` before `How the fee bands
 * work`: the section that states it, not one that explains it), then the first in the page; else the section that
 * comes first in the page; -1 when no section from `i` on is accepted.
 */
function namedPageSection(
  ordered: Rank[],
  i: number,
  accept: (rank: Rank) => boolean,
  sectionOf: (index: number) => number,
  facetHeading: (index: number) => number,
): number {
  let earliest = -1;
  let facet = -1;
  let mostInHeading = -1;
  const headingSections = new Set<number>();
  for (let k = i; k < ordered.length; k += 1) {
    const rank = ordered[k]!;
    if (!accept(rank)) continue;
    if (earliest < 0 || rank.position < ordered[earliest]!.position) earliest = k;
    const words = facetHeading(rank.index);
    const facetWords = facet < 0 ? Infinity : facetHeading(ordered[facet]!.index);
    if (
      words > 0 &&
      (words < facetWords || (words === facetWords && rank.position < ordered[facet]!.position))
    )
      facet = k;
    const inHeading = rank.sectionHeadingMatches;
    if (mostInHeading >= 0 && inHeading < ordered[mostInHeading]!.sectionHeadingMatches) continue;
    if (mostInHeading < 0 || inHeading > ordered[mostInHeading]!.sectionHeadingMatches) {
      mostInHeading = k;
      headingSections.clear();
    }
    headingSections.add(sectionOf(rank.index));
  }
  const singled =
    mostInHeading >= 0 && ordered[mostInHeading]!.sectionHeadingMatches >= 2 && headingSections.size === 1;
  return singled ? mostInHeading : facet >= 0 ? facet : earliest;
}
