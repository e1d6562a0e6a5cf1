/**
 * Wraps the code block's highlighted <pre>.
 * - While React hydrates a page, the server's lines stay as they are: no
 *   Prism run and no React element per token. On an endpoint page (60 code
 *   blocks, 6,000 token spans) that was most of the hydration time.
 * - The server renders the original at once (no Suspense: React would
 *   stream a large boundary out of line, behind an inline script).
 * - Any later render in the browser (a client-side navigation, the dev
 *   server) renders the original, loaded with Prism on first use, so Prism
 *   stays out of the first-load JavaScript; plain code shows meanwhile.
 */
import {Suspense, useState, type ReactNode} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type ContentType from '@theme/CodeBlock/Content';
import type {WrapperProps} from '@docusaurus/types';
import {useIsHydrating} from '@site/src/lib/react/useIsHydrating';
// ./LazyHighlighted in the browser, ./Highlighted on the server.
import HighlightedContent from '@code-highlighting/highlighted-content';
import PlainContent from './PlainContent';
import {preRef} from './preRef';

type Props = WrapperProps<typeof ContentType>;

// One object for every render: React compares it by identity, so a re-render
// never writes innerHTML and the server's lines are kept.
const serverLines = {__html: ''};

export default function ContentWrapper(props: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  const isHydrating = useIsHydrating();
  const [keepServerLines] = useState(isHydrating);
  if (keepServerLines) {
    // The server's <pre> keeps its attributes and lines; the word-wrap
    // button still gets its ref.
    return (
      <pre
        ref={preRef(wordWrap.codeBlockRef)}
        dangerouslySetInnerHTML={serverLines}
        suppressHydrationWarning
      />
    );
  }
  if (!ExecutionEnvironment.canUseDOM) {
    return <HighlightedContent {...props} />;
  }
  return (
    <Suspense fallback={<PlainContent className={props.className} />}>
      <HighlightedContent {...props} />
    </Suspense>
  );
}
