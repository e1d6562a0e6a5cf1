import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** `body:amount` → `amount`, `credential:clientId` → `client_id`. */
function fieldName(key: string): string {
  return key
    .replace(/^(path|query|header|body|credential):/, '')
    .replace('clientId', 'client_id')
    .replace('clientSecret', 'client_secret')
    .replace('bearerToken', 'Bearer token')
    .replace(/^raw$/, 'JSON body');
}

/** The fields to fix before sending, announced. */
export default function ErrorSummary({errors}: {errors: Record<string, string>}): ReactNode {
  const keys = Object.keys(errors);
  if (keys.length === 0) return null;
  return (
    <p role="alert" className={styles.error}>
      Fix {keys.length === 1 ? 'this field' : `these ${keys.length} fields`} before sending:{' '}
      {keys.map(fieldName).join(', ')}.
    </p>
  );
}
