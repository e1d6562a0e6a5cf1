/**
 * The order in which DocSearch 4's modal lists hits: grouped by page (lvl0,
 * in order of first appearance), then within a group by lvl1, at most five
 * hits a group. The MCP server's search_docs, the tests and the relevance
 * bench take the order from here, so they read the hits as a reader sees them.
 */
import type {Hit} from './engine/highlight';

/** DocSearch keeps at most this many hits per group. */
export const HITS_PER_GROUP = 5;

/** Groups of at most HITS_PER_GROUP hits by a key, in order of first appearance. */
function groupBy<T>(hits: T[], key: (hit: T) => string | null): T[][] {
  const groups = new Map<string | null, T[]>();
  for (const hit of hits) {
    const name = key(hit);
    let group = groups.get(name);
    if (!group) groups.set(name, (group = []));
    if (group.length < HITS_PER_GROUP) group.push(hit);
  }
  return [...groups.values()];
}

/** The hits in the order the modal lists them. */
export function modalOrder<T extends Pick<Hit, 'hierarchy'>>(hits: T[]): T[] {
  return groupBy(hits, (hit) => hit.hierarchy.lvl0).flatMap((group) =>
    groupBy(group, (hit) => hit.hierarchy.lvl1).flat(),
  );
}
