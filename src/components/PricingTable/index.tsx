import {useId, type ReactNode} from 'react';
import {getRateCard, type RateCard, type RateCardId} from '@site/src/data/pricing';
import {formatMoney, formatRange} from '@site/src/data/pricingMath';
import styles from './styles.module.css';

type Props = {
  /** Which rate card to show; the ids are listed in src/data/pricing.ts. */
  card: RateCardId;
  /** Replaces the default caption. */
  caption?: string;
};

function defaultCaption(card: RateCard): string {
  return card.basis === 'gas-per-transaction'
    ? `${card.name}: fee per ${card.unit.one} by the gas it uses`
    : `${card.name}: price per ${card.unit.one} by usage in the billing month`;
}

function rangeHeading(card: RateCard): string {
  return card.basis === 'gas-per-transaction'
    ? 'Gas used by the transaction'
    : `${card.unit.other[0].toUpperCase()}${card.unit.other.slice(1)} in the month`;
}

function Price({value}: {value: number}): ReactNode {
  return value === 0 ? 'Free' : formatMoney(value);
}

/** One rate card as an accessible table: range, MYR price and USD price per row. */
export default function PricingTable({card: id, caption}: Props): ReactNode {
  const card = getRateCard(id);
  const captionId = useId();
  return (
    <div className={styles.wrapper}>
      <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            {caption ?? defaultCaption(card)}
          </caption>
          <thead>
            <tr>
              <th scope="col">{rangeHeading(card)}</th>
              <th scope="col" className={styles.number}>
                MYR per {card.unit.one}
              </th>
              <th scope="col" className={styles.number}>
                USD per {card.unit.one}
              </th>
            </tr>
          </thead>
          <tbody>
            {card.tiers.map((tier) => (
              <tr key={tier.from}>
                <th scope="row" className={styles.range}>
                  {formatRange(tier)}
                </th>
                <td className={styles.number}>
                  <Price value={tier.myr} />
                </td>
                <td className={styles.number}>
                  <Price value={tier.usd} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.footnote}>
        Published rates, last reviewed on <time dateTime={card.lastReviewed}>{card.lastReviewed}</time>.
      </p>
    </div>
  );
}
