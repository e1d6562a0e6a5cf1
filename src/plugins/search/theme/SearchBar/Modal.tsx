/**
 * The modal half of the SearchBar (./index.tsx), loaded when the reader shows
 * intent to search rather than in every page's first-load JavaScript. The
 * hooks below are Docusaurus's (theme-search-algolia 3.10.2,
 * src/theme/SearchBar/index.tsx), changes fenced with CUSTOM CODE. Beside
 * DocSearch's own UI, the modal: takes over the stand-in box's text
 * (../../standIn); shows the error screen for a failed search
 * (./FailureScreen.tsx); gives the no-results screen its suggestions
 * (./NoResultsSuggestions.ts). The last two stand in for DocSearch 4
 * behaviour that does not work.
 */
import React, {useCallback, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {DocSearchModal} from '@docsearch/react/modal';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {isRegexpStringMatch, useSearchLinkCreator} from '@docusaurus/theme-common';
import {
  useAlgoliaContextualFacetFilters,
  useSearchResultUrlProcessor,
  mergeFacetFilters,
} from '@docusaurus/theme-search-algolia/client';
import Translate from '@docusaurus/Translate';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import translations from '@theme/SearchTranslations';
import type {
  InternalDocSearchHit,
  DocSearchModalProps,
  StoredDocSearchHit,
  DocSearchTransformClient,
  DocSearchHit,
} from '@docsearch/react';
import type {AutocompleteState} from '@algolia/autocomplete-core';
import type {FacetFilters} from 'algoliasearch/lite';
import {createLazyLocalSearchClient} from '@site/src/lib/search/client/lazyClient';
import {missingResultsUrl} from '../../client/missingResultsUrl';
import {countHits, type HitCounts} from '../../client/countHits';
import {reportFailures} from '../../client/reportFailures';
import {HITS_PER_GROUP} from '@site/src/lib/search/modalOrder';
import {SEARCH_INDEX_PATH} from '@site/src/lib/search/types';
import {FailureScreen} from './FailureScreen';
import {useNoResultsSuggestions} from './NoResultsSuggestions';
import {standIn} from './standIn';
import {typeIntoSearchInput} from './typeIntoSearchInput';
import type {DocSearchProps} from './types';
import {useIsLocalSearch} from './useIsLocalSearch';

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

// CUSTOM CODE: the embedded index unless the build was given Algolia credentials;
// either client reports whether the latest search failed, and counts each query's hits
function useTransformSearchClient(
  onOutcome: (hasFailed: boolean) => void,
  hitCounts: React.MutableRefObject<HitCounts | null>,
): DocSearchModalProps['transformSearchClient'] {
  const {
    siteMetadata: {docusaurusVersion},
  } = useDocusaurusContext();
  const isLocalSearch = useIsLocalSearch();
  const indexUrl = useBaseUrl(SEARCH_INDEX_PATH);
  return useCallback(
    (searchClient: DocSearchTransformClient) => {
      if (!isLocalSearch) searchClient.addAlgoliaAgent('docusaurus', docusaurusVersion);
      const client = isLocalSearch
        ? (createLazyLocalSearchClient(indexUrl) as unknown as DocSearchTransformClient)
        : searchClient;
      const counted = countHits(client);
      hitCounts.current = counted.counts;
      return reportFailures(counted.client, onOutcome);
    },
    [docusaurusVersion, isLocalSearch, indexUrl, onOutcome, hitCounts],
  );
}
// CUSTOM CODE END

function useTransformItems(
  props: Pick<DocSearchProps, 'transformItems'>,
  // CUSTOM CODE
  sections: React.MutableRefObject<string[]>,
  // CUSTOM CODE END
) {
  const processSearchResultUrl = useSearchResultUrlProcessor();
  const [transformItems] = useState<DocSearchModalProps['transformItems']>(() => {
    return (items: DocSearchHit[]) => {
      // CUSTOM CODE
      rememberSections(sections, items);
      // CUSTOM CODE END
      return props.transformItems
        ? // Custom transformItems
          props.transformItems(items)
        : // Default transformItems
          items.map((item) => ({
            ...item,
            url: processSearchResultUrl(item.url),
          }));
    };
  });
  return transformItems;
}

function useResultsFooterComponent({
  closeModal,
  // CUSTOM CODE
  hitCounts,
  // CUSTOM CODE END
}: {
  closeModal: () => void;
  hitCounts: React.MutableRefObject<HitCounts | null>;
}): DocSearchProps['resultsFooterComponent'] {
  return useMemo(
    () =>
      ({state}) => <ResultsFooter state={state} onClose={closeModal} hitCounts={hitCounts} />,
    [closeModal, hitCounts],
  );
}

function Hit({hit, children}: {hit: InternalDocSearchHit | StoredDocSearchHit; children: ReactNode}) {
  return <Link to={hit.url}>{children}</Link>;
}

type ResultsFooterProps = {
  state: AutocompleteState<InternalDocSearchHit>;
  onClose: () => void;
  hitCounts: React.MutableRefObject<HitCounts | null>;
};

function ResultsFooter({state, onClose, hitCounts}: ResultsFooterProps) {
  const createSearchLink = useSearchLinkCreator();
  // CUSTOM CODE: the count of the query on screen (../../client/countHits.ts), not DocSearch's running sum
  const count = hitCounts.current?.of(state.query) ?? state.context.nbHits;
  // CUSTOM CODE END

  return (
    <Link to={createSearchLink(state.query)} onClick={onClose}>
      <Translate id="theme.SearchBar.seeAll" values={{count}}>
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

// CUSTOM CODE
/** Remembers the sections that results were grouped under, as DocSearch does: those of the answer with the most. */
function rememberSections(sections: React.MutableRefObject<string[]>, hits: DocSearchHit[]): void {
  const names = [...new Set(hits.map((hit) => hit.hierarchy.lvl0))];
  if (names.length > sections.current.length) sections.current = names;
}

/**
 * Moves the stand-in box's text and caret into the modal's input and removes
 * the box. A layout effect of the modal's first commit: it runs in the same
 * task as the mount, so no key can land between the two inputs.
 */
function useStandInHandoff(container: HTMLElement): void {
  useLayoutEffect(() => {
    const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
    const taken = input ? standIn()?.take() : null;
    if (!input || !taken) return;
    const end = taken.value.length;
    typeIntoSearchInput(input, taken.value, [taken.start ?? end, taken.end ?? end]);
  }, [container]);
}

const noAskAi = () => {};
// CUSTOM CODE END

type Props = {
  props: DocSearchProps;
  container: HTMLElement;
  onClose: () => void;
};

export default function Modal({props: {externalUrlRegex, ...props}, container, onClose}: Props): ReactNode {
  const navigator = useNavigator({externalUrlRegex});
  const searchParameters = useSearchParameters({...props} as DocSearchProps);
  // CUSTOM CODE
  const [hasFailed, setHasFailed] = useState(false);
  const sections = useRef<string[]>([]);
  const transformItems = useTransformItems(props, sections);
  const hitCounts = useRef<HitCounts | null>(null);
  const transformSearchClient = useTransformSearchClient(setHasFailed, hitCounts);
  useStandInHandoff(container);
  useNoResultsSuggestions(container, sections, translations.modal?.noResultsScreen?.suggestedQueryText ?? '');
  // CUSTOM CODE END
  const resultsFooterComponent = useResultsFooterComponent({closeModal: onClose, hitCounts});

  return (
    <>
      {createPortal(
        <DocSearchModal
          onClose={onClose}
          initialScrollY={window.scrollY}
          navigator={navigator}
          transformItems={transformItems}
          hitComponent={Hit}
          transformSearchClient={transformSearchClient}
          {...(props.searchPagePath && {
            resultsFooterComponent,
          })}
          placeholder={translations.modal?.searchBox?.placeholderText || props.placeholder}
          // CUSTOM CODE: 'Let us know.' opens a new issue with the query filled in
          getMissingResultsUrl={missingResultsUrl}
          // CUSTOM CODE END
          {...props}
          translations={props.translations?.modal ?? translations.modal}
          searchParameters={searchParameters}
          // CUSTOM CODE: no Ask AI; hits a group as the shared modalOrder counts them
          onAskAiToggle={noAskAi}
          maxResultsPerGroup={HITS_PER_GROUP}
          // CUSTOM CODE END
        />,
        container,
      )}
      {/* CUSTOM CODE */}
      {hasFailed && translations.modal?.errorScreen && (
        <FailureScreen modal={container} translations={translations.modal.errorScreen} />
      )}
      {/* CUSTOM CODE END */}
    </>
  );
}
