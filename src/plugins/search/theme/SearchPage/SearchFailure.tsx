/**
 * The search error (spec §8) on the /search page, below the search box,
 * shown while the latest search has failed: the theme's page would keep its
 * spinner instead. Drawn into the page's container, as the page is not
 * ejected; the strings are the modal's error screen's.
 */
import {useEffect, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import translations from '@theme/SearchTranslations';

export function SearchFailure(): ReactNode {
  const [container, setContainer] = useState<Element | null>(null);
  useEffect(() => setContainer(document.querySelector('.main-wrapper .container')), []);
  const text = translations.modal?.errorScreen;
  if (!container || !text) return null;
  return createPortal(
    <div className="search-page-failure" role="alert">
      <p className="search-page-failure__title">{text.titleText}</p>
      <p>{text.helpText}</p>
    </div>,
    container,
  );
}
