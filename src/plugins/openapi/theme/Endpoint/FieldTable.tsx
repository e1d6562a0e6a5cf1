import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {endpointTitles, type FieldSection} from '@site/src/lib/openapi/endpointView';
import FieldDescription from './FieldDescription';
import InlineText from './InlineText';
import ParameterTable from './ParameterTable';
import styles from './styles.module.css';

type Props = FieldSection;

/**
 * Parameters or body fields: name (dotted when nested) with its flag, type,
 * description, under the title the endpoint's view model gives it.
 */
export default function FieldTable({title, rows, contentType, description}: Props): ReactNode {
  if (!rows.length && !contentType) return null;
  return (
    <div className={styles.block}>
      {(contentType || description) && (
        <p className={styles.note}>
          {contentType && (
            <span data-search-exclude>
              <Translate id={endpointTitles.requestBody.id}>{endpointTitles.requestBody.message}</Translate>{' '}
              <code>{contentType}</code>.{' '}
            </span>
          )}
          <InlineText text={description} />
        </p>
      )}
      {rows.length > 0 && (
        <ParameterTable
          caption={translate(title)}
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
