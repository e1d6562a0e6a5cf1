/**
 * The request-sample languages, written once: the reference pages, Try it's
 * live samples, the guides' <EndpointRequest>, the Markdown twins and the MCP
 * server read this list. `target`/`client` name the @readme/httpsnippet
 * generator of each; `prism` the highlighter, `fence` the Markdown info string.
 * Client-safe: no generator is imported here.
 */
export const sampleLanguages = [
  {id: 'curl', label: 'curl', prism: 'bash', target: 'shell', client: 'curl'},
  {id: 'javascript', label: 'JavaScript', prism: 'javascript', target: 'javascript', client: 'fetch'},
  {id: 'node', label: 'Node.js', prism: 'javascript', target: 'node', client: 'fetch'},
  {id: 'python', label: 'Python', prism: 'python', target: 'python', client: 'requests'},
  {id: 'php', label: 'PHP', prism: 'php', target: 'php', client: 'curl'},
  {id: 'java', label: 'Java', prism: 'java', target: 'java', client: 'nethttp'},
  {id: 'go', label: 'Go', prism: 'go', target: 'go', client: 'native'},
  {id: 'csharp', label: 'C#', prism: 'csharp', target: 'csharp', client: 'httpclient'},
] as const;

export type SampleLanguage = (typeof sampleLanguages)[number]['id'];

export type RequestSamples = Record<SampleLanguage, string>;

/** The language shown first and in the page's first HTML; the others load on demand. */
export const defaultSampleLanguage: SampleLanguage = 'curl';

/** The languages the Markdown twins print in full; the others are named with where to get them. */
export const twinSampleLanguages: SampleLanguage[] = ['curl', 'javascript', 'python'];

export function sampleLanguage(id: SampleLanguage): (typeof sampleLanguages)[number] {
  return sampleLanguages.find((language) => language.id === id)!;
}
