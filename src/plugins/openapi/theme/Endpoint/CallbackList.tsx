import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {endpointTitles} from '@site/src/lib/openapi/endpointView';
import CodeBlock from '@theme/CodeBlock';
import LazyHydration from '@theme/LazyHydration';
import {callbackUrlField} from '@site/src/lib/openapi/callbacks';
import {formatJson} from '@site/src/lib/openapi/formatJson';
import type {CallbackInfo} from '@site/src/lib/openapi/types';
import InlineText from './InlineText';
import styles from './styles.module.css';

/** "POST to your `callback_url`": the body field the reader fills in, not the OpenAPI runtime expression. */
function CallbackTarget({method, expression}: {method: string; expression: string}): ReactNode {
  const field = callbackUrlField(expression);
  const verb = <code>{method.toUpperCase()}</code>;
  return field ? (
    <Translate id="endpoint.callback.toField" values={{method: verb, field: <code>{field}</code>}}>
      {'{method} to your {field}'}
    </Translate>
  ) : (
    <Translate id="endpoint.callback.target" values={{method: verb, target: <code>{expression}</code>}}>
      {'{method} to {target}'}
    </Translate>
  );
}

/** What the platform later sends to the caller's callback URL. */
export default function CallbackList({callbacks}: {callbacks: CallbackInfo[]}): ReactNode {
  if (!callbacks.length) return null;
  return (
    <LazyHydration as="div" className={styles.block}>
      <p className={styles.label}>
        <Translate id={endpointTitles.callbacks.id}>{endpointTitles.callbacks.message}</Translate>
      </p>
      {callbacks.map((callback) => (
        <div key={`${callback.name}-${callback.expression}-${callback.method}`} className={styles.response}>
          <p className={styles.status}>
            <CallbackTarget method={callback.method} expression={callback.expression} />
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
