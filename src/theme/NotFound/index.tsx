import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import {translate} from '@docusaurus/Translate';
import NotFound from '@theme-original/NotFound';
import type NotFoundType from '@theme/NotFound';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof NotFoundType>;

/** The not-found page, with the meta description every other page has. */
export default function NotFoundWrapper(props: Props): ReactNode {
  return (
    <>
      <Head>
        <meta
          name="description"
          content={translate({
            id: 'site.notFound.description',
            message:
              'This page does not exist in the MasChain docs. Search the docs or start from the home page to find the API, portal or MAS Wallet guide you need.',
            description: 'Meta description of the not-found page',
          })}
        />
      </Head>
      <NotFound {...props} />
    </>
  );
}
