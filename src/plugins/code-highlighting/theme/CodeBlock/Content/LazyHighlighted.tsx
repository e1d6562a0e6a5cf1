// The browser's highlighted content: ./Highlighted, loaded on first use or as
// soon as a client-side navigation starts (client/loadHighlighterOnNavigation).
// The server bundle gets ./Highlighted itself instead (the plugin's alias), so
// the server never suspends and its HTML has every line.
import {lazy} from 'react';
import type ContentType from '@theme/CodeBlock/Content';
import {loadHighlighted} from './loadHighlighted';
import PlainContent from './PlainContent';

// If the chunk cannot be loaded, code stays readable without colours rather
// than taking the page down with it.
export default lazy<typeof ContentType>(() => loadHighlighted().catch(() => ({default: PlainContent})));
