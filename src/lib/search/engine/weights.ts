/**
 * The ranking's weights in one place (what each means: ranking.ts, where they are used). The values were set
 * by hand over the team's own queries; `npm run bench -- search fit` fits them by cross-validation on the
 * team's queries and the tuned split (scripts/bench/search/fit.mjs) and says whether the fitted ones hold on the
 * other seen sets written from the facts.
 */
export type Weights = {
  /** A word in body text; in text that opens the record; in the identifiers of its code samples. */
  content: number;
  lead: number;
  keywords: number;
  /** A word of the page's keywords (its front matter), on its title record (./pageKeywords.ts). */
  pageKeywords: number;
  /** Added when the page's title has the word too: the page is about it. */
  titleBonus: number;
  /** A heading over a record of text: its own section's heading; the page title; other headings; lvl0. */
  sectionHeading: number;
  pageTitle: number;
  otherHeading: number;
  sectionName: number;
  /** A match by stem or ending, as a prefix, with a typo (per typo), against the reader's exact word. */
  form: number;
  prefix: number;
  typo: number;
  /** A synonym of the file, and the words of a joined name met apart, against the reader's own word. */
  synonym: number;
  nameParts: number;
  /** Page weights: an overview, an unlisted page, a pricing page on a query not about cost. */
  overview: number;
  /**
   * An overview when every term of the query is in its service's name (lvl0, which the service's pages share:
   * `audit trail`, `ekyc`, `non-fungible token`): the reader names the service and nothing in it, and the overview
   * is the page about the service as a whole, for the reason it weighs less otherwise.
   */
  namedService: number;
  unlisted: number;
  pricing: number;
  /**
   * A word of the query (one word, no synonym) that no heading of the site has, against one that some heading has:
   * readers frame questions with words the pages use only in passing (`why does my response say pending`).
   */
  framing: number;
  /** Most that words standing close add; most that a page meeting a word in many records adds. */
  proximity: number;
  pageFocus: number;
  /**
   * A section that shows an API operation (./operations.ts): more when the query names the operation's
   * object wholly (a wallet: updateWallet, not updateWalletCategory), more again when it names its action
   * too (freeze a token: pauseToken, whose description opens with "Freezes").
   */
  namedObject: number;
  namedAction: number;
  /**
   * A section that shows an API operation, for a question that asks what holds (what, why, can, how many…;
   * ./framing.ts) rather than how to do, in place of the operation's fit: the reader's verb there frames the
   * question, and the call's section says how to call where a section that explains the subject says what holds.
   */
  whatHolds: number;
  /** A section whose heading names both alternatives of a choice (`call or execute`: `Call versus execute`). */
  choice: number;
  /** A page of the service whose name the query names wholly (./service.ts): `tokens` names Token Management. */
  servicePages: number;
};

export const WEIGHTS: Weights = {
  content: 0.6,
  lead: 0.72,
  keywords: 0.55,
  pageKeywords: 0.55,
  titleBonus: 0.2,
  sectionHeading: 0.85,
  pageTitle: 0.85,
  otherHeading: 0.7,
  sectionName: 0.3,
  form: 0.95,
  prefix: 0.85,
  typo: 0.7,
  synonym: 0.8,
  nameParts: 0.6,
  overview: 0.8,
  namedService: 2,
  unlisted: 0.9,
  pricing: 0.9,
  framing: 0.75,
  proximity: 0.4,
  pageFocus: 0.2,
  namedObject: 0.2,
  namedAction: 0.2,
  whatHolds: 0.8,
  choice: 0.2,
  servicePages: 0.2,
};

const listeners: Array<() => void> = [];

/** Calls `reset` whenever the weights change (caches of worths computed from them). */
export function onWeightsChange(reset: () => void): void {
  listeners.push(reset);
}

/** Replaces some weights (the fitting bench does, between runs). */
export function setWeights(changes: Partial<Weights>): void {
  Object.assign(WEIGHTS, changes);
  for (const reset of listeners) reset();
}
