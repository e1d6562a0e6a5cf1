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
 */
import {metCount, type Rank} from './ranking';

const NO_PATHS = {states: null, lists: null};

export function sectionsFirst(
  ranks: Rank[],
  isWholePage: (index: number) => boolean,
  pageOf: (index: number) => number,
  endpointPaths: (index: number) => {states: string | null; lists: string | null} = () => NO_PATHS,
  sectionOf: (index: number) => number = (index) => index,
): Rank[] {
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
    const worth = (rank: Rank) => rank.sectionHeadingMatches * 2 + (isWholePage(rank.index) ? 0 : 1);
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
    if (namesPage) {
      const isSection = (rank: Rank) => !isWholePage(rank.index) && mayStandIn(rank);
      const chosen = namedPageSection(ordered, i, isSection, sectionOf);
      if (chosen >= 0) {
        if (chosen !== i) [ordered[i], ordered[chosen]] = [ordered[chosen]!, first];
        continue;
      }
    }
    let best = i;
    for (let k = i + 1; k < ordered.length; k += 1) {
      const other = ordered[k]!;
      if (
        mayStandIn(other) &&
        (!namesPage || other.sectionHeadingMatches >= 2) &&
        worth(other) > worth(ordered[best]!)
      ) {
        best = k;
      }
    }
    // A row that lists an endpoint's path gives its place to that endpoint's own section, when it meets as many words.
    const listed = best === i ? endpointPaths(first.index).lists : null;
    if (listed) {
      best = firstAfter(
        ordered,
        i,
        (other) => mayStandIn(other) && endpointPaths(other.index).states === listed,
      );
    }
    // The page as a whole, still first: its best-ranked section takes its place; for the page's name, its first.
    if (best === i && isWholePage(first.index)) {
      const isSection = ({index}: Rank) => pageOf(index) === page && !isWholePage(index);
      best = namesPage ? earliestAfter(ordered, i, isSection) : firstAfter(ordered, i, isSection);
    }
    if (best !== i) [ordered[i], ordered[best]] = [ordered[best]!, first];
  }
  return ordered;
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
 * when no other section's heading has as many, else the section that comes first in the page; -1 when no
 * section from `i` on is accepted.
 */
function namedPageSection(
  ordered: Rank[],
  i: number,
  accept: (rank: Rank) => boolean,
  sectionOf: (index: number) => number,
): number {
  let earliest = -1;
  let mostInHeading = -1;
  const headingSections = new Set<number>();
  for (let k = i; k < ordered.length; k += 1) {
    const rank = ordered[k]!;
    if (!accept(rank)) continue;
    if (earliest < 0 || rank.position < ordered[earliest]!.position) earliest = k;
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
  return singled ? mostInHeading : earliest;
}
