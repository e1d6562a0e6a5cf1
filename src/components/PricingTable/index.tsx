import {useId, type ReactNode} from 'react';
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
  const captionId = useId();
  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {table.caption}
          </caption>
          <thead>
            <tr>
              <th scope="col">{table.headings.range}</th>
              <th scope="col" className={styles.number}>
                {table.headings.myr}
              </th>
              <th scope="col" className={styles.number}>
                {table.headings.usd}
              </th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.key}>
                <th scope="row" className={styles.range}>
                  {row.range}
                </th>
                <td className={styles.number}>{row.myr}</td>
                <td className={styles.number}>{row.usd}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.footnote}>
        Published rates, last reviewed on <time dateTime={table.lastReviewed}>{table.lastReviewed}</time>.
      </p>
    </div>
  );
}
