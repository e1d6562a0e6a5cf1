/** What the response area shows, whether the mock or an API answered. */
export type CallbackNote = {
  name: string;
  method: string;
  /** Where the callback goes: the request's callback_url, or "your callback_url" when it has none. */
  target: string;
  /** The body field that would hold the URL, when the request left it empty. */
  field?: string;
  description?: string;
  examples: {summary?: string; body: string}[];
  /** Already sent: the mock confirmed the transaction since (mock with memory only). */
  sent?: boolean;
};

export type Answer = {
  status: number;
  statusText: string;
  durationMs: number;
  headers: [string, string][];
  /** The body as text, JSON pretty-printed. */
  body: string;
  /** Why the mock answered this way (mock only). */
  note?: string;
  callbacks: CallbackNote[];
};

/** The API could not be reached from the browser (CORS, network, blocked). */
export type Failure = {message: string};

/** JSON pretty-printed; anything else as it came. */
export function prettyBody(text: string): string {
  const trimmed = text.trim();
  if (!trimmed.startsWith('{') && !trimmed.startsWith('[')) return text;
  try {
    return JSON.stringify(JSON.parse(trimmed), null, 2);
  } catch {
    return text;
  }
}
