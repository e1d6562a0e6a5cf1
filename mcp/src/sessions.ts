/**
 * The sessions of the HTTP transport: what each holds (its MCP server and
 * transport, and through them the mock's memory) by its Mcp-Session-Id. A
 * session ends when its client deletes it, when it has been idle too long, or
 * when the store is full and it is the one used least recently; its client
 * then gets 404 and starts a new one, as the MCP specification says.
 */

/** What the store keeps of a session: anything it can close. */
export type Closable = {close: () => Promise<void> | void};

export type SessionLimits = {
  /** Sessions held at once; a new one past this ends the least recently used. */
  maxSessions: number;
  /** A session unused this long ends at the next sweep. */
  idleMs: number;
};

export const DEFAULT_LIMITS: SessionLimits = {maxSessions: 1000, idleMs: 30 * 60_000};

type Entry<T> = {value: T; lastUsed: number};

export class SessionStore<T extends Closable> {
  // A Map iterates in insertion order; an entry is moved to the end when used,
  // so the first entry is always the least recently used.
  private readonly sessions = new Map<string, Entry<T>>();

  constructor(
    private readonly limits: SessionLimits = DEFAULT_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.sessions.size;
  }

  has(id: string): boolean {
    return this.sessions.has(id);
  }

  /** The session, marked as used now; undefined when unknown, ended or expired. */
  use(id: string): T | undefined {
    const entry = this.sessions.get(id);
    if (!entry) return undefined;
    if (this.now() - entry.lastUsed > this.limits.idleMs) {
      this.end(id);
      return undefined;
    }
    this.sessions.delete(id);
    entry.lastUsed = this.now();
    this.sessions.set(id, entry);
    return entry.value;
  }

  add(id: string, value: T): void {
    this.sessions.set(id, {value, lastUsed: this.now()});
    while (this.sessions.size > this.limits.maxSessions) {
      this.end(this.sessions.keys().next().value!);
    }
  }

  /** Forgets the session and closes what it held. Closing may call back here: harmless. */
  end(id: string): void {
    const entry = this.sessions.get(id);
    if (!entry) return;
    this.sessions.delete(id);
    void Promise.resolve(entry.value.close()).catch(() => undefined);
  }

  /** Ends every session idle longer than the limit; returns how many. */
  sweep(): number {
    const cutoff = this.now() - this.limits.idleMs;
    const idle = [...this.sessions].filter(([, entry]) => entry.lastUsed < cutoff).map(([id]) => id);
    for (const id of idle) this.end(id);
    return idle.length;
  }
}
