import {useId, type ReactNode} from 'react';
import {getRateCard, type RateCard, type RateCardId} from '@site/src/data/pricing';
import {
  formatCount,
  formatMoney,
  formatRange,
  gasMixCost,
  graduatedCost,
  type CostBreakdown,
  type GasUsage,
} from '@site/src/data/pricingMath';
import styles from './styles.module.css';

type VolumeProps = {
  /** A rate card billed by monthly volume. */
  card: RateCardId;
  /** Transactions made in one billing month. */
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

function compute(card: RateCard, props: Props): CostBreakdown {
  if (card.basis === 'gas-per-transaction') {
    if (!props.transactions) {
      throw new Error(`PricingExample for "${card.id}" needs a transactions list, not a quantity.`);
    }
    return gasMixCost(card.tiers, props.transactions);
  }
  if (props.quantity === undefined) {
    throw new Error(`PricingExample for "${card.id}" needs a quantity, not a transactions list.`);
  }
  return graduatedCost(card.tiers, props.quantity);
}

function defaultCaption(card: RateCard, cost: CostBreakdown): string {
  const units = cost.count === 1 ? card.unit.one : card.unit.other;
  return card.basis === 'gas-per-transaction'
    ? `Worked example for ${card.name}: ${formatCount(cost.count)} ${units} priced by the gas each one used`
    : `Worked example for ${card.name}: ${formatCount(cost.count)} ${units} in one month`;
}

function Rate({value}: {value: number}): ReactNode {
  return value === 0 ? 'Free' : formatMoney(value);
}

/**
 * A worked cost example computed from the rate card: one line per band with
 * the count charged there, the rate and the subtotal, then the total, in MYR
 * and USD.
 */
export default function PricingExample(props: Props): ReactNode {
  const card = getRateCard(props.card);
  const cost = compute(card, props);
  const captionId = useId();
  const isGas = card.basis === 'gas-per-transaction';
  const unit = card.unit.other;

  return (
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {props.caption ?? defaultCaption(card, cost)}
        </caption>
        <thead>
          <tr>
            <th scope="col">{isGas ? 'Gas band' : 'Usage band'}</th>
            <th scope="col" className={styles.number}>
              {`${unit[0].toUpperCase()}${unit.slice(1)} charged`}
            </th>
            <th scope="col" className={styles.number}>
              MYR rate
            </th>
            <th scope="col" className={styles.number}>
              MYR subtotal
            </th>
            <th scope="col" className={styles.number}>
              USD rate
            </th>
            <th scope="col" className={styles.number}>
              USD subtotal
            </th>
          </tr>
        </thead>
        <tbody>
          {cost.lines.map((line) => (
            <tr key={line.tier.from} className={line.count === 0 ? styles.unused : undefined}>
              <th scope="row" className={styles.range}>
                {formatRange(line.tier)}
              </th>
              <td className={styles.number}>{formatCount(line.count)}</td>
              <td className={styles.number}>
                <Rate value={line.unitPrice.myr} />
              </td>
              <td className={styles.number}>{formatMoney(line.subtotal.myr)}</td>
              <td className={styles.number}>
                <Rate value={line.unitPrice.usd} />
              </td>
              <td className={styles.number}>{formatMoney(line.subtotal.usd)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr className={styles.total}>
            <th scope="row">Total</th>
            <td className={styles.number}>{formatCount(cost.count)}</td>
            <td aria-hidden="true" />
            <td className={styles.number}>MYR {formatMoney(cost.total.myr)}</td>
            <td aria-hidden="true" />
            <td className={styles.number}>USD {formatMoney(cost.total.usd)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
