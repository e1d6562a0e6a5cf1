import type {ReactNode} from 'react';
import ScrollableTable, {cellStyles} from '@site/src/components/ScrollableTable';
import {getRateCard, type RateCardId} from '@site/src/data/pricing';
import {rateTable} from '@site/src/data/pricingTables';
import styles from './styles.module.css';

type Props = {
  /** Which rate card to show; the ids are listed in src/data/pricing.ts. */
  card: RateCardId;
  /** Replaces the default caption. */
  caption?: string;
};

/**
 * One rate card as an accessible table: range, MYR price and USD price per
 * row. The rows come from src/data/pricingTables.ts, which the Markdown twins
 * use too.
 */
export default function PricingTable({card: id, caption}: Props): ReactNode {
  const table = rateTable(getRateCard(id), caption);
  return (
    <div className={styles.wrapper}>
      <ScrollableTable caption={table.caption}>
        <thead>
          <tr>
            <th scope="col">{table.headings.range}</th>
            <th scope="col" className={cellStyles.number}>
              {table.headings.myr}
            </th>
            <th scope="col" className={cellStyles.number}>
              {table.headings.usd}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={cellStyles.range}>
                {row.range}
              </th>
              <td className={cellStyles.number}>{row.myr}</td>
              <td className={cellStyles.number}>{row.usd}</td>
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
    </div>
  );
}
