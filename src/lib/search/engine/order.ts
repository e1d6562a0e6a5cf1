/**
 * The first pass's order: candidates sorted by the ranking criteria
 * (./ranking.ts), a tier at a time, so a query that many records meet sorts
 * only as far as the answer reaches.
 */
import {compareRanks, type Rank} from './ranking';

const INDEX_STEPS = 2 ** 24;
const SCORE_STEPS = 2 ** 20;

/**
 * Ranks in order (compareRanks), sorted natively: words, typos and the score
 * (to a thousandth) are packed with the rank's place into one number (53
 * bits), and only runs that tie on those are sorted with compareRanks. Tens
 * of thousands of candidates, on a phone.
 */
export function sortRanks(ranks: Rank[]): Rank[] {
  const count = ranks.length;
  const keys = new Float64Array(count);
  ranks.forEach((rank, i) => {
    const group =
      (rank.words * 32 + 31 - Math.min(rank.typos, 31)) * SCORE_STEPS +
      Math.min(SCORE_STEPS - 1, Math.round(rank.score * 1000));
    keys[i] = group * INDEX_STEPS + (INDEX_STEPS - 1 - i);
  });
  keys.sort();
  const sorted = new Array<Rank>(count);
  const groups = new Float64Array(count);
  for (let k = 0; k < count; k += 1) {
    const key = keys[count - 1 - k]!;
    sorted[k] = ranks[INDEX_STEPS - 1 - (key % INDEX_STEPS)]!;
    groups[k] = Math.floor(key / INDEX_STEPS);
  }
  for (let start = 0, end = 1; end <= count; end += 1) {
    if (end < count && groups[end] === groups[start]) continue;
    if (end - start > 1) {
      const run = sorted.slice(start, end).sort(compareRanks);
      for (let k = 0; k < run.length; k += 1) sorted[start + k] = run[k]!;
    }
    start = end;
  }
  return sorted;
}

/** The first pass's order: tiers of records (by the number of words met, most first), each ranked when reached. */
export class TieredOrder {
  private readonly ranked: Rank[] = [];
  private nextTier = 0;

  constructor(
    private readonly tiers: number[][],
    private readonly rankTier: (records: number[]) => Rank[],
  ) {}

  /** The k-th rank, or undefined past the last record. */
  at(k: number): Rank | undefined {
    while (this.ranked.length <= k && this.nextTier < this.tiers.length) {
      const tier = this.tiers[this.nextTier]!;
      this.nextTier += 1;
      if (tier.length > 0) this.ranked.push(...this.rankTier(tier));
    }
    return this.ranked[k];
  }
}
