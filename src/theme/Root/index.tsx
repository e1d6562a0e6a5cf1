import type {ReactNode} from 'react';
import Root from '@theme-original/Root';
import type RootType from '@theme/Root';
import type {WrapperProps} from '@docusaurus/types';
import AiAssistantLink from '@site/src/components/AiAssistantLink';

type Props = WrapperProps<typeof RootType>;

export default function RootWrapper(props: Props): ReactNode {
  return (
    <>
      <Root {...props} />
      <AiAssistantLink />
    </>
  );
}
