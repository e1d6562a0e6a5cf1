import {useEffect, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import CodeBlock from '@theme/CodeBlock';
import SampleStamp from '@theme/SampleStamp';
import type {SampleBlock, SampleBlocks} from '@site/src/lib/openapi/build/sampleFiles';
import {sampleLanguage, type SampleLanguage} from '@site/src/lib/openapi/sampleLanguages';
import styles from './styles.module.css';

// One request per operation, however many tabs ask for it.
const files = new Map<string, Promise<SampleBlocks>>();

function samplesAt(url: string): Promise<SampleBlocks> {
  let file = files.get(url);
  if (!file) {
    file = fetch(url).then((response) =>
      response.ok
        ? (response.json() as Promise<SampleBlocks>)
        : Promise.reject(new Error(String(response.status))),
    );
    file.catch(() => files.delete(url));
    files.set(url, file);
  }
  return file;
}

type Props = {operation: string; language: SampleLanguage; initial?: SampleBlock};

/** One language's sample: given (the default, in the first HTML) or fetched when its tab opens. */
export default function SampleCode({operation, language, initial}: Props): ReactNode {
  const url = useBaseUrl(`/samples/${operation}.json`);
  const {prism, label} = sampleLanguage(language);
  const [block, setBlock] = useState(initial);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (block) return undefined;
    let current = true;
    samplesAt(url).then(
      (blocks) => current && setBlock(blocks[language]),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [block, url, language]);
  if (!block) {
    return (
      <p className={styles.pending} role="status">
        {failed
          ? `The ${label} sample could not be loaded. Reload the page, or use the curl sample.`
          : `Loading the ${label} sample…`}
      </p>
    );
  }
  return (
    <>
      <CodeBlock language={prism}>{block.code}</CodeBlock>
      <SampleStamp status={block.status} />
    </>
  );
}
