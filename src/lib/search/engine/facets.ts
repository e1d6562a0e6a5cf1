/** Algolia's facetFilters and facet counts, over DocSearch records (or the attributes of them facets read). */
type Faceted = object;

export type FacetFilters = Array<string | string[]>;

/** Algolia facet filters: the outer list is AND, an inner list is OR, '-' negates. */
export function matchesFacetFilters(record: Faceted, filters: FacetFilters | string | undefined): boolean {
  if (!filters) return true;
  const clauses: Array<string | string[]> = typeof filters === 'string' ? [filters] : filters;
  return clauses.every((clause) =>
    Array.isArray(clause)
      ? clause.some((filter) => matchesFilter(record, filter))
      : matchesFilter(record, clause),
  );
}

function matchesFilter(record: Faceted, filter: string): boolean {
  const isNegated = filter.startsWith('-');
  const body = isNegated ? filter.slice(1) : filter;
  const separator = body.indexOf(':');
  if (separator < 0) return true;
  const attribute = body.slice(0, separator);
  const value = body.slice(separator + 1);
  const actual = (record as unknown as Record<string, unknown>)[attribute];
  const isMatch = Array.isArray(actual) ? actual.map(String).includes(value) : String(actual) === value;
  return isNegated ? !isMatch : isMatch;
}

export function facetCounts(
  records: Faceted[],
  facets: string[] | string,
): Record<string, Record<string, number>> {
  const names = (typeof facets === 'string' ? [facets] : facets).filter((name) => name !== '*');
  const result: Record<string, Record<string, number>> = {};
  for (const name of names) {
    const counts: Record<string, number> = {};
    for (const record of records) {
      const value = (record as unknown as Record<string, unknown>)[name];
      if (value === undefined || value === null) continue;
      counts[String(value)] = (counts[String(value)] ?? 0) + 1;
    }
    result[name] = counts;
  }
  return result;
}
