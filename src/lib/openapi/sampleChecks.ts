/**
 * The record of request samples that ran against the mock of the API
 * description (tests/unit/openapi-sample-replay.spec.ts writes it; `npm run
 * samples:check` rewrites it): for each operation and language, a hash of the
 * sample's exact text and the status the mock answered. A page stamps a
 * sample "Ran against the mock" only when its text still has that hash.
 * Build side only (node:crypto).
 */
import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {SampleLanguage} from './sampleLanguages';

/** `passed: false` when the sample ran but did not send what curl sends, or the mock refused it. */
export type SampleCheck = {hash: string; status: number; passed?: false};
export type SampleChecks = Record<string, Partial<Record<SampleLanguage, SampleCheck>>>;

export const sampleChecksPath = path.join(__dirname, 'sample-record.json');

export function sampleHash(sample: string): string {
  return createHash('sha256').update(sample).digest('hex').slice(0, 16);
}

export function readSampleChecks(file = sampleChecksPath): SampleChecks {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SampleChecks;
  } catch {
    return {};
  }
}

/** Whether this exact sample ran (passed or not): false when it never ran or its text changed since. */
export function wasChecked(
  checks: SampleChecks,
  operationId: string,
  language: SampleLanguage,
  sample: string,
): boolean {
  return checks[operationId]?.[language]?.hash === sampleHash(sample);
}

/** The status the mock answered to this exact sample when it was a success; undefined otherwise. */
export function checkedStatus(
  checks: SampleChecks,
  operationId: string,
  language: SampleLanguage,
  sample: string,
): number | undefined {
  const check = checks[operationId]?.[language];
  const passed = check?.passed !== false && check?.hash === sampleHash(sample);
  return passed && check.status >= 200 && check.status < 300 ? check.status : undefined;
}
