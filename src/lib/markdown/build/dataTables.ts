/**
 * The data-table components as Markdown, for the twins: `<PricingTable>`,
 * `<PricingExample>` and `<ErrorCodeTable>`. Rows come from the same pure
 * modules the components render (src/data/pricingTables.ts and
 * src/data/ekycErrorCodes.ts), so a twin shows the page's figures.
 */
import {ekycErrorCodes, errorCodeTable, type EkycErrorCode} from '../../../data/ekycErrorCodes';
import type {RateCard} from '../../../data/pricing';
import {exampleTable, rateTable, type ExampleInput} from '../../../data/pricingTables';

/** One table cell: pipes escaped, line breaks folded into spaces. */
function cell(value: string): string {
  return value.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

/** A GitHub-flavoured Markdown table. */
export function markdownTable(headings: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(headings), `| ${headings.map(() => '---').join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** `<PricingTable card="…" />`: caption, one row per band (range, MYR, USD), review date. */
export function rateTableMarkdown(card: RateCard, caption?: string): string {
  const table = rateTable(card, caption);
  const {headings} = table;
  return [
    `**${table.caption}**`,
    markdownTable(
      [headings.range, headings.myr, headings.usd],
      table.rows.map((row) => [row.range, row.myr, row.usd]),
    ),
  ].join('\n\n');
}

/** `<PricingExample card="…" quantity={…} />`: caption, one line per band, a total row and a total sentence. */
export function exampleMarkdown(card: RateCard, input: ExampleInput, caption?: string): string {
  const table = exampleTable(card, input, caption);
  const {headings, total} = table;
  return [
    `**${table.caption}**`,
    markdownTable(
      [
        headings.range,
        headings.count,
        headings.myrRate,
        headings.myrSubtotal,
        headings.usdRate,
        headings.usdSubtotal,
      ],
      [
        ...table.lines.map((line) => [
          line.range,
          line.count,
          line.myrRate,
          line.myrSubtotal,
          line.usdRate,
          line.usdSubtotal,
        ]),
        ['**Total**', `**${total.count}**`, '', `**${total.myr}**`, '', `**${total.usd}**`],
      ],
    ),
    `Total: ${total.myr} (${total.usd}) for ${total.count} ${total.count === '1' ? card.unit.one : card.unit.other}.`,
  ].join('\n\n');
}

/** `<ErrorCodeTable />`: every code with its stage and meaning. */
export function errorCodeTableMarkdown(
  codes: readonly EkycErrorCode[] = ekycErrorCodes,
  caption: string = errorCodeTable.caption,
): string {
  const {headings} = errorCodeTable;
  return [
    `**${caption}**`,
    markdownTable(
      [headings.code, headings.stage, headings.meaning],
      codes.map((entry) => [`\`${entry.code}\``, entry.stage, entry.meaning]),
    ),
  ].join('\n\n');
}
