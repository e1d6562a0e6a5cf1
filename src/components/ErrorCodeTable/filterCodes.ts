/**
 * Pure filtering for the e-KYC error-code table. The query is plain text:
 * it is lower-cased and matched as a substring, never turned into a RegExp,
 * so characters such as `.*(` or `<b>` only match themselves.
 */
import type {EkycErrorCode, EkycStage} from '../../data/ekycErrorCodes';

export type StageFilter = 'All' | EkycStage;

export const stageFilters: readonly StageFilter[] = ['All', 'OCR', 'Face'];

export type CodeFilter = {
  /** Text typed by the reader; matched against code and meaning. */
  query: string;
  stage: StageFilter;
};

/** Trims surrounding spaces and lower-cases; the result is only ever compared, never executed. */
export function normaliseQuery(query: string): string {
  return String(query).trim().toLowerCase();
}

/** Codes whose stage matches and whose code or meaning contains the query (case-insensitive). */
export function filterCodes<T extends EkycErrorCode>(codes: readonly T[], filter: CodeFilter): T[] {
  const needle = normaliseQuery(filter.query);
  return codes.filter((entry) => {
    if (filter.stage !== 'All' && entry.stage !== filter.stage) {
      return false;
    }
    if (needle === '') {
      return true;
    }
    return entry.code.toLowerCase().includes(needle) || entry.meaning.toLowerCase().includes(needle);
  });
}

/** Shortens a long query for display in a message, keeping the start. */
export function shortenForDisplay(query: string, max = 60): string {
  const text = String(query).trim();
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** Reads a stage from a form value, falling back to "All" for anything unexpected. */
export function parseStage(value: string): StageFilter {
  return (stageFilters as readonly string[]).includes(value) ? (value as StageFilter) : 'All';
}
