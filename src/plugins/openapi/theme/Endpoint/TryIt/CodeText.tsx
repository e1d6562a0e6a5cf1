import type {ReactNode} from 'react';
import styles from './styles.module.css';

/** Longer text is shortened on screen (copying still gets all of it). */
const SHOWN = 20_000;

/** Code or a response body as plain text: never HTML, never highlighted (huge values stay cheap). */
export default function CodeText({text, label}: {text: string; label: string}): ReactNode {
  const shown =
    text.length > SHOWN ? `${text.slice(0, SHOWN)}\n… (${text.length - SHOWN} more characters)` : text;
  return (
    // A scrolling region must be reachable by keyboard.
    <pre className={styles.code} tabIndex={0} aria-label={label}>
      <code>{shown}</code>
    </pre>
  );
}
