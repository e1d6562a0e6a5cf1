/**
 * Ejected from @docusaurus/theme-search-algolia/src/theme/SearchBar/index.tsx (3.10.2),
 * in two parts: this one, the button, is in every page; ./Modal.tsx, the
 * modal and the hooks that feed it, loads when the reader shows intent.
 * Why ejected: without Algolia credentials the same DocSearch UI answers from
 * the index shipped with the site, and must not preconnect to Algolia's
 * hosts; a wrapper cannot drop the preconnect <link>. Changes are fenced with
 * CUSTOM CODE; UPGRADING.md says how to check them on an upgrade.
 */

import React, {useCallback, useRef, useState, type ReactNode} from 'react';
import {DocSearchButton} from '@docsearch/react/button';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// CUSTOM CODE
import {preloadLocalSearch} from '@site/src/lib/search/client/lazyClient';
import {SEARCH_INDEX_PATH} from '@site/src/lib/search/types';
import {isStandInOpen, useStandIn} from './standIn';
import type {DocSearchProps} from './types';
import {useIsLocalSearch} from './useIsLocalSearch';
// CUSTOM CODE END

// CUSTOM CODE: the modal, its hooks and its strings load together (./Modal.tsx)
let Modal: typeof import('./Modal').default | null = null;

function importDocSearchModalIfNeeded() {
  if (Modal) {
    return Promise.resolve();
  }
  // The styles as upstream loads them: a static import of a package marked
  // free of side effects would be dropped.
  return Promise.all([import('./Modal'), import('@docsearch/react/style'), import('./styles.css')]).then(
    ([{default: LoadedModal}]) => {
      Modal = LoadedModal;
    },
  );
}

const buttonLabel = () =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
// CUSTOM CODE END

function DocSearch(props: DocSearchProps) {
  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  // CUSTOM CODE
  const isLocalSearch = useIsLocalSearch();
  // CUSTOM CODE END

  const prepareSearchContainer = useCallback(() => {
    if (!searchContainer.current) {
      const divElement = document.createElement('div');
      // CUSTOM CODE: lets CSS drop the 'Search by Algolia' logo when Algolia is not used
      divElement.dataset.searchMode = isLocalSearch ? 'local' : 'algolia';
      // CUSTOM CODE END
      searchContainer.current = divElement;
      document.body.insertBefore(divElement, document.body.firstChild);
    }
  }, [isLocalSearch]);

  // CUSTOM CODE: intent (hover, focus, touch) fetches the modal and, when local, the index
  const indexUrl = useBaseUrl(SEARCH_INDEX_PATH);
  const prepareSearch = useCallback(() => {
    void importDocSearchModalIfNeeded();
    if (isLocalSearch) {
      preloadLocalSearch(indexUrl);
    }
  }, [isLocalSearch, indexUrl]);
  // CUSTOM CODE END

  const openModal = useCallback(() => {
    prepareSearchContainer();
    // CUSTOM CODE: an open box fetches the index's head and postings (the modal's code is
    // imported just below); opened from the stand-in box, the modal is wanted only while the box is
    if (isLocalSearch) preloadLocalSearch(indexUrl, {withPostings: true});
    const isForStandIn = isStandInOpen();
    importDocSearchModalIfNeeded().then(() => {
      if (!isForStandIn || isStandInOpen()) setIsOpen(true);
    });
    // CUSTOM CODE END
  }, [prepareSearchContainer, isLocalSearch, indexUrl]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
  }, []);

  // CUSTOM CODE: the page's inline script owns the shortcuts from the first
  // paint (../../standIn), in place of DocSearch's useDocSearchKeyboardEvents
  useStandIn(openModal, closeModal);
  // CUSTOM CODE END

  return (
    <>
      {/* CUSTOM CODE: preconnect only to a configured Algolia cluster */}
      {!isLocalSearch && (
        <Head>
          {/* This hints the browser that the website will load data from Algolia,
          and allows it to preconnect to the DocSearch cluster. It makes the first
          query faster, especially on mobile. */}
          <link rel="preconnect" href={`https://${props.appId}-dsn.algolia.net`} crossOrigin="anonymous" />
        </Head>
      )}
      {/* CUSTOM CODE END */}

      <DocSearchButton
        // CUSTOM CODE
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        // CUSTOM CODE END
        onClick={openModal}
        ref={searchButtonRef}
        // CUSTOM CODE: the button's two strings, without the modal's
        translations={
          props.translations?.button ?? {buttonText: buttonLabel(), buttonAriaLabel: buttonLabel()}
        }
        // CUSTOM CODE END
      />

      {isOpen && Modal && searchContainer.current && (
        <Modal props={props} container={searchContainer.current} onClose={closeModal} />
      )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchProps>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchProps = {
    ...(siteConfig.themeConfig.algolia as DocSearchProps),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
