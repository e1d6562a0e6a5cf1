import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';

/** Keeps test-only pages out of search engines and the site search index. */
export default function TestOnlyHead(): ReactNode {
  return (
    <Head>
      <meta name="robots" content="noindex, nofollow" />
    </Head>
  );
}
