/**
 * DocSearch's error screen, for any failed search: the embedded index could
 * not be fetched, or Algolia did not answer. DocSearch 4 sets its own error
 * state only for Algolia's RetryError, and the end of the same request sets
 * it back to idle, so the screen never stays. This one is drawn with
 * DocSearch's classes in its results pane (a CSS rule in ./styles.css hides
 * the stale screen beside it) until a later search succeeds.
 */
import type {ReactNode} from 'react';
import {createPortal} from 'react-dom';
import type {DocSearchTranslations} from '@docsearch/react';

type Props = {
  modal: HTMLElement;
  translations: NonNullable<NonNullable<DocSearchTranslations['modal']>['errorScreen']>;
};

export function FailureScreen({modal, translations}: Props): ReactNode {
  const pane = modal.querySelector('.DocSearch-Dropdown');
  if (!pane) return null;
  return createPortal(
    <div className="DocSearch-ErrorScreen search-failure" role="alert">
      <div className="DocSearch-Screen-Icon">
        <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true">
          <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <circle cx="20" cy="20" r="17" />
            <path d="M20 11v11M20 28v.5" />
          </g>
        </svg>
      </div>
      <p className="DocSearch-Title">{translations.titleText}</p>
      <p className="DocSearch-Help">{translations.helpText}</p>
    </div>,
    pane,
  );
}
