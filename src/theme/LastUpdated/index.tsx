/**
 * Ejected from theme-classic 3.10.2 (`LastUpdated`) to change one thing: while
 * the first page hydrates, the date keeps the server's text instead of being
 * formatted again. A page's first `Intl.DateTimeFormat` loads the browser's
 * locale data, tens of milliseconds on a phone, inside the page's hydration,
 * for words the HTML already has. A page reached by a link formats as before.
 */
import {useState, type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDateTimeFormat} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/LastUpdated';

function FormattedDate({date}: {date: Date}): ReactNode {
  const dateTimeFormat = useDateTimeFormat({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return dateTimeFormat.format(date);
}

/** True in the render that hydrates the server's HTML (core's client entry hydrates only a built site). */
function useHydrating(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrating] = useState(() => Boolean(process.env.HYDRATE_CLIENT_ENTRY) && !isBrowser);
  return hydrating && typeof window !== 'undefined';
}

function LastUpdatedAtDate({lastUpdatedAt}: {lastUpdatedAt: number}): ReactNode {
  const atDate = new Date(lastUpdatedAt);
  // An element with inner HTML is one React neither checks nor patches while
  // hydrating, nor on a re-render with the same HTML: the server's date stays.
  const keepServerText = useHydrating();
  return (
    <Translate
      id="theme.lastUpdated.atDate"
      description="The words used to describe on which date a page has been last updated"
      values={{
        date: (
          <b>
            {keepServerText ? (
              <time
                dateTime={atDate.toISOString()}
                itemProp="dateModified"
                dangerouslySetInnerHTML={{__html: ''}}
                suppressHydrationWarning
              />
            ) : (
              <time dateTime={atDate.toISOString()} itemProp="dateModified">
                <FormattedDate date={atDate} />
              </time>
            )}
          </b>
        ),
      }}>
      {' on {date}'}
    </Translate>
  );
}

function LastUpdatedByUser({lastUpdatedBy}: {lastUpdatedBy: string}): ReactNode {
  return (
    <Translate
      id="theme.lastUpdated.byUser"
      description="The words used to describe by who the page has been last updated"
      values={{user: <b>{lastUpdatedBy}</b>}}>
      {' by {user}'}
    </Translate>
  );
}

export default function LastUpdated({lastUpdatedAt, lastUpdatedBy}: Props): ReactNode {
  return (
    <span className={ThemeClassNames.common.lastUpdated}>
      <Translate
        id="theme.lastUpdated.lastUpdatedAtBy"
        description="The sentence used to display when a page has been last updated, and by who"
        values={{
          atDate: lastUpdatedAt ? <LastUpdatedAtDate lastUpdatedAt={lastUpdatedAt} /> : '',
          byUser: lastUpdatedBy ? <LastUpdatedByUser lastUpdatedBy={lastUpdatedBy} /> : '',
        }}>
        {'Last updated{atDate}{byUser}'}
      </Translate>
      {process.env.NODE_ENV === 'development' && (
        <div>
          <small> (Simulated during dev for better perf)</small>
        </div>
      )}
    </span>
  );
}
