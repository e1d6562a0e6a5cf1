/**
 * The 'Page Error' box: the one place for its markup, wording and look. Shown
 * by @theme/Loading when a chunk fails after hydration, and by
 * src/clientModules/chunkLoadFailure when a route chunk fails before it.
 */
import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import styles from './styles.module.css';

type Props = {
  error: unknown;
  retry: () => void;
  /** h1 where the box replaces the page; h2 where it sits above the page's own h1. */
  titleAs?: 'h1' | 'h2';
};

export default function PageErrorBox({error, retry, titleAs: Title = 'h1'}: Props): ReactNode {
  return (
    <div className={styles.errorBox} role="alert">
      <Title className={styles.title}>
        <Translate
          id="site.loading.errorTitle"
          description="Title of the box shown when a page fails to load">
          Page Error
        </Translate>
      </Title>
      <p className={styles.message}>{String(error)}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        <Translate id="site.loading.retry" description="Button that retries loading a page">
          Retry
        </Translate>
      </button>
    </div>
  );
}
