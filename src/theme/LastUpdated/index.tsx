/**
 * On the page the server rendered, the footer's "Last updated" keeps the
 * server's words instead of formatting the date again. A tab's first
 * `Intl.DateTimeFormat` loads the browser's locale data, tens of milliseconds
 * on a phone, inside the page's hydration, for words the HTML already has.
 * A page reached by a link renders the theme's component as before.
 */
import {useState, type ReactNode} from 'react';
import {ThemeClassNames} from '@docusaurus/theme-common';
import LastUpdated from '@theme-original/LastUpdated';
import type {Props} from '@theme/LastUpdated';
import {useIsHydrating} from '../../lib/react/useIsHydrating';

export default function LastUpdatedWrapper(props: Props): ReactNode {
  // Decided once, when the component mounts: later renders keep the choice.
  const isHydrating = useIsHydrating();
  const [keepServerText] = useState(isHydrating);
  if (!keepServerText) return <LastUpdated {...props} />;
  // An element with inner HTML is one React neither checks nor patches: the server's words stay.
  return (
    <span
      className={ThemeClassNames.common.lastUpdated}
      dangerouslySetInnerHTML={{__html: ''}}
      suppressHydrationWarning
    />
  );
}
