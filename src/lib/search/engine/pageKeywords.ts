/**
 * A page's keywords (its front matter, on its title record: the readers' words for what the page does where the
 * page uses others) bring the page forward, and leave the choice among its sections to its own text and headings.
 */
import {PAGE_KEYWORDS_BIT} from './format';
import type {TermMeets} from './meets';
import {TEXT_FIELDS_SHIFT, type Rank} from './ranking';

const ONLY_PAGE_KEYWORDS = PAGE_KEYWORDS_BIT << TEXT_FIELDS_SHIFT;

/** Whether the record meets one of the terms through its page's keywords alone. */
function metByPageKeywords(index: number, termMeets: TermMeets[]): boolean {
  return termMeets.some((meets) => meets.has(index) && meets.fields(index) === ONLY_PAGE_KEYWORDS);
}

/**
 * Where a page first appears in `ranks` (in order) with its title record, and that record meets a term through the
 * page's keywords alone, the page's next record takes its place, and the title record the next one's: the page keeps
 * its place, and the record that stands for it is the one that would without the keywords (./sectionsFirst.ts).
 */
export function keywordsYield(
  ranks: Rank[],
  pageOf: (index: number) => number,
  termMeets: TermMeets[],
): Rank[] {
  const ordered = [...ranks];
  const seen = new Set<number>();
  ordered.forEach((rank, i) => {
    const page = pageOf(rank.index);
    if (seen.has(page)) return;
    seen.add(page);
    if (!metByPageKeywords(rank.index, termMeets)) return;
    const next = ordered.findIndex((other, j) => j > i && pageOf(other.index) === page);
    if (next > i) [ordered[i], ordered[next]] = [ordered[next]!, rank];
  });
  return ordered;
}
