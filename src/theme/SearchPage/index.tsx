import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import SearchPage from '@theme-original/SearchPage';
import type SearchPageType from '@theme/SearchPage';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SearchPageType>;

/** The search page, with the meta description every other page has. */
export default function SearchPageWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content={translate({
            id: 'site.searchPage.description',
            message: 'Search the MasChain docs: the REST API services, the Enterprise Portal and MAS Wallet.',
            description: 'Meta description of the search page',
          })}
        />
      </Head>
      <SearchPage {...props} />
    </>
  );
}
