/**
 * The "Try it" panel of one endpoint, loaded on demand by ../TryItButton.
 * Form → validation → mock answer or live call → response, with the request
 * shown as code all along.
 */
import {useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode} from 'react';
import {environments} from '@site/src/config/site';
import {bodyKind} from '@site/src/lib/openapi/request';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import type {Answer, Failure} from './answer';
import CodeText from './CodeText';
import CopyButton from './CopyButton';
import CredentialFields from './CredentialFields';
import {useCredentials, type Credentials} from './credentials';
import FieldInput from './FieldInput';
import {
  asText,
  buildFields,
  hasBodyFields,
  initialValues,
  type Field,
  type FieldPlace,
  type Files,
  type Values,
} from './fields';
import {mockAnswer} from './mock';
import {bodyFromFields, fillRequest, operationForSamples, samplesFor, type EnvironmentKey} from './request';
import LiveSamples from './LiveSamples';
import ResponseView from './ResponseView';
import {sendLive} from './send';
import styles from './styles.module.css';
import {checkValue, validateFields} from './validate';

type Props = {op: ResolvedOperation; id: string; onClose: () => void};

const placeTitles: Record<FieldPlace, string> = {
  path: 'Path parameters',
  query: 'Query parameters',
  header: 'Header parameters',
  body: 'Body',
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function domId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}

function credentialErrors(op: ResolvedOperation, credentials: Credentials): Record<string, string> {
  const errors: Record<string, string> = {};
  const uses = (name: string) => op.security.some((h) => h.name === name);
  if (uses('client_id') && !credentials.clientId.trim())
    errors['credential:clientId'] = 'client_id is required';
  if (uses('client_secret') && !credentials.clientSecret.trim())
    errors['credential:clientSecret'] = 'client_secret is required';
  if (uses('Authorization') && !credentials.bearerToken.trim())
    errors['credential:bearerToken'] = 'Bearer token is required';
  return errors;
}

