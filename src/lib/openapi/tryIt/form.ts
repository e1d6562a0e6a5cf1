/**
 * What the Try it form checks before anything is sent, for the panel and the
 * MCP server alike: the fields, the raw JSON body when the body is edited
 * whole, and, for Testnet and Mainnet, the credentials.
 */
import type {ResolvedOperation} from '../types';
import type {Field, Files, Values} from './fields';
import type {Keys} from './mock';
import {checkValue, validateFields, type Parsed} from './validate';

/** The raw JSON body's text, parsed, or why it cannot be. */
export function parseRawBody(text: string): Parsed {
  try {
    return {value: JSON.parse(text) as unknown};
  } catch {
    return {problem: 'The body is not valid JSON'};
  }
}

/** Field key → problem; the raw body's problems under `body:raw`. `raw` is given when the body is edited whole. */
export function formErrors(
  op: ResolvedOperation,
  fields: Field[],
  values: Values,
  files: Files,
  raw?: Parsed,
): Record<string, string> {
  const found = validateFields(fields, values, files, raw === undefined);
  if (raw && op.requestBody) {
    const problems = raw.problem ? [raw.problem] : checkValue(raw.value, op.requestBody.schema, 'body');
    if (problems.length) found['body:raw'] = problems.slice(0, 5).join('; ');
  }
  return found;
}

/** Testnet and Mainnet need the credentials the operation's security names; the mock needs none. */
export function credentialErrors(op: ResolvedOperation, keys: Keys): Record<string, string> {
  const errors: Record<string, string> = {};
  const uses = (name: string) => op.security.some((h) => h.name === name);
  if (uses('client_id') && !keys.clientId.trim()) errors['credential:clientId'] = 'client_id is required';
  if (uses('client_secret') && !keys.clientSecret.trim())
    errors['credential:clientSecret'] = 'client_secret is required';
  if (uses('Authorization') && !keys.bearerToken.trim())
    errors['credential:bearerToken'] = 'Bearer token is required';
  return errors;
}
