/**
 * Every published MasChain rate card, in one place.
 *
 * Prices change over time. Keep every price, tier boundary and free allowance
 * in this file only: the pricing pages render them through the PricingTable
 * and PricingExample components, so a rate change is a one-file edit.
 *
 * When you change a card, update its `source` note, then run the unit tests
 * (`npx playwright test --project=unit`).
 */

export type ServiceId = 'audit-trail' | 'token' | 'certificate' | 'ekyc' | 'custom-smart-contract';

/**
 * How a card's tiers are read.
 * - `cumulative-volume`: graduated by cumulative usage. Each transaction is
 *   charged at the rate of the band its running count falls in (whether the
 *   count restarts each billing period is not given, so examples count from 0).
 * - `gas-per-transaction`: each transaction is charged on its own, at the rate
 *   of the band that contains the gas it used. Volume does not matter.
 */
export type PricingBasis = 'cumulative-volume' | 'gas-per-transaction';

/** One row of a rate card. Prices are per transaction; 0 means free. */
export type Tier = {
  /** First value of the band, inclusive (a transaction count, or gas used). */
  from: number;
  /** Last value of the band, inclusive; `null` for an open-ended top band. */
  to: number | null;
  /** Price per transaction in Malaysian ringgit. */
  myr: number;
  /** Price per transaction in US dollars. */
  usd: number;
};

/** What one charged unit is called, for captions and column headings. */
export type UnitName = {one: string; other: string};

export type RateCard = {
  id: RateCardId;
  service: ServiceId;
  /** The charged operation, as readers know it. */
  name: string;
  unit: UnitName;
  basis: PricingBasis;
  /** Ordered from the lowest band up; bands are contiguous. */
  tiers: readonly Tier[];
  /** One line for maintainers: where the figures were taken from. */
  source: string;
  /** Known disagreements inside the source, with figures, for maintainers. */
  sourceIssues?: readonly string[];
};

export type RateCardId =
  | 'audit-trail-create-record'
  | 'token-mint-transfer'
  | 'nft-mint-1mb'
  | 'nft-mint-10mb'
  | 'nft-mint-30mb'
  | 'nft-mint-100mb'
  | 'nft-transfer'
  | 'ekyc-full'
  | 'ekyc-ocr-only'
  | 'custom-contract-gas';

const docsSnapshot = 'MasChain docs source, snapshot e235c3e';

const transaction: UnitName = {one: 'transaction', other: 'transactions'};
const call: UnitName = {one: 'call', other: 'calls'};
const verification: UnitName = {one: 'verification', other: 'verifications'};

/**
 * Gas bands of the custom smart contract fee table. Each band is
 * [from, to, USD, MYR], copied row by row from the published table.
 */
const gasBands: ReadonlyArray<readonly [number, number, number, number]> = [
  [1, 100_000, 0.023, 0.1],
  [100_001, 200_000, 0.11, 0.5],
  [200_001, 300_000, 0.23, 1.0],
  [300_001, 500_000, 0.46, 2.0],
  [500_001, 800_000, 0.68, 3.0],
  [800_001, 1_000_000, 1.14, 5.0],
  [1_000_001, 2_000_000, 1.71, 7.5],
  [2_000_001, 3_000_000, 2.28, 10.0],
  [3_000_001, 4_000_000, 2.85, 12.5],
  [4_000_001, 5_000_000, 3.42, 15.0],
  [5_000_001, 6_000_000, 3.99, 17.5],
  [6_000_001, 7_000_000, 4.56, 20.0],
  [7_000_001, 8_000_000, 5.13, 22.5],
  [8_000_001, 9_000_000, 5.7, 25.0],
  [9_000_001, 10_000_000, 6.27, 27.5],
  [10_000_001, 11_000_000, 6.84, 30.0],
  [11_000_001, 12_000_000, 7.41, 32.5],
  [12_000_001, 13_000_000, 7.98, 35.0],
  [13_000_001, 14_000_000, 8.55, 37.5],
  [14_000_001, 15_000_000, 9.12, 40.0],
  [15_000_001, 16_000_000, 9.69, 42.5],
  [16_000_001, 17_000_000, 10.26, 45.0],
  [17_000_001, 18_000_000, 10.83, 47.5],
  [18_000_001, 19_000_000, 11.4, 50.0],
  [19_000_001, 20_000_000, 11.97, 52.5],
  [20_000_001, 21_000_000, 12.54, 55.0],
  [21_000_001, 22_000_000, 13.11, 57.5],
  [22_000_001, 23_000_000, 13.68, 60.0],
  [23_000_001, 24_000_000, 14.25, 62.5],
  [24_000_001, 25_000_000, 14.82, 65.0],
  [25_000_001, 26_000_000, 15.39, 67.5],
  [26_000_001, 27_000_000, 15.96, 70.0],
  [27_000_001, 28_000_000, 16.53, 72.5],
  // The source prints 75.50 here; the 2.50 step of every other band gives 75.00.
  [28_000_001, 29_000_000, 17.1, 75.5],
  [29_000_001, 30_000_000, 17.67, 77.5],
];

