import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Page from '@theme-init/DocCategoryGeneratedIndexPage';
import type PageType from '@theme/DocCategoryGeneratedIndexPage';
import MarkdownAlternate from '../MarkdownAlternate';

type Props = WrapperProps<typeof PageType>;

/** A generated category index, naming its Markdown twin in the head. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <MarkdownAlternate permalink={props.categoryGeneratedIndex.permalink} />
      <Page {...props} />
    </>
  );
}
