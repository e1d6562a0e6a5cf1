import type {ReactNode} from 'react';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import Content from '@theme-init/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import MarkdownAlternate from '../../MarkdownAlternate';
import PageActions from '../../PageActions';
import {markdownTwinPath} from '@site/src/lib/markdown/twinPath';

type Props = WrapperProps<typeof ContentType>;

/**
 * The doc page's content with the page actions beside its title, and a
 * `<link rel="alternate">` in the head naming the page's Markdown twin.
 */
export default function ContentWrapper(props: Props): ReactNode {
  const {metadata} = useDoc();
  const twin = markdownTwinPath(metadata.permalink);
  return (
    <>
      <MarkdownAlternate permalink={metadata.permalink} />
      <PageActions twinPath={twin} />
      <Content {...props} />
    </>
  );
}
