/**
 * DocSearch's error screen, for any failed search: the embedded index could
 * not be fetched, or Algolia did not answer. DocSearch 4 sets its own error
 * state only for Algolia's RetryError, and the end of the same request sets
 * it back to idle, so the screen never stays. This one is drawn with
 * DocSearch's classes in its results pane (a CSS rule in ./styles.css hides
 * the stale results beside it) until a later search succeeds.
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
    <div className="DocSearch-ErrorScreen" role="alert">
      <p className="DocSearch-Title">{translations.titleText}</p>
      <p className="DocSearch-Help">{translations.helpText}</p>
    </div>,
    pane,
  );
}
