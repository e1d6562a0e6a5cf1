/**
 * The data-table components in the Markdown twins: <PricingTable>,
 * <PricingExample> and <ErrorCodeTable> become Markdown tables with the same
 * figures the web page shows (both come from src/data/pricingTables.ts and
 * src/data/ekycErrorCodes.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {ekycErrorCodes} from '../../src/data/ekycErrorCodes';
import {cardsByService, getRateCard, rateCards} from '../../src/data/pricing';
import {exampleTable, formatRate, rateTable} from '../../src/data/pricingTables';
import {componentHandlers} from '../../src/lib/markdown/build/componentHandlers';
import {errorCodeTableMarkdown, rateTableMarkdown} from '../../src/lib/markdown/build/dataTables';
import {attributeValue} from '../../src/lib/markdown/build/jsxAttributes';
import {mdxToMarkdown} from '../../src/lib/markdown/build/mdxToMarkdown';
import type {MdNode} from '../../src/lib/markdown/build/mdxTree';
import {specPath} from '../support/openApiBundle';

const root = path.join(__dirname, '..', '..');
const components = componentHandlers(specPath);

/** An MDX body converted as the llms plugin does it. */
function twin(body: string): string {
  return mdxToMarkdown(`---\ntitle: Pricing\n---\n\n${body}\n`, {
    title: 'Pricing',
    components,
    pageUrl: 'https://docs.example.test/pricing',
  });
}

test.describe('shared table rows (src/data/pricingTables.ts)', () => {
  test('rate table: one row per band with range, MYR and USD; 0 reads "Free"', () => {
    const table = rateTable(getRateCard('token-mint-transfer'));
    expect(table.headings).toEqual({
      range: 'Cumulative transactions',
      myr: 'MYR per transaction',
      usd: 'USD per transaction',
    });
    expect(table.rows[0]).toEqual({key: 1, range: '1–10', myr: 'Free', usd: 'Free'});
    expect(table.rows[1]).toEqual({key: 11, range: '11–10,000', myr: '0.10', usd: '0.021'});
    expect(table.rows.at(-1)).toEqual({key: 200_001, range: 'More than 200,000', myr: '0.06', usd: '0.012'});
    expect(formatRate(0.085)).toBe('0.085');
  });

  test('example table: lines, total with currency, caption', () => {
    const table = exampleTable(getRateCard('token-mint-transfer'), {quantity: 12_000});
    expect(table.caption).toBe(
      'Worked example for Mint and transfer token: 12,000 transactions counted from zero',
    );
    expect(table.lines[1]).toMatchObject({range: '11–10,000', count: '9,990', myrSubtotal: '999.00'});
    expect(table.lines.at(-1)?.unused).toBe(true);
    expect(table.total).toEqual({count: '12,000', myr: 'MYR 1,179.00', usd: 'USD 247.79'});
  });

  test('example input must match the card basis', () => {
    expect(() => exampleTable(getRateCard('custom-contract-gas'), {quantity: 5})).toThrow(
      'needs a transactions list',
    );
    expect(() => exampleTable(getRateCard('ekyc-full'), {transactions: [{gasUsed: 1, count: 1}]})).toThrow(
      'needs a quantity',
    );
  });
});

test.describe('<PricingTable> in the twin', () => {
  test('every band of the card as a Markdown table row, with caption and review date', () => {
    const md = twin('<PricingTable card="audit-trail-create-record" />');
    const card = getRateCard('audit-trail-create-record');
    expect(md).toContain('**Create record: price per call by cumulative usage**');
    expect(md).toContain('| Cumulative calls | MYR per call | USD per call |\n| --- | --- | --- |');
    expect(md).toContain('| 1–10 | Free | Free |');
    expect(md).toContain('| 11–10,000 | 0.085 | 0.018 |');
    expect(md).toContain('| More than 200,000 | 0.045 | 0.009 |');
    expect(md.match(/^\| [^-].* \| .* \| .* \|$/gm)).toHaveLength(card.tiers.length + 1);
    expect(md).not.toMatch(/reviewed/i);
    expect(md).not.toContain('shown on the');
  });

  test('every rate card renders, and a caption attribute replaces the default', () => {
    for (const card of Object.values(rateCards)) {
      const md = rateTableMarkdown(card);
      for (const row of rateTable(card).rows)
        expect(md).toContain(`| ${row.range} | ${row.myr} | ${row.usd} |`);
    }
    expect(twin('<PricingTable card="nft-transfer" caption="Transfers" />')).toContain('**Transfers**');
  });
});

