/**
 * Puts text into DocSearch's input as if the reader had typed it: through the
 * prototype's value setter, so React sees the change, then an input event, so
 * DocSearch runs the query. The caret goes to `caret` (default: the end).
 */
export function typeIntoSearchInput(
  input: HTMLInputElement,
  text: string,
  caret: [start: number, end: number] = [text.length, text.length],
): void {
  input.focus();
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.setSelectionRange(...caret);
}
