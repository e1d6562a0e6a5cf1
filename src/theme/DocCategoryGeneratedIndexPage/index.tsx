import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-original/DocCategoryGeneratedIndexPage';
import type {Props} from '@theme/DocCategoryGeneratedIndexPage';
import Head from '@docusaurus/Head';

// `blocking` is not in React 18's types; React writes it as given.
const renderBlocking = {blocking: 'render'};
const endId = 'category-index-end';

/**
 * The original category page, and the same paint hint as a doc's
 * (src/theme/DocItem/Metadata): hold the first paint until the page's title
 * and cards are parsed. The page's heading has no id, so the hint waits for an
 * empty marker after the cards; the page is short, so that costs little.
 * Without it a phone painted the navbar and sidebar first, and the title only
 * after the bundles it then fetched had run: 1.9 s instead of 1.2 in some runs.
 */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <link rel="expect" href={`#${endId}`} {...renderBlocking} />
      </Head>
      <DocCategoryGeneratedIndexPage {...props} />
      <span id={endId} hidden />
    </>
  );
}
