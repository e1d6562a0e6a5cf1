/** `/llms.txt` in the llmstxt.org format: H1, summary quote, details, sections of links. */

export type LinkEntry = {title: string; url: string; description: string};

export type LinkSection = {title: string; entries: LinkEntry[]};

export type LlmsTxtInput = {
  title: string;
  summary: string;
  details?: string;
  sections: LinkSection[];
};

function line(entry: LinkEntry): string {
  const title = entry.title.replace(/[[\]]/g, '\\$&');
  return `- [${title}](${entry.url})${entry.description ? `: ${entry.description}` : ''}`;
}

export function llmsTxt(input: LlmsTxtInput): string {
  const out = [`# ${input.title}`, '', `> ${input.summary}`, ''];
  if (input.details) out.push(input.details, '');
  for (const section of input.sections) {
    if (!section.entries.length) continue;
    out.push(`## ${section.title}`, '', ...section.entries.map(line), '');
  }
  return out.join('\n');
}
