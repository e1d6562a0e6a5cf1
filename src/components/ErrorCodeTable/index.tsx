import {useId, useMemo, useState, type ChangeEvent, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import LazyHydration from '@theme/LazyHydration';
import {ekycErrorCodes, errorCodeTable, type EkycErrorCode} from '@site/src/data/ekycErrorCodes';
import {filterCodes, parseStage, shortenForDisplay, stageFilters, type StageFilter} from './filterCodes';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

type Props = {
  /** The codes to list; defaults to every e-KYC error code. */
  codes?: readonly EkycErrorCode[];
  caption?: string;
};

const stageLabels: Record<StageFilter, string> = {
  All: 'All stages',
  OCR: 'OCR (document)',
  Face: 'Face (comparison and liveness)',
};

/** Lets long dotted codes wrap after each dot on narrow screens. */
function CodeText({code}: {code: string}): ReactNode {
  const parts = code.split('.');
  return (
    <code className={styles.code}>
      {parts.map((part, i) => (
        <span key={i}>
          {part}
          {i < parts.length - 1 ? '.' : null}
          {i < parts.length - 1 ? <wbr /> : null}
        </span>
      ))}
    </code>
  );
}

/**
 * The full e-KYC error-code table. The table is in the server-rendered HTML,
 * so it reads without JavaScript; the filter controls appear once the table
 * is interactive. It hydrates on its own (@theme/LazyHydration), when it is
 * near the viewport or used.
 */
export default function ErrorCodeTable(props: Props): ReactNode {
  return (
    <LazyHydration as="div" className={styles.wrapper}>
      <FilterableTable {...props} />
    </LazyHydration>
  );
}

function FilterableTable({codes = ekycErrorCodes, caption = errorCodeTable.caption}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const [query, setQuery] = useState('');
  const [stage, setStage] = useState<StageFilter>('All');
  const queryId = useId();
  const stageId = useId();

  const visible = useMemo(() => filterCodes(codes, {query, stage}), [codes, query, stage]);
  const hasQuery = query.trim() !== '';

  return (
    <>
      {isBrowser ? (
        <div className={styles.controls} role="search" aria-label="Filter e-KYC error codes">
          <div className={styles.field}>
            <label htmlFor={queryId}>Filter by code or meaning</label>
            <input
              id={queryId}
              className={styles.input}
              type="search"
              value={query}
              autoComplete="off"
              spellCheck={false}
              onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
            />
          </div>
          <div className={styles.field}>
            <label htmlFor={stageId}>Stage</label>
            <select
              id={stageId}
              className={styles.select}
              value={stage}
              onChange={(event: ChangeEvent<HTMLSelectElement>) => setStage(parseStage(event.target.value))}>
              {stageFilters.map((value) => (
                <option key={value} value={value}>
                  {stageLabels[value]}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}

      <div className={styles.status} aria-live="polite" aria-atomic="true">
        <p className={styles.count}>
          {visible.length} of {codes.length} codes
        </p>
        {visible.length === 0 ? (
          <p className={styles.empty}>
            {hasQuery ? `No codes match “${shortenForDisplay(query)}”` : 'No codes in this stage'}
            {hasQuery && stage !== 'All' ? ` among ${stage} codes` : null}. Clear the filter or choose All
            stages to see every code.
          </p>
        ) : null}
      </div>

      {visible.length > 0 ? (
        <ScrollableTable caption={caption}>
          <thead>
            <tr>
              <th scope="col">{errorCodeTable.headings.code}</th>
              <th scope="col">{errorCodeTable.headings.stage}</th>
              <th scope="col">{errorCodeTable.headings.meaning}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((entry) => (
              <tr key={entry.code}>
                <th scope="row" className={styles.codeCell}>
                  <CodeText code={entry.code} />
                </th>
                <td>{entry.stage}</td>
                <td>{entry.meaning}</td>
              </tr>
            ))}
          </tbody>
        </ScrollableTable>
      ) : null}
    </>
  );
}
