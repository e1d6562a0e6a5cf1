import type {ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

const known = new Set(['get', 'post', 'put', 'delete']);

/** The HTTP method in its colour (CSS variables --site-method-*). */
export default function MethodBadge({method}: {method: string}): ReactNode {
  const lower = method.toLowerCase();
  return (
    <span className={clsx(styles.badge, known.has(lower) && styles[`badge_${lower}`])}>
      {method.toUpperCase()}
    </span>
  );
}
