/**
 * The mock's memory applied to one call, driven by the description rather
 * than by each endpoint: a POST keeps what it created under its path, and a
 * GET on that path lists it, a GET on `path/{key}` finds it; a write whose
 * answer carries a `transactionHash` is kept as a pending transaction that the
 * next call confirms, and a lookup by its hash reads it back with the body its
 * callback received. Placeholders of the examples (`<wallet_address>`) take
 * the request's values of the same name. Token amounts follow ./mockTokens.
 */
import type {ResolvedOperation} from '../types';
import type {CallbackNote} from './answer';
import {balanceKey, balanceReads, tokenMoves} from './mockTokens';
import type {MockMemory, MockTransaction} from './mockMemory';
import type {FilledRequest} from './request';

type Json = Record<string, unknown>;
export type Names = Record<string, string>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fields the API spells differently in the record it reads back. */
const ALIASES: Record<string, string> = {transactionhashId: 'transactionHash'};

/** `<name>` strings replaced by names[name]; everything else as it was. */
export function fill(value: unknown, names: Names): unknown {
  if (typeof value === 'string') {
    const match = /^<([A-Za-z0-9_]+)>$/.exec(value);
    return match && names[match[1]!] !== undefined ? names[match[1]!] : value;
  }
  if (Array.isArray(value)) return value.map((item) => fill(item, names));
  if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, names)]));
  return value;
}

/** Path parameters, read back from the filled path. */
function pathValues(op: ResolvedOperation, request: FilledRequest): Names {
  const template = op.path.split('/');
  const filled = request.path.split('?')[0]!.split('/');
  const values: Names = {};
  template.forEach((segment, i) => {
    const match = /^\{(.+)\}$/.exec(segment);
    if (match && filled[i] !== undefined) values[match[1]!] = decodeURIComponent(filled[i]!);
  });
  return values;
}

