/**
 * Lazy hydration: sections of a page (each endpoint, the e-KYC error-code
 * table) hydrate when they come near the viewport or when the reader
 * interacts with them, instead of all with the page.
 * The plugin only ships the `LazyHydration` theme component; see README.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyHydrationPlugin(): Plugin {
  return {
    name: 'lazy-hydration',
    getThemePath: () => path.join(__dirname, 'theme'),
  };
}
