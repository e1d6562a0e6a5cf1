import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import type {FieldRow} from '@site/src/lib/openapi/types';
import FieldDescription from './FieldDescription';
import InlineText from './InlineText';
import RequiredFlag from './RequiredFlag';
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
        <table className={styles.table}>
          <caption className={styles.caption}>{caption(kind)}</caption>
          <thead>
            <tr>
              <th scope="col">
                <Translate id="endpoint.table.name">Name</Translate>
              </th>
              <th scope="col">
                <Translate id="endpoint.table.type">Type</Translate>
              </th>
              <th scope="col">
                <Translate id="endpoint.table.description">Description</Translate>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row" className={styles.name}>
                  <code>{row.name}</code>
                  <RequiredFlag required={row.required} />
                </th>
                <td className={styles.type}>{row.type}</td>
                <td>
                  <FieldDescription field={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
