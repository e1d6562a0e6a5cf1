import {useState, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Copies text to the clipboard and says so (announced politely). */
export default function CopyButton({text, label}: {text: string; label: string}): ReactNode {
  const [said, setSaid] = useState('');
  const copy = () => {
    navigator.clipboard.writeText(text).then(
      () => setSaid('Copied'),
      () => setSaid('Copy failed: select the text and copy it'),
    );
  };
  return (
    <span className={styles.copy}>
      <button type="button" className="button button--sm button--secondary" onClick={copy}>
        {label}
      </button>
      <span role="status" className={styles.copyStatus}>
        {said}
      </span>
    </span>
  );
}
