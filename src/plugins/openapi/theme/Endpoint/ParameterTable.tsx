import type {ReactNode} from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import FieldName from './FieldName';
import RequiredFlag from './RequiredFlag';
import styles from './styles.module.css';

export type ParameterRow = {
  name: string;
  required: boolean;
  /** The middle column: a field's type, a header's value. */
  detail: ReactNode;
  description: ReactNode;
};

type Props = {
  caption: ReactNode;
  detailHeading: ReactNode;
  /** Styles the detail, in its column and folded under the name. */
  detailClassName?: string;
  rows: ParameterRow[];
};

/**
 * Name, detail and description of each header, parameter or field. On a
 * phone the detail column folds into the name cell, so the description keeps
 * a readable width instead of three squeezed columns.
 */
export default function ParameterTable({caption, detailHeading, detailClassName, rows}: Props): ReactNode {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">
            <Translate id="endpoint.table.name">Name</Translate>
          </th>
          <th scope="col" className={styles.detailColumn}>
            {detailHeading}
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
              {/* Spaces keep the name, flag and detail apart in the page's text (copy, assistants). */}
              <FieldName name={row.name} /> <RequiredFlag required={row.required} />{' '}
              <span className={clsx(styles.foldedDetail, detailClassName)} data-search-exclude>
                {row.detail}
              </span>
            </th>
            <td className={clsx(styles.detailColumn, detailClassName)}>{row.detail}</td>
            <td>{row.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
