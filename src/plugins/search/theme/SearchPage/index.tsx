/**
 * The theme's /search page, which credits Algolia beside the result count.
 * With the embedded index no Algolia service answers, so the credit goes:
 * a class on <html> lets styles.css hide it (the page is not ejected).
 */
import type {ReactNode} from 'react';
import SearchPage from '@theme-init/SearchPage';
import {HtmlClassNameProvider} from '@docusaurus/theme-common';
import {useIsLocalSearch} from '../SearchBar/useIsLocalSearch';
import './styles.css';

export default function SearchPageWrapper(): ReactNode {
  const isLocalSearch = useIsLocalSearch();
  return (
    <HtmlClassNameProvider className={isLocalSearch ? 'search-page--local' : ''}>
      <SearchPage />
    </HtmlClassNameProvider>
  );
}
