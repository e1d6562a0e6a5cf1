/**
 * Facets: the kinds of answer a short query asks for about its subject — what it costs, how far it may go, where
 * it is reached, how it fails. A reader adds the facet's word to the subject's name (`ekyc price`, `webhook
 * limit`), and the pages answer each facet in a section of its own, headed with a noun of that kind (`Rates`,
 * `Fee bands`, `Limits`, `Base URLs`, `Errors`), while the query's other words are in the page's title and so in
 * every section. The words a reader asks with are broader than the headings' nouns: `billed` asks about cost,
 * but `What is billed` says which calls are charged, not what they cost.
 */
import type {Term} from './query';
import {perSectionHeading} from './recordText';
import type {IndexStore} from './store';
import {indexWords, stem} from './words';

type Facet = {asks: ReadonlySet<string>; heads: ReadonlySet<string>};

const stems = (words: string) => new Set(words.split(' ').map(stem));

const FACETS: Facet[] = [
  {
    asks: stems('price pricing cost fee charge rate tariff budget cheap cheapest expensive'),
    heads: stems('price pricing cost fee charge rate tariff'),
  },
  {asks: stems('limit maximum max quota cap'), heads: stems('limit maximum quota')},
  {asks: stems('url endpoint address'), heads: stems('url endpoint address')},
  {asks: stems('error errors fail failed failure'), heads: stems('error failure')},
];

/** The facets a query's words ask about. */
export function facetsAsked(queryWords: string[]): Facet[] {
  const asked = new Set(queryWords.map(stem));
  return FACETS.filter((facet) => [...asked].some((word) => facet.asks.has(word)));
}

/** Whether a heading names one of the facets (a noun of its kind), so that its section answers it. */
export function headsFacet(heading: string, facets: Facet[]): boolean {
  if (facets.length === 0 || !heading) return false;
  const words = indexWords(heading).map(stem);
  return facets.some((facet) => words.some((word) => facet.heads.has(word)));
}

/**
 * For a query's terms, how many words the heading of a record's section has when it names a facet the query asks
 * about, else 0 (./sectionsFirst.ts, Outline). A mistyped word asks what the words it corrects to ask (`ekyc
 * pricng`).
 */
export function facetHeadings(terms: Term[], store: IndexStore): (index: number) => number {
  const knows = (word: string) => store.wordIndex.has(word);
  const facets = facetsAsked(
    terms.flatMap((term) =>
      term.queryWords.every(knows)
        ? term.queryWords
        : term.alternatives.flatMap((alternative) => [...alternative[0]!.keys()]),
    ),
  );
  if (facets.length === 0) return () => 0;
  return perSectionHeading(store, (heading) =>
    headsFacet(heading, facets) ? heading.split(/\s+/).length : 0,
  );
}
