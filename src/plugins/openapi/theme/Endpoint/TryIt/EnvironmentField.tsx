import type {ReactNode, RefObject} from 'react';
import {environments} from '@site/src/config/site';
import type {EnvironmentKey} from '@site/src/lib/openapi/tryIt/request';
import styles from './styles.module.css';

type Props = {
  id: string;
  value: EnvironmentKey;
  selectRef: RefObject<HTMLSelectElement>;
  onChange: (environment: EnvironmentKey) => void;
};

/** Mock, Testnet or Mainnet, with what each means for the reader. */
export default function EnvironmentField({id, value, selectRef, onChange}: Props): ReactNode {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.fieldLabel}>
        Environment
      </label>
      <select
        id={id}
        ref={selectRef}
        className={styles.input}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.currentTarget.value as EnvironmentKey)}>
        <option value="mock">Mock</option>
        <option value="testnet">{environments.testnet.label}</option>
        <option value="mainnet">{environments.mainnet.label}</option>
      </select>
      <p id={`${id}-hint`} className={styles.hint}>
        {value === 'mock'
          ? 'Answered in your browser from this reference: nothing leaves the page and no key is needed.'
          : value === 'testnet'
            ? `Sent from your browser to ${environments.testnet.api} with your credentials.`
            : `Sent from your browser to ${environments.mainnet.api}: writes move real assets and are billed.`}
      </p>
    </div>
  );
}
