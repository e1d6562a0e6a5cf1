import type {ReactNode} from 'react';
import type {FieldPlace} from '@site/src/lib/openapi/tryIt/fields';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import {domId} from './domId';
import FieldInput from './FieldInput';
import styles from './styles.module.css';
import type {TryItForm} from './useTryItForm';

const placeTitles: Record<FieldPlace, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  body: 'Body',
};

type Props = {op: ResolvedOperation; base: string; form: TryItForm};

/** The fields by place; the body as fields or as raw JSON. */
export default function FieldGroups({op, base, form}: Props): ReactNode {
  const {fields, shownErrors, rawMode} = form;
  const groups = (['path', 'query', 'header', 'body'] as const)
    .map((place) => ({place, fields: fields.filter((f) => f.place === place)}))
    .filter((g) => g.fields.length > 0 || (g.place === 'body' && op.requestBody));
  const rawId = `${base}-${domId('body:raw')}`;
  return groups.map((group) => (
    <fieldset key={group.place} className={styles.group}>
      <legend>{placeTitles[group.place]}</legend>
      {group.place === 'body' && op.requestBody && (
        <p className={styles.hint}>{op.requestBody.contentType}</p>
      )}
      {group.place === 'body' && form.withFields && form.rawAllowed && (
        <div className={styles.segmented} role="radiogroup" aria-label="Edit the body as">
          <label>
            <input
              type="radio"
              name={`${base}-body-mode`}
              checked={!rawMode}
              onChange={() => form.switchBody(false)}
            />{' '}
            Fields
          </label>
          <label>
            <input
              type="radio"
              name={`${base}-body-mode`}
              checked={rawMode}
              onChange={() => form.switchBody(true)}
            />{' '}
            Raw JSON
          </label>
        </div>
      )}
      {group.place === 'body' && rawMode ? (
        <div className={styles.field}>
          <label htmlFor={rawId} className={styles.fieldLabel}>
            JSON body
          </label>
          <textarea
            id={rawId}
            className={styles.input}
            rows={10}
            spellCheck={false}
            value={form.rawText}
            aria-invalid={shownErrors['body:raw'] ? true : undefined}
            aria-describedby={shownErrors['body:raw'] ? `${base}-body-raw-error` : undefined}
            onChange={(e) => form.setRawText(e.currentTarget.value)}
          />
          {shownErrors['body:raw'] && (
            <p id={`${base}-body-raw-error`} className={styles.error}>
              {shownErrors['body:raw']}
            </p>
          )}
        </div>
      ) : (
        <div className={styles.grid}>
          {group.fields.map((field) => (
            <FieldInput
              key={field.key}
              field={field}
              id={`${base}-${domId(field.key)}`}
              value={form.values[field.key] ?? ''}
              error={shownErrors[field.key]}
              onChange={(value) => form.setValue(field.key, value)}
              onFile={(file) => form.setFile(field.key, file)}
            />
          ))}
        </div>
      )}
    </fieldset>
  ));
}
