import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {endpointTitles} from '@site/src/lib/openapi/endpointView';
import CodeBlock from '@theme/CodeBlock';
import LazyHydration from '@theme/LazyHydration';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import {buildRequestSamples, type SampleLanguage} from '@site/src/lib/openapi/samples';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import styles from './styles.module.css';

const languages: {value: SampleLanguage; label: string; prism: string}[] = [
  {value: 'curl', label: 'curl', prism: 'bash'},
  {value: 'javascript', label: 'JavaScript', prism: 'javascript'},
  {value: 'python', label: 'Python', prism: 'python'},
];

/**
 * The request in three languages. The tab choice is shared by every page
 * (groupId) and kept in the URL (?lang=). Without JavaScript all three show.
 */
export default function RequestSamples({op}: {op: ResolvedOperation}): ReactNode {
  const samples = buildRequestSamples(op);
  return (
    <LazyHydration as="div" className={styles.samples}>
      <p className={styles.label}>
        <Translate id={endpointTitles.samples.id}>{endpointTitles.samples.message}</Translate>
      </p>
      <Tabs groupId="code-language" queryString="lang">
        {languages.map((language) => (
          <TabItem key={language.value} value={language.value} label={language.label}>
            <CodeBlock language={language.prism}>{samples[language.value]}</CodeBlock>
          </TabItem>
        ))}
      </Tabs>
    </LazyHydration>
  );
}
