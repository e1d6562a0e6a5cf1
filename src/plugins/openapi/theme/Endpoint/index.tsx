import {useMemo, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import LazyHydration from '@theme/LazyHydration';
import RequestSamples from '@theme/RequestSamples';
import {bodySection, parameterSections} from '@site/src/lib/openapi/endpointView';
import {requestHeaders} from '@site/src/lib/openapi/request';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import CallbackList from './CallbackList';
import EndpointSummary from './EndpointSummary';
import FieldTable from './FieldTable';
import HeaderTable from './HeaderTable';
import ResponseList from './ResponseList';
import TryItButton from './TryItButton';
import styles from './styles.module.css';

type Props = {
  /** operationId in the OpenAPI description. */
  operation: string;
  /** Resolved operation as JSON, added at build time by the remark plugin (src/plugins/openapi). */
  resolved?: string;
  /** The default language's request sample as JSON, with its stamp, added by the same remark plugin. */
  sample?: string;
};

/**
 * One REST endpoint in full, from the OpenAPI description: method, URLs,
 * headers, parameters, body fields, request samples, responses, callbacks.
 * Everything renders on the server; no heading above h4 is emitted, the MDX
 * heading right above is the section title.
 */
export default function Endpoint({operation, resolved, sample}: Props): ReactNode {
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
  const body = bodySection(op);
  return (
    <LazyHydration
      as="section"
      className={styles.endpoint}
      aria-label={`${op.method.toUpperCase()} ${op.path}`}>
      <EndpointSummary op={op} />
      <TryItButton op={op} />
      {/* Parts that repeat on every endpoint stay out of the search index. */}
      <div data-search-exclude>
        <HeaderTable rows={requestHeaders(op)} />
      </div>
      {parameterSections(op).map((section) => (
        <FieldTable key={section.title.id} {...section} />
      ))}
      {body && <FieldTable {...body} />}
      <div data-search-exclude>
        <RequestSamples operation={op.operationId} sample={sample} label />
        <ResponseList responses={op.responses} />
        <CallbackList callbacks={op.callbacks} />
      </div>
    </LazyHydration>
  );
}
