/**
 * Ejected from @docusaurus/theme-classic/src/theme/CodeBlock/Layout (3.10.2)
 * to give the code's box its number of lines (--code-block-lines), from
 * which styles.module.css sizes the box while the browser skips laying out
 * code far from the viewport. Changes are fenced with CUSTOM CODE.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Container from '@theme/CodeBlock/Container';
import Title from '@theme/CodeBlock/Title';
import Content from '@theme/CodeBlock/Content';
import Buttons from '@theme/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Layout';
import styles from './styles.module.css';

export default function CodeBlockLayout({className}: Props): ReactNode {
  const {metadata} = useCodeBlockContext();
  // CUSTOM CODE: the box's number of lines, from which its CSS sizes it while it is skipped
  const lines = {'--code-block-lines': metadata.code.split('\n').length} as CSSProperties;
  // CUSTOM CODE END
  return (
    <Container as="div" className={clsx(className, metadata.className)}>
      {metadata.title && (
        <div className={styles.codeBlockTitle}>
          <Title>{metadata.title}</Title>
        </div>
      )}
      {/* CUSTOM CODE: style={lines} */}
      <div className={styles.codeBlockContent} style={lines}>
        {/* CUSTOM CODE END */}
        <Content />
        <Buttons />
      </div>
    </Container>
  );
}
