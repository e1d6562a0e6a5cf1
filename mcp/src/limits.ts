/** Caps on what a client may send: a query or path this long is a mistake or an attack. */
export const MAX_TEXT = 1000;
/** Values of one request, as JSON. */
export const MAX_VALUES_BYTES = 1_000_000;

export function checkValuesSize(values: unknown): void {
  const size = Buffer.byteLength(JSON.stringify(values) ?? '', 'utf8');
  if (size > MAX_VALUES_BYTES) {
    throw new Error(`values is ${size} bytes as JSON; the limit is ${MAX_VALUES_BYTES} (1 MB).`);
  }
}
