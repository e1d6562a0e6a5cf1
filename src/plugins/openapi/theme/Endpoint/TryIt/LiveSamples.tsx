import {useId, useState, type ReactNode} from 'react';
import type {RequestSamples, SampleLanguage} from '@site/src/lib/openapi/samples';
import CodeText from './CodeText';
import CopyButton from './CopyButton';
import styles from './styles.module.css';

const languages: {value: SampleLanguage; label: string}[] = [
  {value: 'curl', label: 'curl'},
  {value: 'javascript', label: 'JavaScript'},
  {value: 'python', label: 'Python'},
];

/** The request being built, in three languages, with a copy button. */
export default function LiveSamples({samples}: {samples: RequestSamples}): ReactNode {
  const [language, setLanguage] = useState<SampleLanguage>('curl');
  const name = useId();
  const label = languages.find((l) => l.value === language)!.label;
  return (
    <fieldset className={styles.group}>
      <legend>This request as code</legend>
      <div className={styles.segmented}>
        {languages.map((l) => (
          <label key={l.value}>
            <input
              type="radio"
              name={name}
              value={l.value}
              checked={language === l.value}
              onChange={() => setLanguage(l.value)}
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