function textValues(record: Json): Names {
  return Object.fromEntries(
    Object.entries(record).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

const bodyOf = (request: FilledRequest): Json => (isObject(request.body) ? request.body : {});

/** A value shaped like the template's: the API's record spells metadata as a JSON string. */
function like(template: unknown, value: unknown): unknown {
  if (typeof template === 'string' && typeof value !== 'string') {
    return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
  }
  if (typeof template === 'number' && typeof value === 'string' && value.trim() && !Number.isNaN(+value)) {
    return Number(value);
  }
  return value;
}

/** The documented record with the fields the reader's item has. */
function overlay(template: unknown, item: Json): Json {
  if (!isObject(template)) return item;
  const out: Json = {...template};
  for (const key of Object.keys(template)) {
    const value = key in item ? item[key] : ALIASES[key] ? item[ALIASES[key]] : undefined;
    if (value !== undefined) out[key] = like(template[key], value);
  }
  return out;
}

const hex = (n: number, digits: number) => `0x${n.toString(16).padStart(digits, '0')}`;

/** Pending transactions of earlier calls are final now; their token amounts move. */
function confirmPending(memory: MockMemory): MockTransaction[] {
  const confirmed = [...memory.transactions.values()].filter((tx) => !tx.confirmed);
  for (const tx of confirmed) {
    tx.confirmed = true;
    const move = tokenMoves[tx.operationId];
    const amount = Number(tx.body.amount);
    if (!move || !Number.isFinite(amount)) continue;
    const shift = (field: string | undefined, sign: number) => {
      if (!field) return;
      const key = balanceKey(tx.body.contract_address, tx.body[field]);
      memory.balances.set(key, (memory.balances.get(key) ?? 0) + sign * amount);
    };
    shift(move.debit, -1);
    shift(move.credit, 1);
  }
  return confirmed;
}

export type Recalled = {
  value: unknown;
  /** The placeholders' values, for the callback bodies of this answer. */
  names: Names;
  notes: string[];
  /** Callbacks already sent, shown with a lookup of their transaction. */
  sent: CallbackNote[];
};

function readGet(memory: MockMemory, op: ResolvedOperation, request: FilledRequest, value: unknown) {
  const params = pathValues(op, request);
  const notes: string[] = [];
  const sent: CallbackNote[] = [];
  const hash = Object.values(params).find((v) => memory.transactions.has(v));
  if (hash) {
    const tx = memory.transactions.get(hash)!;
    const names: Names = {...textValues(tx.body), transaction_hash: hash};
    if (typeof tx.body.to === 'string') names.recipient_address = tx.body.to;
    notes.push(
      `The mock recorded this transaction for your ${tx.operationId} call; it is confirmed${tx.callbacks.length ? ', and below is the body its callback URL received' : ''}.`,
    );
    sent.push(...tx.callbacks);
    return {value: fill(value, names), notes, sent};
  }
  const segments = op.path.split('/');
  const key = /^\{(.+)\}$/.exec(segments.at(-1) ?? '')?.[1];
  const found = key ? memory.items.get(segments.slice(0, -1).join('/')) : undefined;
  if (key && found && isObject(value)) {
    const wanted = params[key];
    const item = found.find((it) =>
      [key, 'id', 'address'].some((k) => it[k] !== undefined && String(it[k]) === wanted),
    );
    if (item) return {value: {...value, result: overlay(value.result, item)}, notes, sent};
  }
  const listed = memory.items.get(op.path);
  if (listed && isObject(value) && Array.isArray(value.result)) {
    const template = value.result[0];
    const result = [...listed.map((item) => overlay(template, item)), ...value.result];
    const pagination = isObject(value.pagination) ? {...value.pagination} : undefined;
    if (pagination && typeof pagination.total === 'number') pagination.total += listed.length;
    notes.push(
      `The first ${listed.length === 1 ? 'entry is' : `${listed.length} entries are`} yours, made on the mock during this visit.`,
    );
    return {value: {...value, result, ...(pagination ? {pagination} : {})}, notes, sent};
  }
  return {value, notes, sent};
}

/** What the mock confirmed since the previous call, as a note. */
function confirmedNotes(memory: MockMemory): string[] {
  const confirmed = confirmPending(memory);
  if (!confirmed.length) return [];
  return [
    `Since your previous call the mock confirmed ${confirmed.length === 1 ? 'transaction' : 'transactions'} ${confirmed.map((tx) => tx.hash).join(', ')}; look ${confirmed.length === 1 ? 'it' : 'them'} up by hash to read the callback body.`,
  ];
}

/** A balance read: the documented balance plus what this visit moved, or null when nothing moved. */
function readBalance(
  memory: MockMemory,
  readField: string,
  body: Json,
  value: unknown,
): {value: unknown; note: string} | null {
  const delta = memory.balances.get(balanceKey(body.contract_address, body[readField]));
  if (delta === undefined || !isObject(value)) return null;
  const start = Number(value.result);
  const base = Number.isFinite(start) ? start : 0;
  return {
    value: {...value, result: String(base + delta)},
    note: `The mock starts every balance at the documented ${base} and adds what you moved during this visit.`,
  };
}

/** A write that the documented answer says makes a transaction: kept unconfirmed until the next call. */
function sendTransaction(
  memory: MockMemory,
  op: ResolvedOperation,
  body: Json,
  names: Names,
  n: number,
  callbacksFor: (names: Names) => CallbackNote[],
): string {
  const hash = hex(n, 64);
  names.transaction_hash = hash;
  memory.addTransaction({
    hash,
    operationId: op.operationId,
    body,
    confirmed: false,
    // The first example is the success one: that is the outcome the mock confirms.
    callbacks: callbacksFor(names).map((c) => ({...c, sent: true, examples: c.examples.slice(0, 1)})),
  });
  return hash;
}

/** A POST that creates something: the mock keeps what was sent, so a later list or get returns it. */
function keepItem(
  memory: MockMemory,
  op: ResolvedOperation,
  body: Json,
  value: unknown,
  n: number,
  hash: string | undefined,
): {value: unknown; notes: string[]} {
  const result = isObject(value) && isObject(value.result) ? value.result : {};
  const item: Json = {...result, ...body, id: 1000 + n};
  if ('address' in result) item.address = hex(n, 40);
  if (hash) item.transactionHash = hash;
  memory.addItem(op.path, item);
  const kept =
    isObject(value) && isObject(value.result) ? {...value, result: overlay(value.result, item)} : value;
  return {value: kept, notes: 'id' in result ? [] : [`The mock keeps what you sent as id ${1000 + n}.`]};
}

/** A write: a transaction when the documented answer has a hash, and the item kept when it is created. */
function recordWrite(
  memory: MockMemory,
  op: ResolvedOperation,
  body: Json,
  example: unknown,
  names: Names,
  callbacksFor: (names: Names) => CallbackNote[],
): {value: unknown; notes: string[]} {
  const n = memory.next();
  const documented = isObject(example) && isObject(example.result) ? example.result : undefined;
  const hash =
    documented && 'transactionHash' in documented
      ? sendTransaction(memory, op, body, names, n, callbacksFor)
      : undefined;
  const value = fill(example, names);
  if (op.method.toLowerCase() === 'post' && !tokenMoves[op.operationId]) {
    return keepItem(memory, op, body, value, n, hash);
  }
  return {value, notes: []};
}

export function recall(
  memory: MockMemory,
  op: ResolvedOperation,
  request: FilledRequest,
  example: unknown,
  callbacksFor: (names: Names) => CallbackNote[],
): Recalled {
  const notes = confirmedNotes(memory);
  const body = bodyOf(request);
  const names: Names = {
    ...Object.fromEntries(request.query),
    ...pathValues(op, request),
    ...textValues(body),
  };

  const readField = balanceReads[op.operationId];
  if (readField) {
    const value = fill(example, names);
    const balance = readBalance(memory, readField, body, value);
    if (!balance) return {value, names, notes, sent: []};
    return {value: balance.value, names, notes: [...notes, balance.note], sent: []};
  }

  if (op.method.toLowerCase() === 'get') {
    const read = readGet(memory, op, request, fill(example, names));
    return {value: read.value, names, notes: [...notes, ...read.notes], sent: read.sent};
  }

  const written = recordWrite(memory, op, body, example, names, callbacksFor);
  return {value: written.value, names, notes: [...notes, ...written.notes], sent: []};
}
