import {siteIdentity} from '@site/src/config/site';

/** Long queries are cut so the link stays a reasonable length. */
const MAX_QUERY_IN_URL = 200;

/** The docs repository's new-issue page, with the query that found nothing filled in. */
export function missingResultsUrl({query}: {query: string}): string {
  const shortQuery = query.length > MAX_QUERY_IN_URL ? `${query.slice(0, MAX_QUERY_IN_URL)}…` : query;
  const params = new URLSearchParams({
    title: `Search: no results for "${shortQuery}"`,
    body: `Searching the docs for "${shortQuery}" returned no results. I expected to find:\n\n`,
  });
  return `${siteIdentity.newIssueUrl}?${params.toString()}`;
}
