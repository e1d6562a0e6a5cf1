import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {preRef} from './preRef';
import styles from './styles.module.css';

/**
 * The code without colours, in the highlighted block's box: shown for the
 * moment Prism takes to load on the first code block a visit renders itself.
 */
export default function PlainContent({className}: {className?: string}): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  return (
    <pre
      ref={preRef(wordWrap.codeBlockRef)}
      // Scrollable region: reachable by keyboard, like the highlighted block.
      tabIndex={0}
      className={clsx(className, `language-${metadata.language}`, styles.plain, 'thin-scrollbar')}>
      <code className={styles.lines}>{metadata.code}</code>
    </pre>
  );
}
