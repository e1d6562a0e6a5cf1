/**
 * The "Try it" panel of one endpoint, loaded on demand by ../TryItButton.
 * Form (./useTryItForm) → checks → mock answer or live call → response, with
 * the request shown as code all along.
 */
import {useEffect, useId, useRef, useState, type ReactNode} from 'react';
import {mockAnswer} from '@site/src/lib/openapi/tryIt/mock';
import {tabMemory} from '@site/src/lib/openapi/tryIt/mockMemory';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import CredentialFields from './CredentialFields';
import {domId} from './domId';
import EnvironmentField from './EnvironmentField';
import ErrorSummary from './ErrorSummary';
import FieldGroups from './FieldGroups';
import LiveSamples from './LiveSamples';
import MainnetConfirm from './MainnetConfirm';
import ResultArea, {type Result} from './ResultArea';
import {sendLive} from './send';
import styles from './styles.module.css';
import {useTryItForm} from './useTryItForm';

type Props = {op: ResolvedOperation; id: string; onClose: () => void};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export default function Panel({op, id, onClose}: Props): ReactNode {
  const base = domId(useId());
  const form = useTryItForm(op);
  const {environment, errors, request, credentials} = form;
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>();
  const [resetNote, setResetNote] = useState('');
  const environmentRef = useRef<HTMLSelectElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const responseRef = useRef<HTMLElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  useEffect(() => {
    environmentRef.current?.focus();
    return () => abortRef.current?.abort();
  }, []);

  const focusFirstError = (found: Record<string, string>) => {
    const first = Object.keys(found)[0];
    if (first) document.getElementById(`${base}-${domId(first)}`)?.focus();
  };

  const send = async (confirmed: boolean) => {
    form.setTried(true);
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
      setResetNote('');
      setResult({answer: mockAnswer(op, request, credentials, tabMemory), mock: true});
    } else {
      abortRef.current?.abort();
      const controller = new AbortController();
      abortRef.current = controller;
      setPending(true);
      setResult(undefined);
      try {
        const outcome = await sendLive(op, request, credentials, form.target.api, controller.signal);
        setResult(
          'status' in outcome
            ? {answer: outcome, mock: false}
            : {failure: outcome, curl: form.samples.curl, mock: false},
        );
      } catch {
        return; // aborted: the panel closed or another call started
      } finally {
        if (abortRef.current === controller) setPending(false);
      }
    }
    requestAnimationFrame(() => responseRef.current?.focus());
  };

  const resetMock = () => {
    tabMemory.reset();
    setResetNote('The mock has forgotten the calls of this visit, in every panel.');
  };

  return (
    <div
      id={id}
      className={styles.panel}
      role="region"
      aria-label={`Try ${op.method.toUpperCase()} ${op.path}`}>
      <EnvironmentField
        id={`${base}-environment`}
        value={environment}
        selectRef={environmentRef}
        onChange={(next) => {
          form.setEnvironment(next);
          setConfirming(false);
        }}
      />
      <CredentialFields op={op} idPrefix={base} errors={form.shownErrors} />
      <FieldGroups op={op} base={base} form={form} />
      <LiveSamples samples={form.samples} />
      <ErrorSummary errors={form.shownErrors} />
      {confirming && (
        <MainnetConfirm
          id={`${base}-confirm`}
          method={request.method}
          path={op.path}
          buttonRef={confirmRef}
          onConfirm={() => void send(true)}
          onCancel={() => setConfirming(false)}
        />
      )}
      <div className={styles.row}>
        <button
          type="button"
          className="button button--primary"
          onClick={() => void send(false)}
          disabled={pending}>
          Send
        </button>
        {environment === 'mock' && (
          <button
            type="button"
            className="button button--secondary"
            onClick={resetMock}
            aria-describedby={`${base}-reset-help`}>
            Reset mock
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <p id={`${base}-reset-help`} className="visually-hidden">
        The mock remembers your calls during this visit (wallets, balances, records, transactions); reset
        clears them.
      </p>
      <p role="status" className={resetNote ? undefined : 'visually-hidden'}>
        {resetNote}
      </p>
      <ResultArea pending={pending} result={result} sectionRef={responseRef} />
    </div>
  );
}