export default function Panel({op, id, onClose}: Props): ReactNode {
  const base = domId(useId());
  const fields = useMemo(() => buildFields(op), [op]);
  const credentials = useCredentials();
  const [environment, setEnvironment] = useState<EnvironmentKey>('mock');
  const [values, setValues] = useState<Values>(() => initialValues(fields));
  const [files, setFiles] = useState<Files>({});
  const withFields = hasBodyFields(op);
  const rawAllowed = bodyKind(op) === 'json' || (op.requestBody !== undefined && !withFields);
  const [rawMode, setRawMode] = useState(!withFields && op.requestBody !== undefined);
  const [rawText, setRawText] = useState(() =>
    JSON.stringify(op.requestBody?.examples[0]?.value ?? {}, null, 2),
  );
  const [tried, setTried] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<{answer?: Answer; failure?: Failure; curl?: string; mock: boolean}>();
  const environmentRef = useRef<HTMLSelectElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const responseRef = useRef<HTMLElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    environmentRef.current?.focus();
    return () => abortRef.current?.abort();
  }, []);

  const rawParsed = useMemo((): {value?: unknown; problem?: string} => {
    if (!rawMode) return {};
    try {
      return {value: JSON.parse(rawText) as unknown};
    } catch {
      return {problem: 'The body is not valid JSON'};
    }
  }, [rawMode, rawText]);

  const live = environment !== 'mock';
  const errors = useMemo(() => {
    const found = validateFields(fields, values, files, !rawMode);
    if (rawMode && op.requestBody) {
      const problems = rawParsed.problem
        ? [rawParsed.problem]
        : checkValue(rawParsed.value, op.requestBody.schema, 'body');
      if (problems.length) found['body:raw'] = problems.slice(0, 5).join('; ');
    }
    // In the order of the form: credentials come first.
    return live ? {...credentialErrors(op, credentials), ...found} : found;
  }, [fields, values, files, rawMode, rawParsed, op, live, credentials]);
  const shownErrors = tried ? errors : {};

  const request = fillRequest(op, fields, values, files, rawMode ? rawParsed.value : undefined);
  // The mock has no address: its samples show the Testnet one.
  const target = environment === 'mainnet' ? environments.mainnet : environments.testnet;
  const clientId = credentials.clientId;
  const deferredValues = useDeferredValue(values);
  const deferredRaw = useDeferredValue(rawText);
  const samples = useMemo(() => {
    let raw: unknown;
    if (rawMode) {
      try {
        raw = JSON.parse(deferredRaw);
      } catch {
        raw = undefined;
      }
    }
    const filled = fillRequest(op, fields, deferredValues, files, raw);
    const server = {name: target.label, url: target.api};
    return samplesFor(operationForSamples(op, fields, deferredValues, filled, server, clientId));
  }, [op, fields, deferredValues, files, rawMode, deferredRaw, target, clientId]);

  const setValue = (key: string, value: string) => setValues((old) => ({...old, [key]: value}));

  const switchBody = (toRaw: boolean) => {
    if (toRaw === rawMode) return;
    if (toRaw) {
      setRawText(JSON.stringify(bodyFromFields(fields, values), null, 2));
      setRawMode(true);
      return;
    }
    if (
      !rawParsed.problem &&
      typeof rawParsed.value === 'object' &&
      rawParsed.value &&
      !Array.isArray(rawParsed.value)
    ) {
      const body = rawParsed.value as Record<string, unknown>;
      setValues((old) => {
        const next = {...old};
        for (const field of fields)
          if (field.place === 'body') next[field.key] = asText(body[field.name], field.kind);
        return next;
      });
      setRawMode(false);
    } else {
      setTried(true);
    }
  };

  const focusFirstError = (found: Record<string, string>) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${base}-${domId(first)}`)?.focus();
  };

  const send = async (confirmed: boolean) => {
    setTried(true);
    if (Object.keys(errors).length) {
      focusFirstError(errors);
      return;
    }
    if (environment === 'mainnet' && WRITES.has(request.method) && !confirmed) {
      setConfirming(true);
      requestAnimationFrame(() => confirmRef.current?.focus());
      return;
    }
    setConfirming(false);
    if (environment === 'mock') {
      setResult({answer: mockAnswer(op, request, credentials), mock: true});
    } else {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setPending(true);
      setResult(undefined);
      try {
        const outcome = await sendLive(op, request, credentials, target.api, controller.signal);
        setResult(
          'status' in outcome
            ? {answer: outcome, mock: false}
            : {failure: outcome, curl: samples.curl, mock: false},
        );
      } catch {
        return; // aborted: the panel closed or another call started
      } finally {
        if (abortRef.current === controller) setPending(false);
      }
    }
    requestAnimationFrame(() => responseRef.current?.focus());
  };

  const groups = (['path', 'query', 'header', 'body'] as const)
    .map((place) => ({place, fields: fields.filter((f) => f.place === place)}))
    .filter((g) => g.fields.length > 0 || (g.place === 'body' && op.requestBody));
  const errorCount = Object.keys(shownErrors).length;

  const fieldInput = (field: Field) => (
    <FieldInput
      key={field.key}
      field={field}
      id={`${base}-${domId(field.key)}`}
      value={values[field.key] ?? ''}
      error={shownErrors[field.key]}
      onChange={(value) => setValue(field.key, value)}
      onFile={(file) => setFiles((old) => ({...old, [field.key]: file}))}
    />
  );

  return (
    <div
      id={id}
      className={styles.panel}
      role="region"
      aria-label={`Try ${op.method.toUpperCase()} ${op.path}`}>
      <div className={styles.field}>
        <label htmlFor={`${base}-environment`} className={styles.fieldLabel}>
          Environment
        </label>
        <select
          id={`${base}-environment`}
          ref={environmentRef}
          className={styles.input}
          value={environment}
          aria-describedby={`${base}-environment-hint`}
          onChange={(e) => {
            setEnvironment(e.currentTarget.value as EnvironmentKey);
            setConfirming(false);
          }}>
          <option value="mock">Mock</option>
          <option value="testnet">{environments.testnet.label}</option>
          <option value="mainnet">{environments.mainnet.label}</option>
        </select>
        <p id={`${base}-environment-hint`} className={styles.hint}>
          {environment === 'mock'
            ? 'Answered in your browser from this reference: nothing leaves the page and no key is needed.'
            : environment === 'testnet'
              ? `Sent from your browser to ${environments.testnet.api} with your credentials.`
              : `Sent from your browser to ${environments.mainnet.api}: writes move real assets and are billed.`}
        </p>
      </div>

      <CredentialFields op={op} idPrefix={base} errors={shownErrors} />

      {groups.map((group) => (
        <fieldset key={group.place} className={styles.group}>
          <legend>{placeTitles[group.place]}</legend>
          {group.place === 'body' && op.requestBody && (
            <p className={styles.hint}>{op.requestBody.contentType}</p>
          )}
          {group.place === 'body' && withFields && rawAllowed && (
            <div className={styles.segmented} role="radiogroup" aria-label="Edit the body as">
              <label>
                <input
                  type="radio"
                  name={`${base}-body-mode`}
                  checked={!rawMode}
                  onChange={() => switchBody(false)}
                />{' '}
                Fields
              </label>
              <label>
                <input
                  type="radio"
                  name={`${base}-body-mode`}
                  checked={rawMode}
                  onChange={() => switchBody(true)}
                />{' '}
                Raw JSON
              </label>
            </div>
          )}
          {group.place === 'body' && rawMode ? (
            <div className={styles.field}>
              <label htmlFor={`${base}-${domId('body:raw')}`} className={styles.fieldLabel}>
                JSON body
              </label>
              <textarea
                id={`${base}-${domId('body:raw')}`}
                className={styles.input}
                rows={10}
                spellCheck={false}
                value={rawText}
                aria-invalid={shownErrors['body:raw'] ? true : undefined}
                aria-describedby={shownErrors['body:raw'] ? `${base}-body-raw-error` : undefined}
                onChange={(e) => setRawText(e.currentTarget.value)}
              />
              {shownErrors['body:raw'] && (
                <p id={`${base}-body-raw-error`} className={styles.error}>
                  {shownErrors['body:raw']}
                </p>
              )}
            </div>
          ) : (
            <div className={styles.grid}>{group.fields.map(fieldInput)}</div>
          )}
        </fieldset>
      ))}

      <LiveSamples samples={samples} />

      {errorCount > 0 && (
        <p role="alert" className={styles.error}>
          Fix {errorCount === 1 ? 'this field' : `these ${errorCount} fields`} before sending:{' '}
          {Object.keys(shownErrors)
            .map((key) =>
              key
                .replace(/^(path|query|header|body|credential):/, '')
                .replace('clientId', 'client_id')
                .replace('clientSecret', 'client_secret')
                .replace('bearerToken', 'Bearer token')
                .replace(/^raw$/, 'JSON body'),
            )
            .join(', ')}
          .
        </p>
      )}

      {confirming && (
        <div className={styles.confirm} role="group" aria-labelledby={`${base}-confirm`}>
          <p id={`${base}-confirm`}>
            <strong>
              Send {request.method} {op.path} on Mainnet?
            </strong>{' '}
            It moves real assets and is billed to your account.
          </p>
          <div className={styles.row}>
            <button
              ref={confirmRef}
              type="button"
              className="button button--danger"
              onClick={() => void send(true)}>
              Send on Mainnet
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirming(false)}>
              Cancel
            </button>
          </div>
        </div>
      )}

      <div className={styles.row}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void send(false)}
          disabled={pending}>
          Send
        </button>
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>

      <section ref={responseRef} tabIndex={-1} className={styles.result} aria-label="Response">
        {/* Announced; shown only while waiting, the answer below says the rest. */}
        <p role="status" className={pending ? styles.status : 'visually-hidden'}>
          {pending
            ? 'Sending…'
            : result?.answer
              ? `Response: status ${result.answer.status}`
              : result?.failure
                ? 'The call did not reach the API'
                : ''}
        </p>
        {result?.answer && <ResponseView answer={result.answer} mock={result.mock} />}
        {result?.failure && result.curl && (
          <div className={styles.response}>
            <p>{result.failure.message}</p>
            <CodeText text={result.curl} label="The request as curl" />
            <CopyButton text={result.curl} label="Copy curl" />
          </div>
        )}
      </section>
    </div>
  );
}
