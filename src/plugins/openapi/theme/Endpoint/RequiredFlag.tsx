import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

export default function RequiredFlag({required}: {required: boolean}): ReactNode {
  return required ? (
    <span className={styles.required}>
      <Translate id="endpoint.field.required">required</Translate>
    </span>
  ) : (
    <span className={styles.optional}>
      <Translate id="endpoint.field.optional">optional</Translate>
    </span>
  );
}
