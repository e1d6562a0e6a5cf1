import {test, expect} from '@playwright/test';
import {cardsByService, getRateCard, rateCards, type RateCard} from '../../src/data/pricing';
import {
  countInTier,
  formatMoney,
  formatRange,
  gasFee,
  gasMixCost,
  graduatedCost,
  toThousandths,
} from '../../src/data/pricingMath';

const cards: RateCard[] = Object.values(rateCards);
const tiersOf = (id: Parameters<typeof getRateCard>[0]) => getRateCard(id).tiers;

test.describe('pricing data: shape of every rate card in src/data/pricing.ts', () => {
  for (const card of cards) {
    test(`${card.id}: bands start at 1, are contiguous and ascending`, () => {
      const {tiers} = card;
      expect(tiers.length, `${card.id} has no tiers; add at least one row`).toBeGreaterThan(0);
      expect(tiers[0].from, `${card.id}: the first band must start at 1`).toBe(1);
      tiers.forEach((tier, i) => {
        const label = `${card.id}, band ${i + 1} (${formatRange(tier)})`;
        if (tier.to !== null) {
          expect(tier.to, `${label}: the band ends before it starts`).toBeGreaterThanOrEqual(tier.from);
        } else {
          expect(i, `${label}: only the last band may be open-ended (to: null)`).toBe(tiers.length - 1);
        }
        if (i > 0) {
          const previous = tiers[i - 1];
          expect(
            tier.from,
            `${label}: must start right after the previous band ends (${previous.to}); gaps and overlaps double-charge or skip transactions`,
          ).toBe((previous.to ?? Number.NaN) + 1);
        }
      });
      if (card.basis === 'cumulative-volume') {
        expect(
          tiers.at(-1)?.to,
          `${card.id}: the top band of a volume card must be open-ended (to: null) so every count is priced`,
        ).toBeNull();
      }
    });

    test(`${card.id}: prices are non-negative, in both currencies, with at most three decimals`, () => {
      card.tiers.forEach((tier, i) => {
        const label = `${card.id}, band ${i + 1} (${formatRange(tier)})`;
        for (const [currency, price] of [
          ['MYR', tier.myr],
          ['USD', tier.usd],
        ] as const) {
          expect(Number.isFinite(price), `${label}: ${currency} price is not a number`).toBe(true);
          expect(price, `${label}: ${currency} price is negative`).toBeGreaterThanOrEqual(0);
          expect(() => toThousandths(price), `${label}: ${currency} price ${price}`).not.toThrow();
        }
        expect(tier.myr === 0, `${label}: a band is free in MYR but not in USD, or the other way round`).toBe(
          tier.usd === 0,
        );
      });
    });

    test(`${card.id}: prices move in the expected direction`, () => {
      card.tiers.slice(1).forEach((tier, i) => {
        const previous = card.tiers[i];
        const label = `${card.id}, band ${i + 2} (${formatRange(tier)})`;
        if (card.basis === 'cumulative-volume') {
          // A free first band is cheaper than the next, so compare paid bands only.
          if (previous.myr === 0) return;
          expect(tier.myr, `${label}: MYR price rises with volume; check for a typo`).toBeLessThanOrEqual(
            previous.myr,
          );
          expect(tier.usd, `${label}: USD price rises with volume; check for a typo`).toBeLessThanOrEqual(
            previous.usd,
          );
        } else {
          expect(tier.myr, `${label}: MYR fee falls as gas grows; check for a typo`).toBeGreaterThanOrEqual(
            previous.myr,
          );
          expect(tier.usd, `${label}: USD fee falls as gas grows; check for a typo`).toBeGreaterThanOrEqual(
            previous.usd,
          );
        }
      });
    });

    test(`${card.id}: has its id and a one-line source note`, () => {
      expect(rateCards[card.id], `${card.id}: the key in rateCards and the card's id differ`).toBe(card);
      expect(card.source.trim(), `${card.id}: say where the figures come from in source`).not.toBe('');
      expect(card.source, `${card.id}: keep the source note to one line`).not.toContain('\n');
    });
  }

  test('every card appears on exactly one service page', () => {
    const listed = Object.values(cardsByService).flat();
    expect(
      [...listed].sort(),
      'cardsByService must list each rate card once; add new cards there too',
    ).toEqual(Object.keys(rateCards).sort());
  });

  test('an unknown card id fails with a list of the valid ids', () => {
    expect(() => getRateCard('audit-trail')).toThrow(
      /Unknown rate card "audit-trail".*audit-trail-create-record/,
    );
  });
});

