/**
 * What kind of section a question asks for, read from its framing: the words it opens with. A question asks
 * either how to do something (`how do I mint`, `mint tokens`), which an API operation's section answers with its
 * call, or what holds (`what happens if I deactivate a wallet that owns a contract`, `can I delete a project`,
 * `why does the portal warn me`, `how many company wallets can I create`), which the sections that explain a
 * subject, its rules and limits answer: there the verb the reader uses frames the question and names no call
 * to make, and the operation's section that meets it says how to call, not what holds. A quantity (`how many`)
 * asks for a limit and `why` for a reason, which the section that states them answers, not the one whose heading
 * names what is counted, done or billed (`Create a wallet`, `Rates: full verification`).
 */
import {chunks} from './words';

/** How a query is framed: to do something, or to learn what holds, how many, or why. */
export const Framing = {Doing: 0, WhatHolds: 1, Quantity: 2, Reason: 3} as const;
export type Framing = (typeof Framing)[keyof typeof Framing];

/** Opening words of a question that asks what holds: a fact, a rule, a consequence (`why`: a reason). */
const EXPLAINING_OPENINGS: ReadonlySet<string> = new Set('what when can is are does should will'.split(' '));
/** `how` followed by one of these asks for a quantity (a limit), not a way: `how many`, `how much`. */
const QUANTITIES: ReadonlySet<string> = new Set(['many', 'much']);
/** Words that ask for a procedure whatever the opening (`what are the steps to deploy …`), as `how do I` does. */
const PROCEDURE_WORDS: ReadonlySet<string> = new Set(['step', 'steps']);

/** How the query is framed (see the file's comment). */
export function framingOf(query: string): Framing {
  const words = chunks(query.toLowerCase()).flatMap(({parts}) => parts);
  if (words.length < 2 || words.some((word) => PROCEDURE_WORDS.has(word))) return Framing.Doing;
  const [first, second] = words;
  if (first === 'how' && QUANTITIES.has(second!)) return Framing.Quantity;
  if (first === 'why') return Framing.Reason;
  return EXPLAINING_OPENINGS.has(first!) ? Framing.WhatHolds : Framing.Doing;
}

/**
 * Whether the query asks what holds rather than how to do something (a quantity or a reason too). A question about
 * cost does not: it asks for the rates, which the pricing page's weight already decides (./ranking.ts,
 * pageWeight), and its verb names the billed call (`are the first token transfers free`).
 */
export const asksWhatHolds = (query: string, aboutCost: boolean): boolean =>
  !aboutCost && framingOf(query) !== Framing.Doing;

/** Whether the query asks how many or why, which the section that states the limit or the reason answers. */
export const asksLimitOrReason = (query: string): boolean => {
  const framing = framingOf(query);
  return framing === Framing.Quantity || framing === Framing.Reason;
};
