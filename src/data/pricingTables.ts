/**
 * The rows of the pricing tables, as display strings, derived from a rate
 * card. Shared by the PricingTable and PricingExample components (HTML) and
 * by the Markdown twins (src/plugins/llms), so both show the same figures,
 * captions and headings. Pure: no React, no I/O.
 */
import type {RateCard} from './pricing';
import {
  formatCount,
  formatMoney,
  formatRange,
  gasMixCost,
  graduatedCost,
  type CostBreakdown,
  type GasUsage,
} from './pricingMath';

/** A price per transaction for display: "Free" for 0, else "0.085". */
export function formatRate(value: number): string {
  return value === 0 ? 'Free' : formatMoney(value);
}

function capitalise(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export type RateTableRow = {
  /** Stable key: the band's first value. */
  key: number;
  range: string;
  myr: string;
  usd: string;
};

export type RateTable = {
  caption: string;
  headings: {range: string; myr: string; usd: string};
  rows: RateTableRow[];
};

/** A rate card as a table: one row per band with its range and its MYR and USD prices. */
export function rateTable(card: RateCard, caption?: string): RateTable {
  const isGas = card.basis === 'gas-per-transaction';
  return {
    caption:
      caption ??
      (isGas
        ? `${card.name}: fee per ${card.unit.one} by the gas it uses`
        : `${card.name}: price per ${card.unit.one} by cumulative usage`),
    headings: {
      range: isGas ? 'Gas used by the transaction' : `Cumulative ${card.unit.other}`,
      myr: `MYR per ${card.unit.one}`,
      usd: `USD per ${card.unit.one}`,
    },
    rows: card.tiers.map((tier) => ({
      key: tier.from,
      range: formatRange(tier),
      myr: formatRate(tier.myr),
      usd: formatRate(tier.usd),
    })),
  };
}

/** What a worked example prices: a quantity counted from zero (volume cards) or groups of transactions by gas (gas cards). */
export type ExampleInput = {
  quantity?: number;
  transactions?: readonly GasUsage[];
};

/** The cost of an example, checking that the input fits the card's basis. */
export function exampleCost(card: RateCard, input: ExampleInput): CostBreakdown {
  if (card.basis === 'gas-per-transaction') {
    if (!input.transactions) {
      throw new Error(`PricingExample for "${card.id}" needs a transactions list, not a quantity.`);
    }
    return gasMixCost(card.tiers, input.transactions);
  }
  if (input.quantity === undefined) {
    throw new Error(`PricingExample for "${card.id}" needs a quantity, not a transactions list.`);
  }
  return graduatedCost(card.tiers, input.quantity);
}

export type ExampleLine = {
  key: number;
  range: string;
  count: string;
  myrRate: string;
  myrSubtotal: string;
  usdRate: string;
  usdSubtotal: string;
  /** No transaction fell in this band. */
  unused: boolean;
};

export type ExampleTable = {
  caption: string;
  headings: {
    range: string;
    count: string;
    myrRate: string;
    myrSubtotal: string;
    usdRate: string;
    usdSubtotal: string;
  };
  lines: ExampleLine[];
  /** Total count and amounts, with their currency: "MYR 999.15". */
  total: {count: string; myr: string; usd: string};
};

/** A worked example as a table: one line per band, then the total. */
export function exampleTable(card: RateCard, input: ExampleInput, caption?: string): ExampleTable {
  const cost = exampleCost(card, input);
  const isGas = card.basis === 'gas-per-transaction';
  const units = cost.count === 1 ? card.unit.one : card.unit.other;
  return {
    caption:
      caption ??
      (isGas
        ? `Worked example for ${card.name}: ${formatCount(cost.count)} ${units} priced by the gas each one used`
        : `Worked example for ${card.name}: ${formatCount(cost.count)} ${units} counted from zero`),
    headings: {
      range: isGas ? 'Gas band' : 'Usage band',
      count: `${capitalise(card.unit.other)} charged`,
      myrRate: 'MYR rate',
      myrSubtotal: 'MYR subtotal',
      usdRate: 'USD rate',
      usdSubtotal: 'USD subtotal',
    },
    lines: cost.lines.map((line) => ({
      key: line.tier.from,
      range: formatRange(line.tier),
      count: formatCount(line.count),
      myrRate: formatRate(line.unitPrice.myr),
      myrSubtotal: formatMoney(line.subtotal.myr),
      usdRate: formatRate(line.unitPrice.usd),
      usdSubtotal: formatMoney(line.subtotal.usd),
      unused: line.count === 0,
    })),
    total: {
      count: formatCount(cost.count),
      myr: `MYR ${formatMoney(cost.total.myr)}`,
      usd: `USD ${formatMoney(cost.total.usd)}`,
    },
  };
}
