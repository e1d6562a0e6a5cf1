import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {baseUrl} from '@site/src/lib/openapi/request';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import MethodBadge from './MethodBadge';
import styles from './styles.module.css';

/** Method, path, and the full URL on each server (testnet first). */
export default function EndpointSummary({op}: {op: ResolvedOperation}): ReactNode {
  return (
    <>
      <p className={styles.line} data-search-text={`${op.method.toUpperCase()} ${op.path}`}>
        <MethodBadge method={op.method} /> <code className={styles.path}>{op.path}</code>
        {op.deprecated && (
          <span className={styles.deprecated}>
            <Translate id="endpoint.deprecated">Deprecated</Translate>
          </span>
        )}
      </p>
      {op.servers.length > 0 && (
        <dl className={styles.servers} data-search-exclude>
          {op.servers.map((server) => (
            <div key={server.url} className={styles.server}>
              <dt>{server.name}</dt>
              <dd>
                <code>{baseUrl(op, server)}</code>
              </dd>
            </div>
          ))}
        </dl>
      )}
    </>
  );
}