test.describe('pricing math: graduated volume tiers (hand-computed)', () => {
  test('audit trail, 12,000 calls: 10 free, 9,990 at 0.085, 2,000 at 0.075', () => {
    const cost = graduatedCost(tiersOf('audit-trail-create-record'), 12_000);
    expect(
      cost.lines.map((l) => l.count),
      'calls charged in each band',
    ).toEqual([10, 9_990, 2_000, 0, 0, 0]);
    expect(cost.lines[1].subtotal, 'second band: 9,990 × 0.085 MYR and × 0.018 USD').toEqual({
      myr: 849.15,
      usd: 179.82,
    });
    expect(cost.total, 'MYR 849.15 + 150.00; USD 179.82 + 30.00').toEqual({myr: 999.15, usd: 209.82});
  });

  test('audit trail, 200,000 calls matches the published example (MYR 12,599.15)', () => {
    const cost = graduatedCost(tiersOf('audit-trail-create-record'), 200_000);
    expect(cost.total, 'MYR 849.15 + 3,000 + 3,250 + 5,500; USD 179.82 + 600 + 650 + 1,100').toEqual({
      myr: 12_599.15,
      usd: 2_529.82,
    });
  });

  test('token, 12,000 and 200,000 transactions', () => {
    const tiers = tiersOf('token-mint-transfer');
    expect(graduatedCost(tiers, 12_000).total, 'MYR 999 + 180; USD 209.79 + 38').toEqual({
      myr: 1_179,
      usd: 247.79,
    });
    expect(
      graduatedCost(tiers, 200_000).total,
      'MYR 999 + 3,600 + 4,000 + 7,000 (the source prints 15,559, an addition slip); USD 209.79 + 760 + 850 + 1,400',
    ).toEqual({myr: 15_599, usd: 3_219.79});
  });

  test('band edges: 0, the last free call and the first paid call', () => {
    const tiers = tiersOf('audit-trail-create-record');
    expect(graduatedCost(tiers, 0).total, 'no usage costs nothing').toEqual({myr: 0, usd: 0});
    expect(graduatedCost(tiers, 10).total, 'the free band covers calls 1–10').toEqual({myr: 0, usd: 0});
    expect(graduatedCost(tiers, 11).total, 'call 11 is the first paid call').toEqual({
      myr: 0.085,
      usd: 0.018,
    });
    expect(countInTier(tiers[5], 200_001), 'call 200,001 lands in the top band').toBe(1);
  });

  test('NFT tables reproduce the source examples for 2,000 transactions', () => {
    const expected = {
      'nft-mint-1mb': 1_770,
      'nft-mint-10mb': 8_900,
      'nft-mint-30mb': 17_800,
      'nft-mint-100mb': 35_600,
      'nft-transfer': 1_750,
    } as const;
    for (const [id, myr] of Object.entries(expected)) {
      expect(
        graduatedCost(tiersOf(id as keyof typeof expected), 2_000).total.myr,
        `${id}: MYR total for 2,000 transactions`,
      ).toBe(myr);
    }
  });

  test('e-KYC examples: 1,000 and 1,200 verifications', () => {
    expect(graduatedCost(tiersOf('ekyc-full'), 1_000).total.myr, 'full check: 350 + 600 + 520 + 900').toBe(
      2_370,
    );
    expect(graduatedCost(tiersOf('ekyc-ocr-only'), 1_000).total.myr, 'OCR only: 250 + 400 + 360 + 750').toBe(
      1_760,
    );
    expect(
      graduatedCost(tiersOf('ekyc-full'), 1_200).total,
      'full check, 1,200: MYR 2,370 + 200 × 1.50; USD 73 + 126 + 108 + 190 + 62',
    ).toEqual({myr: 2_670, usd: 559});
  });

  test('bad counts fail with a clear message', () => {
    const tiers = tiersOf('token-mint-transfer');
    for (const bad of [-1, 1.5, Number.NaN]) {
      expect(() => graduatedCost(tiers, bad), `count ${bad} must be rejected`).toThrow(/whole number/);
    }
  });
});

test.describe('pricing math: custom contract fee by gas used (hand-computed)', () => {
  const tiers = tiersOf('custom-contract-gas');

  test('band edges', () => {
    expect(gasFee(tiers, 100_000), '100,000 gas is still in the first band').toEqual({myr: 0.1, usd: 0.023});
    expect(gasFee(tiers, 100_001), '100,001 gas starts the second band').toEqual({myr: 0.5, usd: 0.11});
    expect(gasFee(tiers, 30_000_000), 'the last published band').toEqual({myr: 77.5, usd: 17.67});
    expect(() => gasFee(tiers, 30_000_001), 'gas above the table has no published fee').toThrow(
      /ends at 30,000,000/,
    );
  });

  test('the published mix of 1,957 transactions costs MYR 704.00', () => {
    const cost = gasMixCost(tiers, [
      {gasUsed: 50_000, count: 1_300},
      {gasUsed: 150_000, count: 480},
      {gasUsed: 250_000, count: 120},
      {gasUsed: 400_000, count: 42},
      {gasUsed: 600_000, count: 10},
      {gasUsed: 6_500_000, count: 5},
    ]);
    expect(cost.count, 'transactions in the mix').toBe(1_957);
    expect(cost.lines.length, 'one line per band used').toBe(6);
    expect(
      cost.total,
      'MYR 130 + 240 + 120 + 84 + 30 + 100; USD 29.9 + 52.8 + 27.6 + 19.32 + 6.8 + 22.8',
    ).toEqual({
      myr: 704,
      usd: 159.22,
    });
  });

  test('groups in the same band are added together', () => {
    const cost = gasMixCost(tiers, [
      {gasUsed: 10, count: 2},
      {gasUsed: 90_000, count: 3},
    ]);
    expect(
      cost.lines.map((l) => l.count),
      'both groups fall in the first band',
    ).toEqual([5]);
    expect(cost.total, '5 × 0.10 MYR, 5 × 0.023 USD').toEqual({myr: 0.5, usd: 0.115});
  });
});

test.describe('pricing display helpers', () => {
  test('ranges and money read the way the tables print them', () => {
    expect(formatRange({from: 11, to: 10_000, myr: 0, usd: 0})).toBe('11–10,000');
    expect(formatRange({from: 200_001, to: null, myr: 0, usd: 0})).toBe('More than 200,000');
    expect(formatMoney(0.1)).toBe('0.10');
    expect(formatMoney(0.085)).toBe('0.085');
    expect(formatMoney(12_599.15)).toBe('12,599.15');
  });

  test('prices with more than three decimals are rejected', () => {
    expect(() => toThousandths(0.0855), 'four decimals cannot be added up exactly').toThrow(/three decimals/);
  });
});
