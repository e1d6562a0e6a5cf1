import type {ReactNode} from 'react';
import Token from '@theme-init/CodeBlock/Line/Token';
import type TokenType from '@theme/CodeBlock/Line/Token';
import type {WrapperProps} from '@docusaurus/types';
import {isPlainText} from '../../../../compactTokens';

type Props = WrapperProps<typeof TokenType>;

/** Plain text as a text node; every coloured token as the original span. */
export default function TokenWrapper(props: Props): ReactNode {
  return isPlainText(props.token) ? props.children : <Token {...props} />;
}
