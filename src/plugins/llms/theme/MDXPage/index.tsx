import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import MDXPage from '@theme-init/MDXPage';
import type MDXPageType from '@theme/MDXPage';
import MarkdownAlternate from '../MarkdownAlternate';

type Props = WrapperProps<typeof MDXPageType>;

/** A Markdown page outside the docs, naming its Markdown twin in the head. */
export default function MDXPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownAlternate permalink={props.content.metadata.permalink} />
      <MDXPage {...props} />
    </>
  );
}
