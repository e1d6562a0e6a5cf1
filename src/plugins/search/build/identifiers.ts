/**
 * Identifiers in code samples: parameter and field names, enum values,
 * error identifiers and API paths. Only words written the way code writes
 * names (snake_case, camelCase, PascalCase with a second capital,
 * Dotted.Names, /api/ paths) are kept, so sample values and prose in
 * comments do not make the index noisy.
 */
const CANDIDATE = /\/api\/[\w/{}.-]+|[A-Za-z][\w.]*\w/g;
const LOOKS_LIKE_A_NAME = [
  /^\/api\//,
  /^[a-z0-9]+(?:_[a-z0-9]+)+$/i, // snake_case, SNAKE_CASE
  /^[a-z]+[A-Z]\w*$/, // camelCase
  /^[A-Z][a-z0-9]+[A-Z]\w*$/, // PascalCase with a second capital: MyKad, CompareFail
  /^[A-Z]\w*\.[A-Z]\w*$/, // Dotted.Names: FailedOperation.CompareFail
];

export function identifiersIn(code: string): string[] {
  const found = new Set<string>();
  for (const [candidate] of code.matchAll(CANDIDATE)) {
    if (candidate.length >= 4 && LOOKS_LIKE_A_NAME.some((pattern) => pattern.test(candidate))) {
      found.add(candidate);
    }
  }
  return [...found];
}
