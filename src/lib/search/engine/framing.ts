/**
 * What kind of section a question asks for, read from its framing: the words it opens with. A question asks
 * either how to do something (`how do I mint`, `mint tokens`), which an API operation's section answers with its
 * call, or what holds (`what happens if I deactivate a wallet that owns a contract`, `can I delete a project`,
 * `why does the portal warn me`, `how many company wallets can I create`), which the sections that explain a
 * subject, its rules and limits answer: there the verb the reader uses frames the question and names no call
 * to make, and the operation's section that meets it says how to call, not what holds. A quantity (`how many`)
 * asks for a limit, which the section that states it answers, not the one whose heading names what is counted
 * and done (`Create a wallet`).
 */
import {chunks} from './words';

/** How a query is framed: to do something, to learn what holds, or to learn how many. */
export const Framing = {Doing: 0, WhatHolds: 1, Quantity: 2} as const;
export type Framing = (typeof Framing)[keyof typeof Framing];

/** Opening words of a question that asks what holds: a fact, a rule, a reason, a consequence. */
const EXPLAINING_OPENINGS: ReadonlySet<string> = new Set(
  'what why when can is are does should will'.split(' '),
);
/** `how` followed by one of these asks for a quantity (a limit), not a way: `how many`, `how much`. */
const QUANTITIES: ReadonlySet<string> = new Set(['many', 'much']);
/** Words that ask for a procedure whatever the opening (`what are the steps to deploy …`), as `how do I` does. */
const PROCEDURE_WORDS: ReadonlySet<string> = new Set(['step', 'steps']);

/**
 * How the query is framed (see the file's comment). A question about cost is a question of doing: it asks for the
 * rates, which the pricing page's weight already decides (./ranking.ts, pageWeight), and its verb names the billed
 * call (`are the first token transfers free`).
 */
export function framingOf(query: string, aboutCost: boolean): Framing {
  if (aboutCost) return Framing.Doing;
  const words = chunks(query.toLowerCase()).flatMap(({parts}) => parts);
  if (words.length < 2 || words.some((word) => PROCEDURE_WORDS.has(word))) return Framing.Doing;
  const [first, second] = words;
  if (first === 'how' && QUANTITIES.has(second!)) return Framing.Quantity;
  return EXPLAINING_OPENINGS.has(first!) ? Framing.WhatHolds : Framing.Doing;
}

/** Whether the query asks what holds rather than how to do something (a quantity too). */
export const asksWhatHolds = (query: string, aboutCost: boolean): boolean =>
  framingOf(query, aboutCost) !== Framing.Doing;
