import type {ReactNode} from 'react';
import Footer from '@theme-init/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';

type Props = WrapperProps<typeof FooterType>;

/** The original doc footer, then a link to the page as Markdown. */
export default function FooterWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Footer {...props} />
      <MarkdownTwinLink permalink={metadata.permalink} />
    </>
  );
}
