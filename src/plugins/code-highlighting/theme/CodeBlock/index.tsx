/**
 * Ejected from @docusaurus/theme-classic/src/theme/CodeBlock/index.tsx (3.10.2)
 * to drop one line: the original remounts every code block after hydration
 * (key={isBrowser}) to swap the server's light-mode inline colours for the
 * current mode's. Code colours here are CSS classes
 * (the code-highlighting plugin), so the server markup is already right and
 * the remount only cost time.
 */
import React, {isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/**
 * Best attempt to make the children a plain string so it is copyable. If there
 * are react elements, we will not be able to copy the content, and it will
 * return `children` as-is; otherwise, it concatenates the string children
 * together.
 */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((el) => isValidElement(el))) {
    return children;
  }
  // The children is now guaranteed to be one/more plain strings
  return Array.isArray(children) ? children.join('') : (children as string);
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  const CodeBlockComp = typeof children === 'string' ? StringContent : ElementContent;
  // CUSTOM CODE: no key={String(useIsBrowser())}, so no remount after hydration
  return <CodeBlockComp {...props}>{children as string}</CodeBlockComp>;
  // CUSTOM CODE END
}
