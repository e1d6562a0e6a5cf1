/**
 * Replaces core's theme-fallback/Error (@docusaurus/core/lib/client/theme-fallback/Error).
 * Why: core's fallback uses inline styles and its own wording. This renders the
 * theme's ErrorPageContent ('This page crashed.', the error, Try again) inside
 * the site layout, and keeps core's guard: if the layout itself throws, the
 * same content renders on its own.
 */
import type {ReactNode} from 'react';
import Head from '@docusaurus/Head';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import Layout from '@theme/Layout';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Error';

export default function Error({error, tryAgain}: Props): ReactNode {
  const content = <ErrorPageContent error={error} tryAgain={tryAgain} />;
  return (
    <ErrorBoundary fallback={() => content}>
      <Head>
        <title>Page Error</title>
      </Head>
      <Layout>{content}</Layout>
    </ErrorBoundary>
  );
}
