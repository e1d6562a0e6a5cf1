/**
 * Shared prose: a text that many sections repeat word for word (the callback line of every asynchronous call,
 * a parameter row every call of a service carries) says nothing of which section answers. In the second pass,
 * the words a record meets only in such a text's running prose neither count for the words criterion nor score;
 * where the text opens (a row opens with the parameter it is about), its headings and its code names still do.
 * Judged among the records ranked in full, which the first pass decides from the postings alone, so the answer
 * does not depend on which record files the browser has loaded; the index carries nothing for it.
 */
import {KEYWORDS_BIT, LEAD_BIT, PAGE_KEYWORDS_BIT} from './format';
import type {TermMeets} from './meets';
import {HEADING_FIELDS, TEXT_FIELDS_SHIFT, type Rank} from './ranking';
import type {WordsCriterion} from './wordsCriterion';
import type {IndexStore} from './store';

/**
 * Sections that must repeat a text before it counts as shared: two or three sections often share a row that is
 * theirs (the create and update calls of one object take the same parameter); boilerplate recurs past that.
 */
export const SHARED_TEXT_SECTIONS = 4;

/** The records among `ranks` whose text the records of SHARED_TEXT_SECTIONS or more sections repeat. */
export function sharedTexts(ranks: Rank[], store: IndexStore): Set<number> {
  const byText = new Map<string, {records: number[]; sections: Set<number>}>();
  for (const {index} of ranks) {
    const text = store.record(index).content;
    if (!text) continue;
    let found = byText.get(text);
    if (!found) byText.set(text, (found = {records: [], sections: new Set()}));
    found.records.push(index);
    found.sections.add(store.sectionOf[index]!);
  }
  const shared = new Set<number>();
  for (const {records, sections} of byText.values()) {
    if (sections.size >= SHARED_TEXT_SECTIONS) for (const index of records) shared.add(index);
  }
  return shared;
}

/** The rank of a record of shared text, without the words it meets only in that text's running prose. */
export function withoutSharedProse(
  rank: Rank,
  terms: Array<{meets: TermMeets}>,
  criterion: WordsCriterion,
): Rank {
  const kept = HEADING_FIELDS | ((LEAD_BIT | KEYWORDS_BIT | PAGE_KEYWORDS_BIT) << TEXT_FIELDS_SHIFT);
  let total = 0;
  let dropped = 0;
  let met = rank.met;
  terms.forEach(({meets}, i) => {
    if (!meets.has(rank.index)) return;
    const worth = meets.worth(rank.index);
    total += worth;
    if ((meets.fields(rank.index) & kept) !== 0) return;
    dropped += worth;
    met &= ~(1 << i);
  });
  if (dropped === 0 || total === 0) return rank;
  return {...rank, met, words: criterion.level(met), score: (rank.score * (total - dropped)) / total};
}
