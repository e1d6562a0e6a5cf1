/**
 * Pure pricing arithmetic for the rate cards in `pricing.ts`.
 *
 * Money is added up in thousandths of a currency unit (integers), because
 * published prices have at most three decimals (for example MYR 0.085).
 * That keeps totals exact: 9,990 × 0.085 is 849.15, not 849.1500000001.
 */
import type {Tier} from './pricing';

/** An amount of money in both published currencies. */
export type Amount = {myr: number; usd: number};

/** One line of a cost breakdown: how many transactions a band charged. */
export type TierLine = {
  tier: Tier;
  /** Transactions charged at this band's rate. */
  count: number;
  /** The band's price per transaction. */
  unitPrice: Amount;
  /** count × unitPrice. */
  subtotal: Amount;
};

export type CostBreakdown = {
  /** Total number of transactions priced. */
  count: number;
  lines: TierLine[];
  total: Amount;
};

/** A group of custom-contract transactions that each used the same gas. */
export type GasUsage = {gasUsed: number; count: number};

const SCALE = 1000;

/** Converts a price to integer thousandths; throws if it has more than three decimals. */
export function toThousandths(price: number): number {
  const scaled = Math.round(price * SCALE);
  if (!Number.isFinite(price) || Math.abs(scaled - price * SCALE) > 1e-6) {
    throw new RangeError(
      `Price ${price} has more than three decimals; pricing.ts may only hold prices like 0.085.`,
    );
  }
  return scaled;
}

function fromThousandths(value: number): number {
  return value / SCALE;
}

function assertCount(value: number, what: string): void {
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${what} must be a whole number of 0 or more; got ${value}.`);
  }
}

/** Last value of a band, with the open-ended top band treated as unbounded. */
function upperBound(tier: Tier): number {
  return tier.to ?? Number.POSITIVE_INFINITY;
}

function line(tier: Tier, count: number): TierLine {
  return {
    tier,
    count,
    unitPrice: {myr: tier.myr, usd: tier.usd},
    subtotal: {
      myr: fromThousandths(count * toThousandths(tier.myr)),
      usd: fromThousandths(count * toThousandths(tier.usd)),
    },
  };
}

function sum(lines: readonly TierLine[]): Amount {
  let myr = 0;
  let usd = 0;
  for (const item of lines) {
    myr += item.count * toThousandths(item.tier.myr);
    usd += item.count * toThousandths(item.tier.usd);
  }
  return {myr: fromThousandths(myr), usd: fromThousandths(usd)};
}

/** How many of the first `count` transactions in a period fall in `tier`. */
export function countInTier(tier: Tier, count: number): number {
  const last = Math.min(count, upperBound(tier));
  return Math.max(0, last - tier.from + 1);
}

/**
 * Graduated cost of `count` transactions in one billing period: the first
 * band's transactions at the first band's price, the next band's at its
 * price, and so on. Returns one line per band (including empty bands) and
 * the total, in MYR and USD.
 */
export function graduatedCost(tiers: readonly Tier[], count: number): CostBreakdown {
  assertCount(count, 'The number of transactions');
  const lines = tiers.map((tier) => line(tier, countInTier(tier, count)));
  const covered = lines.reduce((acc, item) => acc + item.count, 0);
  if (covered !== count) {
    throw new RangeError(
      `The tiers cover ${covered} of ${count} transactions; check that they are contiguous and the top band is open-ended.`,
    );
  }
  return {count, lines, total: sum(lines)};
}

/** The band whose range contains `value` (a count or an amount of gas), if any. */
export function findTier(tiers: readonly Tier[], value: number): Tier | undefined {
  return tiers.find((tier) => value >= tier.from && value <= upperBound(tier));
}

/** Fee for one custom-contract transaction that used `gasUsed` gas. */
export function gasFee(tiers: readonly Tier[], gasUsed: number): Amount {
  assertCount(gasUsed, 'Gas used');
  const tier = findTier(tiers, gasUsed);
  if (!tier) {
    const last = tiers.at(-1)?.to;
    throw new RangeError(
      `No band covers ${formatCount(gasUsed)} gas${last ? ` (the published table ends at ${formatCount(last)})` : ''}.`,
    );
  }
  return {myr: tier.myr, usd: tier.usd};
}

/**
 * Cost of a mix of custom-contract transactions, each charged at the band of
 * its own gas use. Returns one line per band used, lowest band first.
 */
export function gasMixCost(tiers: readonly Tier[], usage: readonly GasUsage[]): CostBreakdown {
  const counts = new Map<Tier, number>();
  let count = 0;
  for (const item of usage) {
    assertCount(item.count, 'The number of transactions');
    gasFee(tiers, item.gasUsed);
    const tier = findTier(tiers, item.gasUsed) as Tier;
    counts.set(tier, (counts.get(tier) ?? 0) + item.count);
    count += item.count;
  }
  const lines = tiers.filter((tier) => counts.has(tier)).map((tier) => line(tier, counts.get(tier) ?? 0));
  return {count, lines, total: sum(lines)};
}

const groupFormat = new Intl.NumberFormat('en-US', {maximumFractionDigits: 0});
const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 3,
});

/** 12000 → "12,000". */
export function formatCount(value: number): string {
  return groupFormat.format(value);
}

/** 0.1 → "0.10", 0.085 → "0.085", 849.15 → "849.15". */
export function formatMoney(value: number): string {
  return moneyFormat.format(value);
}

/** A band's range for display: "1–10", "11–10,000" or "More than 200,000". */
export function formatRange(tier: Tier): string {
  if (tier.to === null) {
    return `More than ${formatCount(tier.from - 1)}`;
  }
  if (tier.to === tier.from) {
    return formatCount(tier.from);
  }
  return `${formatCount(tier.from)}–${formatCount(tier.to)}`;
}
