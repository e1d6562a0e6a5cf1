/**
 * Splits a list into `count` parts, dealt in turn so that neighbours (often
 * pages of one kind and cost) land in different parts.
 *
 * The per-route checks visit their routes in one page per part, not one test
 * a route: every test opens a new browser context, whose renderer process
 * costs about as much CPU as checking a page, so a test a route doubled the
 * suite's time. A few parts still let the workers share the routes.
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
