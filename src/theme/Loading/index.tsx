/**
 * Replaces core's theme-fallback/Loading (@docusaurus/core/lib/client/theme-fallback/Loading).
 * Why: core's box is inline-styled red with no heading. Same behaviour: the
 * error box with Retry when a route chunk fails, a spinner once the loading
 * delay has passed, nothing before.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import type {LoadingComponentProps} from 'react-loadable';
import PageErrorBox from '@site/src/components/PageErrorBox';
import styles from './styles.module.css';

export default function Loading({error, retry, pastDelay}: LoadingComponentProps): ReactNode {
  if (error) {
    return <PageErrorBox error={error} retry={retry} />;
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerWrapper} role="status">
        <span className={styles.spinner} />
        <span className="visually-hidden">
          <Translate id="site.loading.inProgress" description="Screen-reader text while a page loads">
            Loading…
          </Translate>
        </span>
      </div>
    );
  }
  return null;
}
