import type {ReactNode} from 'react';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import {forgetCredentials, updateCredentials, useCredentials} from './credentials';
import styles from './styles.module.css';

/** client_id, client_secret (and a bearer token where needed): one set for every panel on the page. */
type Props = {
  op: ResolvedOperation;
  /** Prefix of the input ids: the panel focuses the first field in error by its id. */
  idPrefix: string;
  errors: Record<string, string>;
};

export default function CredentialFields({op, idPrefix, errors}: Props): ReactNode {
  const credentials = useCredentials();
  const needsBearer = op.security.some((h) => h.name === 'Authorization');
  const field = (key: 'clientId' | 'clientSecret' | 'bearerToken', label: string, secret: boolean) => {
    const error = errors[`credential:${key}`];
    return (
      <div className={styles.field}>
        <div className={styles.fieldHead}>
          <label htmlFor={`${idPrefix}-credential_${key}`} className={styles.fieldLabel}>
            {label}
          </label>
        </div>
        <input
          id={`${idPrefix}-credential_${key}`}
          className={styles.input}
          type={secret ? 'password' : 'text'}
          autoComplete="off"
          spellCheck={false}
          value={credentials[key]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${idPrefix}-credential_${key}-error` : undefined}
          onChange={(e) => updateCredentials({[key]: e.currentTarget.value})}
        />
        {error && (
          <p id={`${idPrefix}-credential_${key}-error`} className={styles.error}>
            {error}
          </p>
        )}
      </div>
    );
  };
  return (
    <fieldset className={styles.group}>
      <legend>Credentials</legend>
      <p className={styles.hint}>
        An API key from the Enterprise Portal. Kept in this page&apos;s memory and shared by every endpoint on
        it; nothing is saved unless you choose to remember it in this tab.
      </p>
      <div className={styles.grid}>
        {field('clientId', 'client_id', false)}
        {field('clientSecret', 'client_secret', true)}
        {needsBearer && field('bearerToken', 'Bearer token', true)}
      </div>
      <div className={styles.row}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={credentials.remember}
            onChange={(e) => updateCredentials({remember: e.currentTarget.checked})}
          />{' '}
          Remember in this tab
        </label>
        <button type="button" className="button button--sm button--secondary" onClick={forgetCredentials}>
          Forget credentials
        </button>
      </div>
    </fieldset>
  );
}
