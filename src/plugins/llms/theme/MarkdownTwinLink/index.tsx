import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {markdownTwinPath} from '@site/src/lib/markdown/twinPath';
import styles from './styles.module.css';

/**
 * Link to the page's Markdown twin (written after the build by the llms
 * plugin). A plain <a>: the router and the broken-link checker must not treat
 * `.md` as a route.
 */
export default function MarkdownTwinLink({permalink}: {permalink: string}): ReactNode {
  return (
    <p className={styles.twin} data-search-exclude>
      <a href={markdownTwinPath(permalink)} type="text/markdown">
        <Translate
          id="markdownTwin.link"
          description="Link from a doc page to the same page as plain Markdown">
          View as Markdown
        </Translate>
      </a>
    </p>
  );
}
