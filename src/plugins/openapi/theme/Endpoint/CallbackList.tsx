import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import CodeBlock from '@theme/CodeBlock';
import LazyHydration from '@theme/LazyHydration';
import {formatJson} from '@site/src/lib/openapi/samples';
import type {CallbackInfo} from '@site/src/lib/openapi/types';
import InlineText from './InlineText';
import styles from './styles.module.css';

/** What the platform later sends to the caller's callback URL. */
export default function CallbackList({callbacks}: {callbacks: CallbackInfo[]}): ReactNode {
  if (!callbacks.length) return null;
  return (
    <LazyHydration as="div" className={styles.block}>
      <p className={styles.label}>
        <Translate id="endpoint.callbacks">Callbacks</Translate>
      </p>
      {callbacks.map((callback) => (
        <div key={`${callback.name}-${callback.expression}-${callback.method}`} className={styles.response}>
          <p className={styles.status}>
            <Translate
              id="endpoint.callback.target"
              values={{
                method: <code>{callback.method.toUpperCase()}</code>,
                target: <code>{callback.expression}</code>,
              }}>
              {'{method} to {target}'}
            </Translate>
            {callback.summary && (
              <>
                {': '}
                <InlineText text={callback.summary} />
              </>
            )}
          </p>
          {callback.description && (
            <p className={styles.note}>
              <InlineText text={callback.description} />
            </p>
          )}
          {callback.examples.map((example, i) => (
            <CodeBlock key={example.name ?? i} language="json" title={example.summary ?? example.name}>
              {formatJson(example.value)}
            </CodeBlock>
          ))}
        </div>
      ))}
    </LazyHydration>
  );
}
