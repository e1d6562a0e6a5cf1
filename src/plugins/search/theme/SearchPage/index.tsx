/**
 * The theme's /search page (not ejected), with two changes. It credits
 * Algolia beside the result count: with the embedded index no Algolia service
 * answers, so a class on <html> lets styles.css hide the credit. And it shows
 * nothing but a spinner when a search fails: ./SearchFailure shows the
 * search error instead.
 */
import {useSyncExternalStore, type ReactNode} from 'react';
import clsx from 'clsx';
import SearchPage from '@theme-init/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {searchPageOutcome} from '../../client/searchPageOutcome';
import {useIsLocalSearch} from '../SearchBar/useIsLocalSearch';
import {SearchFailure} from './SearchFailure';
import './styles.css';

export default function SearchPageWrapper(): ReactNode {
  const isLocalSearch = useIsLocalSearch();
  const hasFailed = useSyncExternalStore(
    searchPageOutcome.subscribe,
    searchPageOutcome.hasFailed,
    () => false,
  );
  return (
    <HtmlClassNameProvider
      className={clsx(isLocalSearch && 'search-page--local', hasFailed && 'search-page--failed')}>
      <SearchPage />
      {hasFailed && <SearchFailure />}
    </HtmlClassNameProvider>
  );
}
