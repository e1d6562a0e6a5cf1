import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {endpointTitles} from '@site/src/lib/openapi/endpointView';
import type {HeaderRow} from '@site/src/lib/openapi/request';
import InlineText from './InlineText';
import ParameterTable from './ParameterTable';
import styles from './styles.module.css';

/** client_id, client_secret, content-type and any header parameter. */
export default function HeaderTable({rows}: {rows: HeaderRow[]}): ReactNode {
  if (!rows.length) return null;
  return (
    <div className={styles.block}>
      <ParameterTable
        caption={<Translate id={endpointTitles.headers.id}>{endpointTitles.headers.message}</Translate>}
        detailHeading={<Translate id="endpoint.table.value">Value</Translate>}
        rows={rows.map((row) => ({
          name: row.name,
          required: row.required,
          detail: <code>{row.value}</code>,
          description: <InlineText text={row.description} />,
        }))}
      />
    </div>
  );
}