export const rateCards: Readonly<Record<RateCardId, RateCard>> = {
  'audit-trail-create-record': {
    id: 'audit-trail-create-record',
    service: 'audit-trail',
    name: 'Create record',
    unit: call,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 10, myr: 0, usd: 0},
      {from: 11, to: 10_000, myr: 0.085, usd: 0.018},
      {from: 10_001, to: 50_000, myr: 0.075, usd: 0.015},
      {from: 50_001, to: 100_000, myr: 0.065, usd: 0.013},
      {from: 100_001, to: 200_000, myr: 0.055, usd: 0.011},
      {from: 200_001, to: null, myr: 0.045, usd: 0.009},
    ],
    source: `${docsSnapshot}, services/audit-trail/pricing (free band 1–10 since early 2026).`,
    sourceIssues: [
      'Source prose still says the first 1,000 calls are free; its table (used here) frees 1–10.',
    ],
  },
  'token-mint-transfer': {
    id: 'token-mint-transfer',
    service: 'token',
    name: 'Mint and transfer token',
    unit: transaction,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 10, myr: 0, usd: 0},
      {from: 11, to: 10_000, myr: 0.1, usd: 0.021},
      {from: 10_001, to: 50_000, myr: 0.09, usd: 0.019},
      {from: 50_001, to: 100_000, myr: 0.08, usd: 0.017},
      {from: 100_001, to: 200_000, myr: 0.07, usd: 0.014},
      {from: 200_001, to: null, myr: 0.06, usd: 0.012},
    ],
    source: `${docsSnapshot}, services/token/pricing (free band 1–10 since early 2026).`,
    sourceIssues: [
      'Source prose still says the first 1,000 calls are free; its table (used here) frees 1–10.',
      'Source example for 200,000 calls totals MYR 15,559.00; its own lines (999 + 3,600 + 4,000 + 7,000) add up to 15,599.00.',
    ],
  },
  'nft-mint-1mb': {
    id: 'nft-mint-1mb',
    service: 'certificate',
    name: 'Create NFT, file under 1 MB',
    unit: transaction,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 10, myr: 0, usd: 0},
      {from: 11, to: 100, myr: 1.0, usd: 0.21},
      {from: 101, to: 500, myr: 0.95, usd: 0.2},
      {from: 501, to: 1_000, myr: 0.9, usd: 0.19},
      {from: 1_001, to: 2_000, myr: 0.85, usd: 0.18},
      {from: 2_001, to: null, myr: 0.8, usd: 0.17},
    ],
    source: `${docsSnapshot}, services/certificate/pricing, table for files under 1 MB.`,
    sourceIssues: ['Source prose says the first 30 calls are free; the table frees 1–10.'],
  },
  'nft-mint-10mb': {
    id: 'nft-mint-10mb',
    service: 'certificate',
    name: 'Create NFT, file under 10 MB',
    unit: transaction,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 100, myr: 5.0, usd: 5.0},
      {from: 101, to: 500, myr: 4.75, usd: 4.75},
      {from: 501, to: 1_000, myr: 4.5, usd: 4.5},
      {from: 1_001, to: 2_000, myr: 4.25, usd: 4.25},
      {from: 2_001, to: null, myr: 4.0, usd: 4.0},
    ],
    source: `${docsSnapshot}, services/certificate/pricing, table for files under 10 MB (as printed).`,
    sourceIssues: [
      'USD and MYR columns carry identical numbers (5.00 / 5, 4.75 / 4.75 …); in every other table the MYR figure is several times the USD one.',
      'With these figures the 10 MB tier costs more in USD (5.00) than the 30 MB (2.37) and 100 MB (4.75) tiers, yet less in MYR (5 against 10.00 and 20.00).',
      'Source example labels band 1–100 as FREE yet charges 100 × 5.00 = 500.00, and its rate column is shifted one row (shows 5.00, 4.75, 4.50 where the lines use 4.75, 4.50, 4.25); total 8,900.00.',
      'Source prose says the first 30 calls are free; the table has no free band.',
    ],
  },
  'nft-mint-30mb': {
    id: 'nft-mint-30mb',
    service: 'certificate',
    name: 'Create NFT, file under 30 MB',
    unit: transaction,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 100, myr: 10.0, usd: 2.37},
      {from: 101, to: 500, myr: 9.5, usd: 2.25},
      {from: 501, to: 1_000, myr: 9.0, usd: 2.15},
      {from: 1_001, to: 2_000, myr: 8.5, usd: 2.02},
      {from: 2_001, to: null, myr: 8.0, usd: 1.9},
    ],
    source: `${docsSnapshot}, services/certificate/pricing, table for files under 30 MB.`,
    sourceIssues: [
      'Source prose says the first 30 calls are free and later calls cost 5.00; the table has no free band and starts at MYR 10.00.',
    ],
  },
  'nft-mint-100mb': {
    id: 'nft-mint-100mb',
    service: 'certificate',
    name: 'Create NFT, file under 100 MB',
    unit: transaction,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 100, myr: 20.0, usd: 4.75},
      {from: 101, to: 500, myr: 19.0, usd: 4.51},
      {from: 501, to: 1_000, myr: 18.0, usd: 4.27},
      {from: 1_001, to: 2_000, myr: 17.0, usd: 4.03},
      {from: 2_001, to: null, myr: 16.0, usd: 3.8},
    ],
    source: `${docsSnapshot}, services/certificate/pricing, table for files under 100 MB.`,
    sourceIssues: [
      'Source prose says the first 30 calls are free; the table has no free band and starts at MYR 20.00.',
    ],
  },
  'nft-transfer': {
    id: 'nft-transfer',
    service: 'certificate',
    name: 'Transfer NFT',
    unit: transaction,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 30, myr: 0, usd: 0},
      {from: 31, to: 100, myr: 1.0, usd: 0.21},
      {from: 101, to: 500, myr: 0.95, usd: 0.2},
      {from: 501, to: 1_000, myr: 0.9, usd: 0.19},
      {from: 1_001, to: 2_000, myr: 0.85, usd: 0.18},
      {from: 2_001, to: null, myr: 0.8, usd: 0.17},
    ],
    source: `${docsSnapshot}, services/certificate/pricing, transfer table.`,
  },
  'ekyc-full': {
    id: 'ekyc-full',
    service: 'ekyc',
    name: 'OCR, face recognition and liveness detection',
    unit: verification,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 100, myr: 3.5, usd: 0.73},
      {from: 101, to: 300, myr: 3.0, usd: 0.63},
      {from: 301, to: 500, myr: 2.6, usd: 0.54},
      {from: 501, to: 1_000, myr: 1.8, usd: 0.38},
      {from: 1_001, to: null, myr: 1.5, usd: 0.31},
    ],
    source: `${docsSnapshot}, services/ekyc/pricing, full check (type 00).`,
  },
  'ekyc-ocr-only': {
    id: 'ekyc-ocr-only',
    service: 'ekyc',
    name: 'OCR only',
    unit: verification,
    basis: 'cumulative-volume',
    tiers: [
      {from: 1, to: 100, myr: 2.5, usd: 0.53},
      {from: 101, to: 300, myr: 2.0, usd: 0.42},
      {from: 301, to: 500, myr: 1.8, usd: 0.39},
      {from: 501, to: 1_000, myr: 1.5, usd: 0.32},
      {from: 1_001, to: null, myr: 1.0, usd: 0.21},
    ],
    source: `${docsSnapshot}, services/ekyc/pricing, OCR only (type 01).`,
    sourceIssues: ['Source labels the top band "> 1,001" in the rate table but "> 1,000" in its example.'],
  },
  'custom-contract-gas': {
    id: 'custom-contract-gas',
    service: 'custom-smart-contract',
    name: 'Transaction fee by gas used',
    unit: transaction,
    basis: 'gas-per-transaction',
    tiers: gasBands.map(([from, to, usd, myr]) => ({from, to, myr, usd})),
    source: `${docsSnapshot}, services/custom-smart-contract/pricing (table ends at 30,000,000 gas).`,
    sourceIssues: ['Band 28,000,001–29,000,000 is MYR 75.50; the 2.50 step of the other bands gives 75.00.'],
  },
};

/** The rate cards shown on each service's pricing page, in page order. */
export const cardsByService: Readonly<Record<ServiceId, readonly RateCardId[]>> = {
  'audit-trail': ['audit-trail-create-record'],
  token: ['token-mint-transfer'],
  certificate: ['nft-mint-1mb', 'nft-mint-10mb', 'nft-mint-30mb', 'nft-mint-100mb', 'nft-transfer'],
  ekyc: ['ekyc-full', 'ekyc-ocr-only'],
  'custom-smart-contract': ['custom-contract-gas'],
};

/** Look a card up by id; throws a message a writer can act on. */
export function getRateCard(id: string): RateCard {
  const card = (rateCards as Record<string, RateCard | undefined>)[id];
  if (!card) {
    throw new Error(
      `Unknown rate card "${id}". Use one of: ${Object.keys(rateCards).join(', ')} (see src/data/pricing.ts).`,
    );
  }
  return card;
}
