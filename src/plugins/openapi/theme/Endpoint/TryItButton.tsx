import {useId, useRef, useState, type ComponentType, type ReactNode} from 'react';
import type {ResolvedOperation} from '@site/src/lib/openapi/types';
import styles from './styles.module.css';

type PanelProps = {op: ResolvedOperation; id: string; onClose: () => void};

// The explorer is its own chunk, fetched when a reader first points at,
// focuses or presses a "Try it" button: pages pay nothing until then.
let loading: Promise<ComponentType<PanelProps>> | undefined;
function loadPanel(): Promise<ComponentType<PanelProps>> {
  loading ??= import('./TryIt/Panel').then(
    (module) => module.default,
    (error: unknown) => {
      loading = undefined; // let a later press try again
      throw error;
    },
  );
  return loading;
}

/** The "Try it" button under the method and path, and the panel it opens in place. */
export default function TryItButton({op}: {op: ResolvedOperation}): ReactNode {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<ComponentType<PanelProps>>();
  const [failed, setFailed] = useState(false);

  const preload = () => {
    loadPanel().catch(() => undefined);
  };
  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    setOpen(true);
    setFailed(false);
    loadPanel().then(
      (component) => setPanel(() => component),
      () => setFailed(true),
    );
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div data-search-exclude>
      <button
        ref={buttonRef}
        type="button"
        className={`button button--sm button--outline button--primary ${styles.tryIt}`}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={toggle}>
        Try it
      </button>
      {open && failed && (
        <p role="alert" className={styles.missing}>
          The explorer could not be loaded. Check your connection and press Try it again.
        </p>
      )}
      {open &&
        !failed &&
        (Panel ? <Panel op={op} id={panelId} onClose={close} /> : <p role="status">Loading…</p>)}
    </div>
  );
}
