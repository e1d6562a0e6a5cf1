/** A sample body as shown to readers (JSON pretty-printed). Apart from the sample generator, which pages do not load. */
export function formatJson(value: unknown): string {
  return JSON.stringify(value, null, 2) ?? 'null';
}
