/**
 * The state of one Try it form: environment, field values, files, the body
 * as fields or raw JSON, and what follows from them (the checks, the request,
 * the live samples). The checks and the request come from src/lib/openapi/tryIt,
 * which the MCP server uses too.
 */
import {useDeferredValue, useMemo, useState} from 'react';
import {environments} from '@site/src/config/site';
import {bodyKind} from '@site/src/lib/openapi/request';
import {
  asText,
  buildFields,
  hasBodyFields,
  initialValues,
  type Files,
  type Values,
} from '@site/src/lib/openapi/tryIt/fields';
import {credentialErrors, formErrors, parseRawBody} from '@site/src/lib/openapi/tryIt/form';
import {
  bodyFromFields,
  fillRequest,
  operationForSamples,
  samplesFor,
  type EnvironmentKey,
} from '@site/src/lib/openapi/tryIt/request';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import {useCredentials} from './credentials';

export function useTryItForm(op: ResolvedOperation) {
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

  const rawParsed = useMemo(() => (rawMode ? parseRawBody(rawText) : undefined), [rawMode, rawText]);
  const live = environment !== 'mock';
  const errors = useMemo(() => {
    const found = formErrors(op, fields, values, files, rawParsed);
    // In the order of the form: credentials come first.
    return live ? {...credentialErrors(op, credentials), ...found} : found;
  }, [fields, values, files, rawParsed, op, live, credentials]);

  const request = fillRequest(op, fields, values, files, rawParsed?.value);
  // The mock has no address: its samples show the Testnet one.
  const target = environment === 'mainnet' ? environments.mainnet : environments.testnet;
  const clientId = credentials.clientId;
  const deferredValues = useDeferredValue(values);
  const deferredRaw = useDeferredValue(rawText);
  const samples = useMemo(() => {
    const raw = rawMode ? parseRawBody(deferredRaw).value : undefined;
    const filled = fillRequest(op, fields, deferredValues, files, raw);
    const server = {name: target.label, url: target.api};
    return samplesFor(operationForSamples(op, fields, deferredValues, filled, server, clientId));
  }, [op, fields, deferredValues, files, rawMode, deferredRaw, target, clientId]);

  const setValue = (key: string, value: string) => setValues((old) => ({...old, [key]: value}));
  const setFile = (key: string, file: File | undefined) => setFiles((old) => ({...old, [key]: file}));

  /** Fields to raw JSON and back; a raw body that is not an object stays raw and shows why. */
  const switchBody = (toRaw: boolean) => {
    if (toRaw === rawMode) return;
    if (toRaw) {
      setRawText(JSON.stringify(bodyFromFields(fields, values), null, 2));
      setRawMode(true);
      return;
    }
    const parsed = rawParsed?.value;
    if (!rawParsed?.problem && typeof parsed === 'object' && parsed && !Array.isArray(parsed)) {
      const body = parsed as Record<string, unknown>;
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

  return {
    fields,
    credentials,
    environment,
    setEnvironment,
    values,
    setValue,
    setFile,
    withFields,
    rawAllowed,
    rawMode,
    rawText,
    setRawText,
    switchBody,
    tried,
    setTried,
    errors,
    shownErrors: tried ? errors : {},
    request,
    target,
    samples,
  };
}

export type TryItForm = ReturnType<typeof useTryItForm>;
