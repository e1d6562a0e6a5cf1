import {useId, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {
  caption: ReactNode;
  /** The table's rows: thead, tbody, tfoot. */
  children: ReactNode;
  className?: string;
};

/**
 * A data table that scrolls sideways on a narrow screen instead of squeezing
 * its columns: a focusable region named by the table's caption, so keyboard
 * readers can scroll it too. `cellStyles` align figures and ranges.
 */
export default function ScrollableTable({caption, children, className}: Props): ReactNode {
  const captionId = useId();
  return (
    <div className={clsx(styles.scroller, className)} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        {children}
      </table>
    </div>
  );
}

export const cellStyles = {number: styles.number, range: styles.range};
