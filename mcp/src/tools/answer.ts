/**
 * What every tool shares: the shape of a result and the hints it declares.
 * A module of its own so the tools need not import the server that registers
 * them (no import circle).
 */

/** Tool results as the SDK wants them: the structure, and the same as text. */
export function answer<T extends Record<string, unknown>>(structured: T, text: string) {
  return {structuredContent: structured, content: [{type: 'text' as const, text}]};
}

export const READ_ONLY = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** Tools that change the session's mock memory, and nothing else. */
export const MOCK_WRITE = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
};
