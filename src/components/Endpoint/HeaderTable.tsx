import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {HeaderRow} from '@site/src/lib/openapi/request';
import InlineText from './InlineText';
import RequiredFlag from './RequiredFlag';
import styles from './styles.module.css';

/** client_id, client_secret, content-type and any header parameter. */
export default function HeaderTable({rows}: {rows: HeaderRow[]}): ReactNode {
  if (!rows.length) return null;
  return (
    <div className={styles.block}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          <Translate id="endpoint.table.headers">Headers</Translate>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Translate id="endpoint.table.name">Name</Translate>
            </th>
            <th scope="col">
              <Translate id="endpoint.table.value">Value</Translate>
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
              <td>
                <code>{row.value}</code>
              </td>
              <td>
                <InlineText text={row.description} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
