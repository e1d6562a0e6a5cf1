import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {endpointTitles} from '@site/src/lib/openapi/endpointView';
import CodeBlock from '@theme/CodeBlock';
import LazyHydration from '@theme/LazyHydration';
import {formatJson} from '@site/src/lib/openapi/formatJson';
import type {ResponseInfo} from '@site/src/lib/openapi/types';
import InlineText from './InlineText';
import styles from './styles.module.css';

/** Each status code with its description and sample body. */
export default function ResponseList({responses}: {responses: ResponseInfo[]}): ReactNode {
  if (!responses.length) return null;
  return (
    <LazyHydration as="div" className={styles.block}>
      <p className={styles.label}>
        <Translate id={endpointTitles.responses.id}>{endpointTitles.responses.message}</Translate>
      </p>
      {responses.map((response) => (
        <div key={response.status} className={styles.response}>
          <p className={styles.status}>
            <code className={/^2/.test(response.status) ? styles.ok : styles.error}>{response.status}</code>{' '}
            <InlineText text={response.description} />
          </p>
          {response.examples.map((example, i) => (
            <CodeBlock key={example.name ?? i} language="json" title={example.summary ?? example.name}>
              {formatJson(example.value)}
            </CodeBlock>
          ))}
        </div>
      ))}
    </LazyHydration>
  );
}
