/**
 * What the mock remembers of a visit: the resources created, the token
 * amounts moved and the transactions written. The browser keeps one memory
 * per tab (tabMemory, module state: shared by every panel on the page and
 * across client-side navigation, never persisted); the MCP server keeps one
 * per session. Sizes are capped so a long session cannot grow without end.
 */
import type {CallbackNote} from './answer';

export type MockTransaction = {
  hash: string;
  operationId: string;
  /** The write's body fields, for its effects and the lookups' placeholders. */
  body: Record<string, unknown>;
  confirmed: boolean;
  /** What the callback URL receives once the transaction is confirmed. */
  callbacks: CallbackNote[];
};

export const MAX_ITEMS_PER_COLLECTION = 100;
export const MAX_TRANSACTIONS = 500;

export class MockMemory {
  /** Resources created, newest first, by the path they were created at (`/api/wallet/wallet`). */
  readonly items = new Map<string, Record<string, unknown>[]>();
  /** Change of a token balance since the visit began, by `contract wallet`. */
  readonly balances = new Map<string, number>();
  readonly transactions = new Map<string, MockTransaction>();
  private count = 0;

  /** A number not given out before in this memory. */
  next(): number {
    this.count += 1;
    return this.count;
  }

  addItem(collection: string, item: Record<string, unknown>): void {
    const list = [item, ...(this.items.get(collection) ?? [])];
    this.items.set(collection, list.slice(0, MAX_ITEMS_PER_COLLECTION));
  }

  addTransaction(transaction: MockTransaction): void {
    this.transactions.set(transaction.hash, transaction);
    if (this.transactions.size > MAX_TRANSACTIONS) {
      const oldest = this.transactions.keys().next().value;
      if (oldest !== undefined) this.transactions.delete(oldest);
    }
  }

  isEmpty(): boolean {
    return !this.items.size && !this.balances.size && !this.transactions.size;
  }

  reset(): void {
    this.items.clear();
    this.balances.clear();
    this.transactions.clear();
    this.count = 0;
  }
}

/** The browser tab's memory, shared by every Try it panel. */
export const tabMemory = new MockMemory();
