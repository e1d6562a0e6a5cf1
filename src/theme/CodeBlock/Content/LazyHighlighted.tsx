// The browser's highlighted content: ./Highlighted, fetched ahead of need
// (prefetch) and evaluated on first use. The server bundle gets ./Highlighted
// itself instead (alias in src/plugins/code-highlighting), so the server
// never suspends and its HTML has every line.
import {lazy} from 'react';
import type ContentType from '@theme/CodeBlock/Content';

export default lazy<typeof ContentType>(
  () => import(/* webpackChunkName: "code-highlighter", webpackPrefetch: true */ './Highlighted'),
);