test.describe('<PricingExample> in the twin', () => {
  test('volume card: a line per band, a total row and a total sentence', () => {
    const md = twin('<PricingExample card="token-mint-transfer" quantity={12000} />');
    expect(md).toContain(
      '**Worked example for Mint and transfer token: 12,000 transactions counted from zero**',
    );
    expect(md).toContain(
      '| Usage band | Transactions charged | MYR rate | MYR subtotal | USD rate | USD subtotal |',
    );
    expect(md).toContain('| 1–10 | 10 | Free | 0.00 | Free | 0.00 |');
    expect(md).toContain('| 11–10,000 | 9,990 | 0.10 | 999.00 | 0.021 | 209.79 |');
    expect(md).toContain('| 10,001–50,000 | 2,000 | 0.09 | 180.00 | 0.019 | 38.00 |');
    expect(md).toContain('| **Total** | **12,000** |  | **MYR 1,179.00** |  | **USD 247.79** |');
    expect(md).toContain('Total: MYR 1,179.00 (USD 247.79) for 12,000 transactions.');
  });

  test('gas card: the transactions list is read from the JSX expression', () => {
    const md = twin(
      [
        '<PricingExample',
        '  card="custom-contract-gas"',
        '  transactions={[',
        '    {gasUsed: 45000, count: 2000},',
        '    {gasUsed: 2400000, count: 10},',
        '  ]}',
        '/>',
      ].join('\n'),
    );
    expect(md).toContain('2,010 transactions priced by the gas each one used');
    expect(md).toContain('| 1–100,000 | 2,000 | 0.10 | 200.00 | 0.023 | 46.00 |');
    expect(md).toContain('| 2,000,001–3,000,000 | 10 | 10.00 | 100.00 | 2.28 | 22.80 |');
    expect(md).not.toContain('| 100,001–200,000 |');
    expect(md).toContain('Total: MYR 300.00 (USD 68.80) for 2,010 transactions.');
  });

  test('a singular count reads "1 verification"', () => {
    expect(twin('<PricingExample card="ekyc-full" quantity={1} />')).toContain(
      'Total: MYR 3.50 (USD 0.73) for 1 verification.',
    );
  });
});

test('<ErrorCodeTable> in the twin lists every code with stage and meaning', () => {
  const md = twin('<ErrorCodeTable />');
  expect(md).toContain('**e-KYC error codes by stage**');
  expect(md).toContain('| Code | Stage | Meaning |');
  for (const entry of ekycErrorCodes) {
    expect(md).toContain(`| \`${entry.code}\` | ${entry.stage} | ${entry.meaning} |`);
  }
  expect(errorCodeTableMarkdown([{code: 'A|B', stage: 'OCR', meaning: 'x'}], 'C')).toContain(
    '| `A\\|B` | OCR | x |',
  );
});

test.describe('writer mistakes fail with a message that says what to fix', () => {
  test('missing or unknown card', () => {
    expect(() => twin('<PricingTable />')).toThrow('without a card="…" attribute');
    expect(() => twin('<PricingTable card="nope" />')).toThrow('Unknown rate card "nope"');
  });

  test('bad quantity or transactions', () => {
    expect(() => twin('<PricingExample card="token-mint-transfer" quantity="12000" />')).toThrow(
      'quantity must be a number',
    );
    expect(() => twin('<PricingExample card="custom-contract-gas" transactions={[{gas: 1}]} />')).toThrow(
      'transactions must be a list like',
    );
    expect(() => twin('<PricingExample card="custom-contract-gas" transactions={rows} />')).toThrow(
      '<PricingExample> attribute "transactions": only literal values',
    );
  });
});

test('attributeValue reads strings and literal expressions', () => {
  const tree = {
    type: 'mdxJsxFlowElement',
    name: 'X',
    attributes: [
      {type: 'mdxJsxAttribute', name: 's', value: 'text'},
      {type: 'mdxJsxAttribute', name: 'flag', value: null},
    ],
  } satisfies MdNode;
  expect(attributeValue(tree, 's')).toBe('text');
  expect(attributeValue(tree, 'flag')).toBe(true);
  expect(attributeValue(tree, 'absent')).toBeUndefined();
});

test.describe('the pricing and error-code pages keep their figures in their twins', () => {
  const pages = [
    ...Object.keys(cardsByService).map((service) => `docs/services/${service}/pricing.mdx`),
    'docs/services/ekyc/error-code.mdx',
  ];

  for (const file of pages) {
    test(file, () => {
      const source = readFileSync(path.join(root, file), 'utf8');
      const md = mdxToMarkdown(source, {title: 'Page', components, pageUrl: 'https://docs.example.test/p'});
      expect(md, `${file}: a data component was left as a link to the web page`).not.toMatch(
        /\((PricingTable|PricingExample|ErrorCodeTable): shown on the/,
      );
      for (const match of source.matchAll(/<PricingTable card="([^"]+)"/g)) {
        const {rows} = rateTable(getRateCard(match[1]));
        expect(md, `${file}: rate table ${match[1]}`).toContain(
          `| ${rows[0].range} | ${rows[0].myr} | ${rows[0].usd} |`,
        );
      }
      expect(md.match(/^Total: MYR /gm)?.length ?? 0).toBe(source.match(/<PricingExample/g)?.length ?? 0);
    });
  }
});
