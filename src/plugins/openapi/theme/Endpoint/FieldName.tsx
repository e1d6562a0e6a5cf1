import {Fragment, type ReactNode} from 'react';
import styles from './styles.module.css';

/** Splits a field path after each `.` and before each `[name]`, never inside a part. */
function fieldNameParts(name: string): string[] {
  return name.split(/(?<=\.)|(?=\[[^\]])/);
}

/**
 * A field's name in the tables. A nested name such as
 * `compiler_settings[solidity][settings][optimizer][enabled]` may wrap between
 * its parts on a phone, where it would otherwise push the table past the screen;
 * a part itself never breaks, not even at a hyphen.
 */
export default function FieldName({name}: {name: string}): ReactNode {
  const parts = fieldNameParts(name);
  if (parts.length === 1) return <code>{name}</code>;
  return (
    <code className={styles.nestedName}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          <span>{part}</span>
        </Fragment>
      ))}
    </code>
  );
}
