import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {markdownTwinPath} from '@site/src/lib/markdown/twinPath';

/** `<link rel="alternate" type="text/markdown">` in the head: where the page's Markdown twin is. */
export default function MarkdownAlternate({permalink}: {permalink: string}): ReactNode {
  return (
    <Head>
      <link rel="alternate" type="text/markdown" href={markdownTwinPath(permalink)} />
    </Head>
  );
}
