/**
 * Splits a list into `count` parts, dealt in turn so that neighbours (often
 * pages of one kind and cost) land in different parts.
 *
 * The per-route checks visit their routes in one page per part, not one test
 * a route: every test opens a new browser context and its renderer process.
 * Checking the 61 routes without JavaScript took about 73 CPU-seconds as a
 * test a route and 18 in one page. A few parts still let the workers share
 * the routes.
 */
export function inShards<T>(items: readonly T[], count: number): T[][] {
  const shards: T[][] = Array.from({length: Math.min(count, items.length)}, () => []);
  items.forEach((item, i) => shards[i % shards.length]!.push(item));
  return shards;
}

/** "part 2 of 6: /a, /b, /c" — a part's title names what it covers. */
export function shardTitle(shard: readonly string[], index: number, count: number): string {
  return `part ${index + 1} of ${count}: ${shard.join(', ')}`;
}
