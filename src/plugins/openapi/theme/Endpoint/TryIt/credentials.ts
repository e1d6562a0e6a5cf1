/**
 * The reader's API credentials, shared by every explorer panel for the
 * visit. They live in this module's memory; only when the reader ticks
 * "Remember in this tab" are they copied to sessionStorage (cleared when the
 * tab closes). Never localStorage, a URL or the console.
 */
import {useSyncExternalStore} from 'react';

export type Credentials = {clientId: string; clientSecret: string; bearerToken: string; remember: boolean};

const STORAGE_KEY = 'maschain-try-it-credentials';
const empty: Credentials = {clientId: '', clientSecret: '', bearerToken: '', remember: false};

let current: Credentials = readRemembered() ?? empty;
const listeners = new Set<() => void>();

function readRemembered(): Credentials | undefined {
  try {
    const raw = typeof window === 'undefined' ? null : window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return undefined;
    const saved = JSON.parse(raw) as Partial<Credentials>;
    const text = (v: unknown) => (typeof v === 'string' ? v : '');
    return {
      clientId: text(saved.clientId),
      clientSecret: text(saved.clientSecret),
      bearerToken: text(saved.bearerToken),
      remember: true,
    };
  } catch {
    return undefined; // Storage blocked or the entry unreadable: start empty.
  }
}

function persist(next: Credentials): void {
  try {
    if (next.remember) {
      const {clientId, clientSecret, bearerToken} = next;
      window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify({clientId, clientSecret, bearerToken}));
    } else {
      window.sessionStorage.removeItem(STORAGE_KEY);
    }
  } catch {
    // Storage blocked: the credentials still work for this page.
  }
}

export function updateCredentials(change: Partial<Credentials>): void {
  current = {...current, ...change};
  persist(current);
  for (const listener of listeners) listener();
}

export function forgetCredentials(): void {
  updateCredentials(empty);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useCredentials(): Credentials {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => empty,
  );
}
