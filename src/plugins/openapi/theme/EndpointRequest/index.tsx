import {useMemo, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import LazyHydration from '@theme/LazyHydration';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import EndpointSummary from '../Endpoint/EndpointSummary';
import RequestSamples from '../Endpoint/RequestSamples';
import TryItButton from '../Endpoint/TryItButton';
import styles from '../Endpoint/styles.module.css';

type Props = {
  /** operationId in the OpenAPI description. */
  operation: string;
  /** Resolved operation as JSON, added at build time by the remark plugin (src/plugins/openapi). */
  resolved?: string;
};

/**
 * The request half of an endpoint, for guides that walk through several
 * calls: method and URLs, the Try it button and the request samples. The
 * field tables and responses stay on the operation's reference page, which
 * the guide links to.
 */
export default function EndpointRequest({operation, resolved}: Props): ReactNode {
  const op = useMemo(() => (resolved ? (JSON.parse(resolved) as ResolvedOperation) : undefined), [resolved]);
  if (!op) {
    return (
      <p className={styles.missing}>
        <Translate id="endpoint.missing" values={{operation: <code>{operation}</code>}}>
          {'The description of endpoint {operation} is not available.'}
        </Translate>
      </p>
    );
  }
  return (
    <LazyHydration
      as="div"
      className={styles.endpoint}
      role="group"
      aria-label={`${op.method.toUpperCase()} ${op.path}`}>
      <EndpointSummary op={op} />
      <TryItButton op={op} />
      <div data-search-exclude>
        <RequestSamples op={op} />
      </div>
    </LazyHydration>
  );
}
