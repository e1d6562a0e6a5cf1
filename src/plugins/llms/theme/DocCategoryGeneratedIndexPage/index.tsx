import type {ReactNode} from 'react';
import type {WrapperProps} from '@docusaurus/types';
import Page from '@theme-init/DocCategoryGeneratedIndexPage';
import type PageType from '@theme/DocCategoryGeneratedIndexPage';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';
import MarkdownAlternate from '../MarkdownAlternate';

type Props = WrapperProps<typeof PageType>;

/** A generated category index: its Markdown twin named in the head and linked under the list. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  const {permalink} = props.categoryGeneratedIndex;
  return (
    <>
      <MarkdownAlternate permalink={permalink} />
      <Page {...props} />
      <MarkdownTwinLink permalink={permalink} />
    </>
  );
}
