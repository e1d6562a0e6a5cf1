/**
 * `/llms-full.txt`: every page's Markdown twin in one file, in sidebar order,
 * for assistants that take one document rather than follow links.
 */

export type FullPage = {url: string; markdown: string};

export type LlmsFullInput = {title: string; summary: string; pages: FullPage[]};

export function llmsFullTxt(input: LlmsFullInput): string {
  const out = [`# ${input.title}`, '', `> ${input.summary}`, ''];
  for (const page of input.pages) {
    // Each twin starts with its own H1; the source line says where it lives.
    out.push('---', '', `Source: ${page.url}`, '', page.markdown.trim(), '');
  }
  return out.join('\n');
}
