/**
 * How the engine weighs a match and orders records: the worth of each field
 * and kind of match, the page's weight, proximity, and the order of the
 * ranking criteria, as Algolia orders them for a docs site.
 */
import {CONTENT_BIT, HEADING_BITS, KEYWORDS_BIT, LEAD_BIT, PAGE_KEYWORDS_BIT} from './format';
import {Kind, type Term, type WordMatches} from './query';
import {stem} from './words';
import {onWeightsChange, WEIGHTS} from './weights';

export {setWeights, WEIGHTS, type Weights} from './weights';

/**
 * How much a match in each field says: the record's own heading, the page
 * title, other headings, body text, code identifiers, and last the section
 * name, which every record of the section shares.
 */
const contentWeight = () => WEIGHTS.content;
/**
 * Content that opens with the word: as Algolia ranks an ordered attribute, the start counts more. A row
 * that opens with a parameter, or a line with a path, is about it as a heading is: above the headings
 * further up (0.7), below the page title.
 */
const leadWeight = () => WEIGHTS.lead;
const keywordsWeight = () => WEIGHTS.keywords;

/**
 * What a word in a record's own text is worth, by its best field: lead, then body text, then code names, then the
 * page's keywords (on its title record).
 */
export function textWorth(bits: number): number {
  if (bits & LEAD_BIT) return leadWeight();
  if (bits & CONTENT_BIT) return contentWeight();
  if (bits & KEYWORDS_BIT) return keywordsWeight();
  return bits & PAGE_KEYWORDS_BIT ? WEIGHTS.pageKeywords : 0;
}
/** A word of the query that no heading of the site has: it frames the question more than it names a subject. */
export const framingWeight = () => WEIGHTS.framing;
/** A term in the page's title, besides where the record meets it: the page is about it. */
export const titleBonus = () => WEIGHTS.titleBonus;
export const TITLE_BIT = 1 << 1;
/**
 * A heading's worth to a record of its section: the record's own heading 1; for the text of a
 * section, the section's own heading (level 2 and below) SECTION_HEADING_WEIGHT, as it says what
 * the text is about more closely than the headings between; the page title as much; other headings 0.7,
 * the section name (lvl0) 0.3. `typeIndex` is the record's type (0…6 for lvl0…lvl6, 7 for
 * content), `sectionLevel` the level of its section's heading.
 */
/* With the title bonus, the text of a page about the word outweighs one section heading elsewhere. */
export function headingWeight(level: number, typeIndex: number, sectionLevel: number): number {
  if (level === typeIndex) return 1;
  if (level === 0) return WEIGHTS.sectionName;
  if (level === 1) return WEIGHTS.pageTitle;
  return typeIndex === 7 && level === sectionLevel ? WEIGHTS.sectionHeading : WEIGHTS.otherHeading;
}

/** Worth of each field combination of a heading posting, per record type and section level. */
const headingWorths = new Float64Array((1 << HEADING_BITS) * 64).fill(-1);
onWeightsChange(() => headingWorths.fill(-1));

/** The worth of a word found in the headings `bits` (one bit per level) of a record's section. */
export function headingWorth(bits: number, typeIndex: number, sectionLevel: number): number {
  const key = (bits << 6) | (typeIndex << 3) | sectionLevel;
  let value = headingWorths[key]!;
  if (value < 0) {
    value = 0;
    for (let level = 0; level < HEADING_BITS; level += 1) {
      if (bits & (1 << level)) value = Math.max(value, headingWeight(level, typeIndex, sectionLevel));
    }
    headingWorths[key] = value;
  }
  return value;
}

/** How much a match of each kind is worth against the reader's exact word. */
export function kindWeight(kind: Kind): number {
  if (kind === Kind.Exact) return 1;
  if (kind === Kind.Form) return WEIGHTS.form;
  return kind === Kind.Prefix ? WEIGHTS.prefix : WEIGHTS.typo;
}
/** Stems of the words that ask about cost (price, fee, billed, rates, free, …). */
const COST_STEMS = new Set(
  'price pricing cost fee charge bill billing rate pay paid payment budget cheap cheapest expensive free'
    .split(' ')
    .map(stem),
);

/** Whether the reader's words ask what something costs. */
export function asksAboutCost(queryWords: string[]): boolean {
  return queryWords.some((word) => COST_STEMS.has(stem(word)));
}

/**
 * Pages that answer in depth first (see the records' pageRank): overviews and unlisted pages weigh
 * less; a pricing page (-3) weighs less unless the query asks about cost, as it names every call of
 * its service to price it, and a query about doing something wants the page that does it. An overview
 * weighs more when the query names its service and nothing else (`namesService`; WEIGHTS.namedService).
 */
export function pageWeight(pageRank: number, aboutCost: boolean, namesService = false): number {
  if (pageRank >= 0) return 1;
  if (pageRank === -1) return namesService ? WEIGHTS.namedService : WEIGHTS.overview;
  if (pageRank === -3) return aboutCost ? 1 : WEIGHTS.pricing;
  return WEIGHTS.unlisted;
}

/**
 * A page that meets a word in several of its records (in their text, or in a heading over them) is about
 * it, more than a page that mentions it once (a name a page explains, against a page that lists it in a
 * table): up to 20% more for a word that four or more of the page's records meet, averaged over the
 * query's words.
 */
export function pageFocus(recordsOfPageMeetingWord: number): number {
  return WEIGHTS.pageFocus * Math.min(1, (recordsOfPageMeetingWord - 1) / 3);
}

/** Algolia's cap on the distance of two words, and the distance between two fields. */
export const MAX_DISTANCE = 8;
/** The first pass's guess of the distance of two words met in one heading, or in one text. */
export const NEAR_IN_HEADING = 1;
export const NEAR_IN_TEXT = 4;
/** Field bits of a Meet: the heading levels (as in the postings), then the record's text bits. */
export const HEADING_FIELDS = (1 << HEADING_BITS) - 1;
export const TEXT_FIELDS_SHIFT = HEADING_BITS;

