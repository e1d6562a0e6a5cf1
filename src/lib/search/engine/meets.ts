/**
 * How records meet one query word, one alternative of a term, or a term:
 * for each record, the worth of its best match (0 when it does not meet it),
 * the typos of that match, whether its page's title has the word, and the
 * fields it was found in. Arrays indexed by record, so the first pass over
 * tens of thousands of records allocates no object per record.
 */
/** The section name's bit among a heading posting's fields (lvl0: bit 0). */
const SECTION_NAME_BIT = 1;

export class Meets {
  readonly worth: Float64Array;
  readonly typos: Uint8Array;
  readonly inTitle: Uint8Array;
  readonly fields: Uint16Array;
  /** The section name (lvl0, the service's name, which all its pages share) has the word, in any way it is met. */
  readonly inName: Uint8Array;
  /** The records that meet it, in the order they were first met. */
  readonly records: number[] = [];

  constructor(recordCount: number) {
    this.worth = new Float64Array(recordCount);
    this.typos = new Uint8Array(recordCount);
    this.inTitle = new Uint8Array(recordCount);
    this.fields = new Uint16Array(recordCount);
    this.inName = new Uint8Array(recordCount);
  }

  has(record: number): boolean {
    return this.worth[record]! > 0;
  }

  /** One more match of the word: the best one decides the worth and typos; title and fields add up. */
  add(record: number, worth: number, typos: number, inTitle: boolean, fields: number): void {
    if (this.worth[record] === 0) this.records.push(record);
    if (worth > this.worth[record]!) {
      this.worth[record] = worth;
      this.typos[record] = typos;
    }
    if (inTitle) this.inTitle[record] = 1;
    if (fields & SECTION_NAME_BIT) this.inName[record] = 1;
    this.fields[record] = this.fields[record]! | fields;
  }

  /**
   * A better way to meet the term (another alternative) replaces the current one whole, but for the title: the
   * page's title has the term when it has any of its alternatives (`Non-Fungible Token Pricing` names NFT
   * pricing, though a heading below meets `nft` as written).
   */
  offer(
    record: number,
    worth: number,
    typos: number,
    inTitle: boolean,
    fields: number,
    inName = false,
  ): void {
    if (inTitle) this.inTitle[record] = 1;
    if (inName) this.inName[record] = 1;
    if (this.worth[record] === 0) this.records.push(record);
    else if (worth <= this.worth[record]!) return;
    this.worth[record] = worth;
    this.typos[record] = typos;
    this.fields[record] = fields;
  }
}

/** The records that meet every one of them. */
export function recordsMeetingAll(all: Meets[]): number[] {
  if (all.length === 1) return all[0]!.records;
  const [smallest, ...others] = [...all].sort((a, b) => a.records.length - b.records.length);
  return smallest!.records.filter((record) => others.every((meets) => meets.has(record)));
}

/**
 * A term met by any of its alternatives (a synonym, or a joined name's words met apart), each met when all its
 * words are: per record, the best alternative's mean worth of its words, with the title bonus when the page's
 * title has them all, times the alternative's weight (`weightOf`).
 */
export function bestOfAlternatives(
  recordCount: number,
  alternatives: Meets[][],
  records: number[][],
  weightOf: (alternative: number) => number,
  titleBonus: number,
): Meets {
  const best = new Meets(recordCount);
  alternatives.forEach((wordMeets, a) => {
    const weight = weightOf(a);
    for (const record of records[a]!) {
      let worth = 0;
      let typos = 0;
      let inTitle = true;
      let inName = true;
      let fields = 0;
      for (const meets of wordMeets) {
        worth += meets.worth[record]!;
        typos += meets.typos[record]!;
        inTitle &&= meets.inTitle[record] === 1;
        inName &&= meets.inName[record] === 1;
        fields |= meets.fields[record]!;
      }
      worth = (worth / wordMeets.length + (inTitle ? titleBonus : 0)) * weight;
      best.offer(record, worth, typos, inTitle, fields, inName);
    }
  });
  return best;
}

/** How records meet a term: the Meets of its word (or of its best alternative), and what a match is worth. */
export class TermMeets {
  constructor(
    readonly meets: Meets,
    /** The term's weight (its rarity, and less for a synonym). */
    private readonly weight: number,
    /** Added to a match when the page's title has the word (0 when the Meets already counts it). */
    private readonly titleBonus: number,
  ) {}

  get records(): number[] {
    return this.meets.records;
  }

  has(record: number): boolean {
    return this.meets.has(record);
  }

  worth(record: number): number {
    return (this.meets.worth[record]! + (this.meets.inTitle[record] ? this.titleBonus : 0)) * this.weight;
  }

  typos(record: number): number {
    return this.meets.typos[record]!;
  }

  fields(record: number): number {
    return this.meets.fields[record]!;
  }

  /** Whether the record's section name (lvl0) has the term (in any of its alternatives). */
  inName(record: number): boolean {
    return this.meets.inName[record] === 1;
  }

  /** Whether the record's page title has the term (in any of its alternatives). */
  inTitle(record: number): boolean {
    return this.meets.inTitle[record] === 1;
  }
}
