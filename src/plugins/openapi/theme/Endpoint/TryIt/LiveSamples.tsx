import {useId, useState, type ReactNode} from 'react';
import {
  sampleLanguage,
  sampleLanguages,
  type RequestSamples,
  type SampleLanguage,
} from '@site/src/lib/openapi/sampleLanguages';
import CodeText from './CodeText';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

/** The request being built, in every sample language, with a copy button. */
export default function LiveSamples({samples}: {samples: RequestSamples}): ReactNode {
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const name = useId();
  const {label} = sampleLanguage(language);
  return (
    <fieldset className={styles.group}>
      <legend>This request as code</legend>
      <div className={styles.segmented}>
        {sampleLanguages.map((l) => (
          <label key={l.id}>
            <input
              type="radio"
              name={name}
              value={l.id}
              checked={language === l.id}
              onChange={() => setLanguage(l.id)}
            />{' '}
            {l.label}
          </label>
        ))}
      </div>
      <p className={styles.hint}>
        client_secret and the bearer token stay as placeholders here: paste yours where you run the code.
      </p>
      <CodeText text={samples[language]} label={`Request as ${label}`} />
      <CopyButton text={samples[language]} label={`Copy ${label}`} />
    </fieldset>
  );
}
