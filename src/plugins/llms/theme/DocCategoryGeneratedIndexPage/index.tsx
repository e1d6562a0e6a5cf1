import type {ReactNode} from 'react';
import DocCategoryGeneratedIndexPage from '@theme-init/DocCategoryGeneratedIndexPage';
import type DocCategoryGeneratedIndexPageType from '@theme/DocCategoryGeneratedIndexPage';
import type {WrapperProps} from '@docusaurus/types';
import MarkdownTwinLink from '@theme/MarkdownTwinLink';

type Props = WrapperProps<typeof DocCategoryGeneratedIndexPageType>;

/** The original category index, then a link to its list as Markdown. */
export default function DocCategoryGeneratedIndexPageWrapper(props: Props): ReactNode {
  return (
    <>
      <DocCategoryGeneratedIndexPage {...props} />
      <MarkdownTwinLink permalink={props.categoryGeneratedIndex.permalink} />
    </>
  );
}