/** Words close together say the record is about them: up to 40% more. */
export function proximityFactor(distance: number, terms: number): number {
  const pairs = Math.max(1, terms - 1);
  return 1 + WEIGHTS.proximity * (1 - distance / (pairs * MAX_DISTANCE));
}

export type Rank = {
  index: number;
  /** The words criterion's value (WordsCriterion.level of `met`). */
  words: number;
  /** The query's terms the record counts as meeting, one bit each (term i: bit i). */
  met: number;
  score: number;
  typos: number;
  proximity: number;
  /**
   * The record states what the query names: an endpoint (`POST /api/…`), as the endpoint's own section opens, or a
   * joined name, as a parameter row declares it (./recordText.ts, statesName; second pass only).
   */
  statesName: boolean;
  /** Words in the record's own heading: of two equal matches, the more specific heading wins. */
  headingWords: number;
  /** Query words met in the heading of the record's section, below the page title (second pass only; ./sectionsFirst.ts). */
  sectionHeadingMatches: number;
  /** Query words met in the page's title (second pass only; ./sectionsFirst.ts). */
  titleMatches: number;
  /** How the section's API operation fits the query (second pass only; ./operations.ts, Fit). */
  operationFit: number;
  level: number;
  position: number;
};

/** A line that states an endpoint: its method and path, as an endpoint's section opens. */
export const ENDPOINT_LINE = /^(?:GET|POST|PUT|PATCH|DELETE) \//;

/** A row of a parameter table: the name it declares, then whether it is required (`tdo_event_logs optional …`). */
const DECLARES = /^([\w.-]+) (?:required|optional) /;

/**
 * Whether a record states what the query names, as the reference does: an endpoint (`POST /api/…`), as the
 * endpoint's own section opens, or a name the query writes joined, as the row of a parameter table that declares it
 * (its type, whether it is required, what it does) rather than text that mentions it.
 */
export function statesName(content: string | null, terms: Array<{term: Pick<Term, 'queryWords'>}>): boolean {
  if (!content) return false;
  if (ENDPOINT_LINE.test(content)) return true;
  const declared = content.match(DECLARES)?.[1]?.replace(/[-_.]/g, '').toLowerCase();
  return (
    !!declared && terms.some(({term}) => term.queryWords.length > 1 && term.queryWords.join('') === declared)
  );
}

/** How many of the query's terms a rank counts as meeting, each the same. */
export function metCount(rank: Pick<Rank, 'met'>): number {
  let count = 0;
  for (let met = rank.met; met; met &= met - 1) count += 1;
  return count;
}

/**
 * allOptional first (a record with more of the words wins), then typos as
 * Algolia orders them, then the relevance of how it meets the words.
 */
export function compareRanks(a: Rank, b: Rank): number {
  return (
    b.words - a.words ||
    a.typos - b.typos ||
    b.score - a.score ||
    a.proximity - b.proximity ||
    a.headingWords - b.headingWords ||
    Number(b.statesName) - Number(a.statesName) ||
    b.level - a.level ||
    a.position - b.position
  );
}

/**
 * How much further a word of a phrase met alone stands than the phrase would (half the cap): `wallet` in
 * `wallet login` is not `mas wallet`, though it is often the phrase's head, met in a shorter form.
 */
const LONE_WORD = MAX_DISTANCE / 2;

/**
 * Where a term stands in a record's words: each place one of its alternatives is met, as the span of its words
 * and how much further it counts; a phrase (`mas wallet`, a synonym or the parts of a joined name) where its words
 * follow one another, and each of its words met alone LONE_WORD further. One word may stand between two words
 * of the phrase: a joined name's solid form follows its parts (`non fungible nonfungible token`).
 */
function places(sequence: string[], alternatives: WordMatches[][]): Array<[number, number, number]> {
  const found: Array<[number, number, number]> = [];
  const at = (position: number, matches: WordMatches) =>
    position < sequence.length && sequence[position] !== '' && matches.has(sequence[position]!);
  for (const [firstWord, ...others] of alternatives) {
    for (let start = 0; start < sequence.length; start += 1) {
      if (!at(start, firstWord!)) continue;
      let end = start;
      for (const matches of others) {
        end = at(end + 1, matches) ? end + 1 : at(end + 2, matches) ? end + 2 : -1;
        if (end < 0) break;
      }
      if (end >= 0) found.push([start, end, 0]);
      else found.push([start, start, LONE_WORD]);
    }
    for (const matches of others) {
      sequence.forEach((word, position) => {
        if (word !== '' && matches.has(word)) found.push([position, position, LONE_WORD]);
      });
    }
  }
  return found;
}

/**
 * Algolia's proximity: for each pair of neighbouring query terms, how far
 * apart the record has them (a reversed pair one further), capped; lower is closer.
 */
export function proximity(sequence: string[], terms: Array<WordMatches[][] | null>): number {
  if (terms.length < 2) return 0;
  const positions = terms.map((alternatives) => (alternatives ? places(sequence, alternatives) : []));
  let total = 0;
  for (let i = 1; i < positions.length; i += 1) {
    let best = MAX_DISTANCE;
    for (const [aStart, aEnd, aLone] of positions[i - 1]!) {
      for (const [bStart, bEnd, bLone] of positions[i]!) {
        const distance =
          aLone + bLone + (bStart > aEnd ? bStart - aEnd - 1 : aStart > bEnd ? aStart - bEnd + 1 : 1);
        best = Math.min(best, distance);
      }
    }
    total += best;
  }
  return total;
}
