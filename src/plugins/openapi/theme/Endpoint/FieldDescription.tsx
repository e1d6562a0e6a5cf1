import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {FieldRow} from '@site/src/lib/openapi/types';
import InlineText from './InlineText';
import styles from './styles.module.css';

/** The description cell: text, then allowed values and default, each a block of its own. */
export default function FieldDescription({field}: {field: FieldRow}): ReactNode {
  return (
    <>
      <InlineText text={field.description} />
      {field.enum && (
        <div className={styles.extra}>
          <Translate id="endpoint.field.allowed">Allowed values:</Translate>{' '}
          {field.enum.map((value, i) => (
            <span key={value}>
              {i > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
        </div>
      )}
      {field.defaultValue !== undefined && (
        <div className={styles.extra}>
          <Translate id="endpoint.field.default">Default:</Translate> <code>{field.defaultValue}</code>
        </div>
      )}
      {field.deprecated && (
        <div className={styles.extra}>
          <Translate id="endpoint.field.deprecated">Deprecated.</Translate>
        </div>
      )}
    </>
  );
}
