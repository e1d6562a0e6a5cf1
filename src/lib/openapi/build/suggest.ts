/** "Did you mean": close matches for a name that is not known (operationIds, page paths). */

/** Close matches for an unknown id, to put in the error message. */
export function suggest(id: string, known: Iterable<string>): string[] {
  const lower = id.toLowerCase();
  const scored = [...known]
    .map((candidate) => ({candidate, score: distance(lower, candidate.toLowerCase())}))
    .filter(
      ({candidate, score}) =>
        score <= Math.max(2, Math.floor(id.length / 4)) || candidate.toLowerCase().includes(lower),
    )
    .sort((a, b) => a.score - b.score);
  return scored.slice(0, 3).map(({candidate}) => candidate);
}

export function distance(a: string, b: string): number {
  const row = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    let previous = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j += 1) {
      const current = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length]!;
}
