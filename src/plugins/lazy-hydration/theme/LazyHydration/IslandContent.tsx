import {Component, useLayoutEffect, type ReactNode} from 'react';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';

type CatchProps = {onError: (error: unknown) => void; children: ReactNode};

/** Hands a render error to the page's own tree, whose error boundary shows "This page crashed.". */
class HandErrorToPage extends Component<CatchProps, {failed: boolean}> {
  override state = {failed: false};
  static getDerivedStateFromError() {
    return {failed: true};
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

function OnCommit({onCommit}: {onCommit: () => void}): null {
  useLayoutEffect(onCommit, [onCommit]);
  return null;
}

type Props = CatchProps & {onCommit: () => void};

/**
 * What a section's own root renders around its content. useIsBrowser() is
 * false while it hydrates, as on the server, and true after, as Docusaurus
 * does for the page's root: components that render more in the browser (the
 * e-KYC filter) match the server HTML first.
 */
export default function IslandContent({onError, onCommit, children}: Props): ReactNode {
  return (
    <BrowserContextProvider>
      <HandErrorToPage onError={onError}>{children}</HandErrorToPage>
      <OnCommit onCommit={onCommit} />
    </BrowserContextProvider>
  );
}
