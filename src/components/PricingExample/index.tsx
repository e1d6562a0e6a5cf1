import type {ReactNode} from 'react';
import ScrollableTable, {cellStyles} from '@site/src/components/ScrollableTable';
import {getRateCard, type RateCardId} from '@site/src/data/pricing';
import type {GasUsage} from '@site/src/data/pricingMath';
import {exampleTable} from '@site/src/data/pricingTables';
import styles from './styles.module.css';

type VolumeProps = {
  /** A rate card billed by cumulative volume. */
  card: RateCardId;
  /** Transactions to price, counted from zero. */
  quantity: number;
  transactions?: never;
  caption?: string;
};

type GasProps = {
  /** A rate card billed by gas used (the custom smart contract card). */
  card: RateCardId;
  /** Groups of transactions with the gas each one used. */
  transactions: readonly GasUsage[];
  quantity?: never;
  caption?: string;
};

type Props = VolumeProps | GasProps;

/**
 * A worked cost example computed from the rate card: one line per band with
 * the count charged there, the rate and the subtotal, then the total, in MYR
 * and USD. The lines come from src/data/pricingTables.ts, which the Markdown
 * twins use too.
 */
export default function PricingExample(props: Props): ReactNode {
  const table = exampleTable(getRateCard(props.card), props, props.caption);
  const {headings, total} = table;

  return (
    <ScrollableTable caption={table.caption} className={styles.example}>
      <thead>
        <tr>
          <th scope="col">{headings.range}</th>
          <th scope="col" className={cellStyles.number}>
            {headings.count}
          </th>
          <th scope="col" className={cellStyles.number}>
            {headings.myrRate}
          </th>
          <th scope="col" className={cellStyles.number}>
            {headings.myrSubtotal}
          </th>
          <th scope="col" className={cellStyles.number}>
            {headings.usdRate}
          </th>
          <th scope="col" className={cellStyles.number}>
            {headings.usdSubtotal}
          </th>
        </tr>
      </thead>
      <tbody>
        {table.lines.map((line) => (
          <tr key={line.key} className={line.unused ? styles.unused : undefined}>
            <th scope="row" className={cellStyles.range}>
              {line.range}
            </th>
            <td className={cellStyles.number}>{line.count}</td>
            <td className={cellStyles.number}>{line.myrRate}</td>
            <td className={cellStyles.number}>{line.myrSubtotal}</td>
            <td className={cellStyles.number}>{line.usdRate}</td>
            <td className={cellStyles.number}>{line.usdSubtotal}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr className={styles.total}>
          <th scope="row">Total</th>
          <td className={cellStyles.number}>{total.count}</td>
          <td aria-hidden="true" />
          <td className={cellStyles.number}>{total.myr}</td>
          <td aria-hidden="true" />
          <td className={cellStyles.number}>{total.usd}</td>
        </tr>
      </tfoot>
    </ScrollableTable>
  );
}
