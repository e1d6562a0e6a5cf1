import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {FieldRow} from '@site/src/lib/openapi/types';
import InlineText from './InlineText';
import styles from './styles.module.css';

/** The description cell: text, allowed values, default. */
export default function FieldDescription({field}: {field: FieldRow}): ReactNode {
  return (
    <>
      <InlineText text={field.description} />
      {field.enum && (
        <span className={styles.extra}>
          <Translate id="endpoint.field.allowed">Allowed values:</Translate>{' '}
          {field.enum.map((value, i) => (
            <span key={value}>
              {i > 0 && ', '}
              <code>{value}</code>
            </span>
          ))}
        </span>
      )}
      {field.defaultValue !== undefined && (
        <span className={styles.extra}>
          <Translate id="endpoint.field.default">Default:</Translate> <code>{field.defaultValue}</code>
        </span>
      )}
      {field.deprecated && (
        <span className={styles.extra}>
          <Translate id="endpoint.field.deprecated">Deprecated.</Translate>
        </span>
      )}
    </>
  );
}
