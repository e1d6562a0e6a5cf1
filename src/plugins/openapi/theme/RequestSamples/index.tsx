import type {ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {endpointTitles} from '@site/src/lib/openapi/endpointView';
import LazyHydration from '@theme/LazyHydration';
import TabItem from '@theme/TabItem';
import Tabs from '@theme/Tabs';
import type {SampleBlock, SampleBlocks} from '@site/src/lib/openapi/build/sampleFiles';
import {defaultSampleLanguage, sampleLanguages} from '@site/src/lib/openapi/sampleLanguages';
import SampleCode from './SampleCode';
import styles from './styles.module.css';

type Props = {
  /** operationId in the OpenAPI description. */
  operation: string;
  /** The default language's sample as JSON, added at build time by the remark plugin (src/plugins/openapi). */
  sample?: string;
  /** Every language's sample as JSON, when the page has its own (a guide's renamed placeholders): nothing to fetch. */
  samples?: string;
  /** Print the "Request samples" label: the reference does; a guide's step has its own words. */
  label?: boolean;
};

/**
 * The request in every language of src/lib/openapi/sampleLanguages. Only the
 * default one is in the page's HTML; a tab fetches its language when opened
 * (lazy tabs). The choice is shared by every page (groupId) and kept in the
 * URL (?lang=).
 */
export default function RequestSamples({operation, sample, samples, label = false}: Props): ReactNode {
  const initial = sample ? (JSON.parse(sample) as SampleBlock) : undefined;
  const own = samples ? (JSON.parse(samples) as SampleBlocks) : undefined;
  return (
    <LazyHydration as="div" className={styles.samples}>
      {label && (
        <p className={styles.label}>
          <Translate id={endpointTitles.samples.id}>{endpointTitles.samples.message}</Translate>
        </p>
      )}
      <Tabs groupId="code-language" queryString="lang" lazy>
        {sampleLanguages.map(({id, label: name}) => (
          <TabItem key={id} value={id} label={name}>
            <SampleCode
              operation={operation}
              language={id}
              initial={own?.[id] ?? (id === defaultSampleLanguage ? initial : undefined)}
            />
          </TabItem>
        ))}
      </Tabs>
    </LazyHydration>
  );
}
