/** A field key as a DOM id part. */
export function domId(text: string): string {
  return text.replace(/[^A-Za-z0-9_-]/g, '_');
}
