import type {ReactNode} from 'react';
import Line from '@theme-init/CodeBlock/Line';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {compactTokens} from '../../../compactTokens';

type Props = WrapperProps<typeof LineType>;

/** The original line with fewer tokens for the same text and colours (see compactTokens). */
export default function LineWrapper(props: Props): ReactNode {
  return <Line {...props} line={compactTokens(props.line)} />;
}
