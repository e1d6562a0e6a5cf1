/**
 * Ejected from @docusaurus/theme-search-algolia/src/theme/SearchBar/index.tsx (3.10.2).
 * Why: without Algolia credentials the same DocSearch UI must answer from the
 * index shipped with the site, and must not preconnect to Algolia's hosts.
 * A wrapper cannot drop the preconnect <link>, so this file is ejected.
 * Changes are fenced with CUSTOM CODE comments.
 */

import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
// CUSTOM CODE: local copies, so DocSearch's one-file bundle loads only with the modal
import {DocSearchButton} from './DocSearchButton';
import {useDocSearchKeyboardEvents} from './useDocSearchKeyboardEvents';
// CUSTOM CODE END
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate, {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
// CUSTOM CODE: the embedded search client, loaded on first use
import {createLazyLocalSearchClient, preloadLocalSearch} from '../../client/lazyClient';
import {SEARCH_INDEX_PATH} from '../../types';
import {missingResultsUrl} from '../../client/missingResultsUrl';
import useBaseUrl from '@docusaurus/useBaseUrl';
// CUSTOM CODE END
import type {
  InternalDocSearchHit,
  DocSearchModal as DocSearchModalType,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
  DocSearchTranslations,
} from '@docsearch/react';

import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import type {ThemeConfigAlgolia} from '@docusaurus/theme-search-algolia';

type DocSearchProps = Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'> & {
  contextualSearch?: string;
  externalUrlRegex?: string;
  searchPagePath: boolean | string;
  askAi?: Exclude<(DocSearchModalProps & {askAi: unknown})['askAi'], string | undefined>;
};

// extend DocSearchProps for v4 features
// Upstream note, Docusaurus v4: clean up once support for DocSearch v3 is dropped
interface DocSearchV4Props extends Omit<DocSearchProps, 'askAi'> {
  indexName: string;
  askAi?: ThemeConfigAlgolia['askAi'];
  translations?: DocSearchTranslations;
}

let DocSearchModal: typeof DocSearchModalType | null = null;
// CUSTOM CODE: the modal's strings load with the modal; the button's are below
let translations: typeof import('@theme/SearchTranslations').default | null = null;

const buttonLabel = () =>
  translate({
    id: 'theme.SearchBar.label',
    message: 'Search',
    description: 'The ARIA label and placeholder for search button',
  });
// CUSTOM CODE END

function importDocSearchModalIfNeeded() {
  if (DocSearchModal) {
    return Promise.resolve();
  }
  return Promise.all([
    import('@docsearch/react/modal'),
    import('@docsearch/react/style'),
    import('./styles.css'),
    // CUSTOM CODE
    import('@theme/SearchTranslations'),
    // CUSTOM CODE END
  ]).then(([{DocSearchModal: Modal}, , , {default: modalTranslations}]) => {
    DocSearchModal = Modal;
    // CUSTOM CODE
    translations = modalTranslations;
    // CUSTOM CODE END
  });
}

function useNavigator({externalUrlRegex}: Pick<DocSearchProps, 'externalUrlRegex'>) {
  const history = useHistory();
  const [navigator] = useState<DocSearchModalProps['navigator']>(() => {
    return {
      navigate(params) {
        // Algolia results could contain URL's from other domains which cannot
        // be served through history and should navigate with window.location
        if (isRegexpStringMatch(externalUrlRegex, params.itemUrl)) {
          window.location.href = params.itemUrl;
        } else {
          history.push(params.itemUrl);
        }
      },
    };
  });
  return navigator;
}

// CUSTOM CODE: hosted Algolia only when the build was given credentials
function useIsLocalSearch(): boolean {
  const {siteConfig} = useDocusaurusContext();
  return siteConfig.customFields?.searchMode !== 'algolia';
}

function useTransformSearchClient(): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const isLocalSearch = useIsLocalSearch();
  const indexUrl = useBaseUrl(SEARCH_INDEX_PATH);
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (isLocalSearch) {
        return createLazyLocalSearchClient(indexUrl) as unknown as DocSearchTransformClient;
      }
      searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      return searchClient;
    },
    [docusaurusVersion, isLocalSearch, indexUrl],
  );
}
// CUSTOM CODE END

function useTransformItems(props: Pick<DocSearchProps, 'transformItems'>) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) =>
      props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
  });
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
}: {
  closeModal: () => void;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} />,
    [closeModal],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
};

function ResultsFooter({state, onClose}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count: state.context.nbHits}}>
        {'See all {count} results'}
      </Translate>
    </Link>
  );
}

