import type {ReactNode} from 'react';
import clsx from 'clsx';
import Line from '@theme-init/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import type LineType from '@theme/CodeBlock/Line';
import type {WrapperProps} from '@docusaurus/types';
import {compactTokens, hasVisibleText, isPlainText} from '../../../compactTokens';

type Props = WrapperProps<typeof LineType>;

/**
 * The original line with fewer tokens for the same text and colours (see
 * compactTokens). A line with text is written without the original's
 * trailing <br>, which only keeps a blank line from collapsing: one element
 * less per line of code. Blank and numbered lines stay the original's.
 */
export default function LineWrapper({line: lineProp, ...props}: Props): ReactNode {
  const line = compactTokens(lineProp);
  if (props.showLineNumbers || !hasVisibleText(line)) return <Line {...props} line={line} />;
  const lineProps = props.getLineProps({line, className: clsx(props.classNames)});
  return (
    <div {...lineProps}>
      {line.map((token, key) => {
        // Plain text is written as text (./Token does the same): no props to work out for it.
        if (isPlainText(token)) return token.content;
        const tokenProps = props.getTokenProps({token});
        return (
          <LineToken key={key} {...tokenProps} line={line} token={token}>
            {tokenProps.children}
          </LineToken>
        );
      })}
    </div>
  );
}
