/**
 * Starts loading the code highlighter (Prism) when a client-side navigation
 * starts, alongside the new page's own chunks, so its code blocks are
 * coloured when it renders. Pages reached by a full load never need it:
 * they keep the server's highlighted lines (theme/CodeBlock/Content).
 * Loading on an actual navigation, not prefetching ahead of one, keeps the
 * rule that nothing is prefetched on 2g or data-saver connections.
 */
import type {ClientModule} from '@docusaurus/types';
import {loadHighlighted} from '../theme/CodeBlock/Content/loadHighlighted';

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (previousLocation && previousLocation.pathname !== location.pathname) {
      // On failure the code block's own load tries again, and falls back to
      // plain code (theme/CodeBlock/Content/LazyHighlighted.tsx).
      loadHighlighted().catch(() => {});
    }
  },
};

export default clientModule;
