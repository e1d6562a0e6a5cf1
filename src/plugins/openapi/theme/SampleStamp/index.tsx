import type {ReactNode} from 'react';
import styles from './styles.module.css';

/**
 * The quiet line under a request sample that ran, as printed, against the
 * mock of the API description, with the status that came back. Rendered
 * only from a status the build found for this exact text
 * (src/lib/openapi/sampleChecks): a changed or never-run sample has none.
 */
export default function SampleStamp({status}: {status?: number}): ReactNode {
  if (status === undefined) return null;
  return <p className={styles.stamp}>Ran against the mock of this API description · {status}</p>;
}
