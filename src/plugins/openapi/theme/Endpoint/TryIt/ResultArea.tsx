import type {ReactNode, RefObject} from 'react';
import type {Answer, Failure} from '@site/src/lib/openapi/tryIt/answer';
import CodeText from './CodeText';
import CopyButton from './CopyButton';
import ResponseView from './ResponseView';
import styles from './styles.module.css';

export type Result = {answer?: Answer; failure?: Failure; curl?: string; mock: boolean};

type Props = {pending: boolean; result?: Result; sectionRef: RefObject<HTMLElement>};

/** The answer, or why the call did not reach the API with the request as curl. */
export default function ResultArea({pending, result, sectionRef}: Props): ReactNode {
  return (
    <section ref={sectionRef} tabIndex={-1} className={styles.result} aria-label="Response">
      {/* Announced; shown only while waiting, the answer below says the rest. */}
      <p role="status" className={pending ? styles.status : 'visually-hidden'}>
        {pending
          ? 'Sending…'
          : result?.answer
            ? `Response: status ${result.answer.status}`
            : result?.failure
              ? 'The call did not reach the API'
              : ''}
      </p>
      {result?.answer && <ResponseView answer={result.answer} mock={result.mock} />}
      {result?.failure && result.curl && (
        <div className={styles.response}>
          <p>{result.failure.message}</p>
          <CodeText text={result.curl} label="The request as curl" />
          <CopyButton text={result.curl} label="Copy curl" />
        </div>
      )}
    </section>
  );
}