function useSearchParameters({
  contextualSearch,
  ...props
}: DocSearchProps): DocSearchProps['searchParameters'] {
  const contextualSearchFacetFilters = useAlgoliaContextualFacetFilters();

  const configFacetFilters: FacetFilters = props.searchParameters?.facetFilters ?? [];

  const facetFilters: FacetFilters = contextualSearch
    ? // Merge contextual search filters with config filters
      mergeFacetFilters(contextualSearchFacetFilters, configFacetFilters)
    : // ... or use config facetFilters
      configFacetFilters;

  // We let users override default searchParameters if they want to
  return {
    ...props.searchParameters,
    facetFilters,
  };
}

function DocSearch({externalUrlRegex, ...props}: DocSearchV4Props) {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  const transformItems = useTransformItems(props);
  const transformSearchClient = useTransformSearchClient();

  const searchContainer = useRef<HTMLDivElement | null>(null);
  const searchButtonRef = useRef<HTMLButtonElement | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [initialQuery, setInitialQuery] = useState<string | undefined>(undefined);

  // CUSTOM CODE: no useAlgoliaAskAi. DocSearch 3 has no Ask AI, and that hook
  // imports DocSearch's version, which put all of DocSearch in main.js.
  // `translations` is set once the modal has loaded, before it renders.
  const currentPlaceholder = translations?.modal?.searchBox?.placeholderText || props.placeholder;
  // CUSTOM CODE END

  // CUSTOM CODE: moved up, prepareSearchContainer marks the mode
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

  // CUSTOM CODE: show intent → fetch the modal and, when local, the index
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
    // CUSTOM CODE: start fetching the local index as the modal opens
    prepareSearch();
    // CUSTOM CODE END
    importDocSearchModalIfNeeded().then(() => setIsOpen(true));
  }, [prepareSearchContainer, prepareSearch]);

  const closeModal = useCallback(() => {
    setIsOpen(false);
    searchButtonRef.current?.focus();
    setInitialQuery(undefined);
  }, []);

  const handleInput = useCallback(
    (event: KeyboardEvent) => {
      if (event.key === 'f' && (event.metaKey || event.ctrlKey)) {
        // ignore browser's ctrl+f
        return;
      }
      // prevents duplicate key insertion in the modal input
      event.preventDefault();
      setInitialQuery(event.key);
      openModal();
    },
    [openModal],
  );

  const resultsFooterComponent = useResultsFooterComponent({closeModal});

  // CUSTOM CODE: DocSearch 3's hook has no Ask AI options
  useDocSearchKeyboardEvents({
    isOpen,
    onOpen: openModal,
    onClose: closeModal,
    onInput: handleInput,
    searchButtonRef,
  });
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
        onTouchStart={prepareSearch}
        onFocus={prepareSearch}
        onMouseOver={prepareSearch}
        onClick={openModal}
        ref={searchButtonRef}
        // CUSTOM CODE: the button's two strings, without the modal's
        translations={
          props.translations?.button ?? {buttonText: buttonLabel(), buttonAriaLabel: buttonLabel()}
        }
        // CUSTOM CODE END
      />

      {isOpen &&
        DocSearchModal &&
        searchContainer.current &&
        createPortal(
          <DocSearchModal
            onClose={closeModal}
            initialScrollY={window.scrollY}
            initialQuery={initialQuery}
            navigator={navigator}
            transformItems={transformItems}
            hitComponent={Hit}
            transformSearchClient={transformSearchClient}
            {...(props.searchPagePath && {
              resultsFooterComponent,
            })}
            placeholder={currentPlaceholder}
            // CUSTOM CODE: 'Let us know.' opens a new issue with the query filled in
            getMissingResultsUrl={missingResultsUrl}
            // CUSTOM CODE END
            // CUSTOM CODE: typed spread instead of upstream's `as any`
            {...(props as unknown as Omit<DocSearchModalProps, 'onClose' | 'initialScrollY'>)}
            // CUSTOM CODE END
            translations={props.translations?.modal ?? translations?.modal}
            searchParameters={searchParameters}
          />,
          searchContainer.current,
        )}
    </>
  );
}

export default function SearchBar(props: Partial<DocSearchV4Props>): ReactNode {
  const {siteConfig} = useDocusaurusContext();

  const docSearchProps: DocSearchV4Props = {
    ...(siteConfig.themeConfig.algolia as DocSearchV4Props),
    // Let props override theme config
    // See https://github.com/facebook/docusaurus/pull/11581
    ...props,
  };

  return <DocSearch {...docSearchProps} />;
}
