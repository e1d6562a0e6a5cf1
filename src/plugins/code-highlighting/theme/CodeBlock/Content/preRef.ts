import type {RefObject} from 'react';

/**
 * The word-wrap ref of theme-common, for a <pre>: its types are written for
 * React 19 (`RefObject<T | null>`), the site runs React 18, whose element refs
 * take `RefObject<T>`. The same object either way.
 */
export const preRef = (ref: RefObject<HTMLPreElement | null>): RefObject<HTMLPreElement> =>
  ref as RefObject<HTMLPreElement>;
