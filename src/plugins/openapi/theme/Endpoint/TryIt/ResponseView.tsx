import type {ReactNode} from 'react';
import InlineText from '../InlineText';
import type {Answer} from '@site/src/lib/openapi/tryIt/answer';
import CodeText from './CodeText';
import styles from './styles.module.css';

/** Status, duration, headers and body (as text), and the callback an asynchronous call leads to. */
export default function ResponseView({answer, mock}: {answer: Answer; mock: boolean}): ReactNode {
  return (
    <div className={styles.response}>
      <p className={styles.status}>
        <strong>
          Status {answer.status}
          {answer.statusText ? ` ${answer.statusText}` : ''}
        </strong>{' '}
        · {mock ? 'answered by the mock in your browser' : `${answer.durationMs} ms`}
      </p>
      {answer.note && <p>{answer.note}</p>}
      {answer.headers.length > 0 && (
        <>
          <p className={styles.subhead}>Headers</p>
          <dl className={styles.headers}>
            {answer.headers.map(([name, value]) => (
              <div key={name}>
                <dt>{name}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <p className={styles.subhead}>Body</p>
      {answer.body ? <CodeText text={answer.body} label="Response body" /> : <p>(empty)</p>}
      {answer.callbacks.map((callback) => (
        <div key={`${callback.name}-${callback.sent ? 'sent' : 'next'}`} className={styles.callback}>
          <p className={styles.subhead}>
            {callback.sent ? 'Sent' : 'Then'}: callback {callback.method} to{' '}
            {callback.field ? (
              <>
                your <code>{callback.field}</code>
              </>
            ) : (
              <code>{callback.target}</code>
            )}
          </p>
          {callback.description && (
            <p>
              <InlineText text={callback.description} />
            </p>
          )}
          {callback.examples.map((example, i) => (
            <div key={i}>
              <p>{example.summary ?? 'Example body'}:</p>
              <CodeText text={example.body} label={`Callback body: ${example.summary ?? 'example'}`} />
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
