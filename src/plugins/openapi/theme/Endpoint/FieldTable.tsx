import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {FieldRow} from '@site/src/lib/openapi/types';
import FieldDescription from './FieldDescription';
import InlineText from './InlineText';
import ParameterTable from './ParameterTable';
import styles from './styles.module.css';

type Kind = 'path' | 'query' | 'body' | 'form';

function caption(kind: Kind): string {
  switch (kind) {
    case 'path':
      return translate({id: 'endpoint.table.path', message: 'Path parameters'});
    case 'query':
      return translate({id: 'endpoint.table.query', message: 'Query parameters'});
    case 'form':
      return translate({id: 'endpoint.table.form', message: 'Form fields'});
    default:
      return translate({id: 'endpoint.table.body', message: 'Body fields'});
  }
}

type Props = {
  kind: Kind;
  rows: FieldRow[];
  contentType?: string;
  description?: string;
};

/** Parameters or body fields: name (dotted when nested) with its flag, type, description. */
export default function FieldTable({kind, rows, contentType, description}: Props): ReactNode {
  if (!rows.length && !contentType) return null;
  return (
    <div className={styles.block}>
      {(contentType || description) && (
        <p className={styles.note}>
          {contentType && (
            <span data-search-exclude>
              <Translate id="endpoint.body.contentType">Request body:</Translate> <code>{contentType}</code>
              .{' '}
            </span>
          )}
          <InlineText text={description} />
        </p>
      )}
      {rows.length > 0 && (
        <ParameterTable
          caption={caption(kind)}
          detailHeading={<Translate id="endpoint.table.type">Type</Translate>}
          detailClassName={styles.type}
          rows={rows.map((row) => ({
            name: row.name,
            required: row.required,
            detail: row.type,
            description: <FieldDescription field={row} />,
          }))}
        />
      )}
    </div>
  );
}
