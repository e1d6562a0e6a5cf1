import type {ReactNode} from 'react';
import type {Field} from '@site/src/lib/openapi/tryIt/fields';
import styles from './styles.module.css';

type Props = {
  field: Field;
  id: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  onFile: (file: File | undefined) => void;
};

/** One labelled input for a parameter or body field; its error is tied to it. */
export default function FieldInput({field, id, value, error, onChange, onFile}: Props): ReactNode {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${hintId} ${errorId}` : hintId,
    'aria-required': field.required || undefined,
    className: styles.input,
  } as const;
  let input: ReactNode;
  if (field.kind === 'file') {
    input = <input {...common} type="file" onChange={(e) => onFile(e.currentTarget.files?.[0])} />;
  } else if (field.kind === 'enum' || field.kind === 'boolean') {
    const options = field.kind === 'boolean' ? ['true', 'false'] : (field.options ?? []);
    input = (
      <select {...common} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {!field.required || value === '' ? <option value="">(not sent)</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    );
  } else if (field.kind === 'json') {
    input = (
      <textarea
        {...common}
        rows={4}
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  } else {
    input = (
      <input
        {...common}
        type="text"
        inputMode={field.kind === 'integer' ? 'numeric' : field.kind === 'number' ? 'decimal' : undefined}
        autoComplete="off"
        spellCheck={false}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
      />
    );
  }
  return (
    <div className={styles.field}>
      <div className={styles.fieldHead}>
        <label htmlFor={id} className={styles.fieldLabel}>
          {field.name}
        </label>
        <span id={hintId} className={styles.fieldType}>
          {field.kind === 'json' ? 'JSON' : field.kind}
          {field.required ? ', required' : ', optional'}
        </span>
      </div>
      {input}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
