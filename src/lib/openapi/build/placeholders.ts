/**
 * Renamed placeholders for a guide's request samples. The reference writes
 * each call on its own, so `<wallet_address>` is simply "a wallet"; a guide
 * that chains calls needs each value named for its role
 * (`<owner_wallet_address>`, `<user_wallet_address>`) so the reader puts the
 * right wallet in every step. Used by `<EndpointRequest placeholders="…">` on
 * the page (remark step) and in its Markdown twin, so both show the same names.
 */
import {harRequest} from '../samples';
import type {ResolvedOperation} from '../types';

const NAME = /^[A-Za-z][\w-]*$/;

/**
 * `"wallet_address:owner_wallet_address recipient_address:user_wallet_address"`
 * as a map from each placeholder name to its new name (no angle brackets).
 * Throws with what is wrong and how the attribute is written.
 */
export function parsePlaceholderRenames(attribute: string): Map<string, string> {
  const renames = new Map<string, string>();
  for (const pair of attribute.trim().split(/\s+/).filter(Boolean)) {
    const [from, to, ...rest] = pair.split(':');
    if (rest.length || !from || !to || !NAME.test(from) || !NAME.test(to)) {
      throw new Error(
        `placeholders: "${pair}" is not old_name:new_name. Write pairs separated by spaces, ` +
          `without angle brackets, e.g. placeholders="wallet_address:owner_wallet_address".`,
      );
    }
    renames.set(from, to);
  }
  if (!renames.size) throw new Error('placeholders is empty: give at least one old_name:new_name pair.');
  return renames;
}

function mapStrings(value: unknown, rename: (text: string) => string): unknown {
  if (typeof value === 'string') return rename(value);
  if (Array.isArray(value)) return value.map((item) => mapStrings(item, rename));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, rename)]));
  return value;
}

/**
 * The operation with every `<old>` placeholder written `<new>`. A name that
 * the operation's request (what every sample sends: URL, query, headers,
 * body) does not hold is an error, so a typo in a page cannot leave the old
 * name in place unnoticed. Read from the request, not the eight samples'
 * code, which would be written only to be searched.
 */
export function renamePlaceholders(op: ResolvedOperation, renames: Map<string, string>): ResolvedOperation {
  const request = JSON.stringify(harRequest(op));
  const missing = [...renames.keys()].filter((from) => !request.includes(`<${from}>`));
  if (missing.length) {
    throw new Error(
      `placeholders: the request samples of "${op.operationId}" hold no ${missing.map((m) => `<${m}>`).join(', ')}.`,
    );
  }
  const rename = (text: string) =>
    text.replace(/<([A-Za-z][\w-]*)>/g, (whole, name: string) => {
      const to = renames.get(name);
      return to ? `<${to}>` : whole;
    });
  return mapStrings(op, rename) as ResolvedOperation;
}

/** The operation as a guide shows it: renamed when the component has a `placeholders` attribute. */
export function withPlaceholders(op: ResolvedOperation, attribute: string | undefined): ResolvedOperation {
  return attribute === undefined ? op : renamePlaceholders(op, parsePlaceholderRenames(attribute));
}
