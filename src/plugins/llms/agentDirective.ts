/**
 * Where an agent finds the site's index: a line near the top of every page's
 * HTML (hidden from sight and from screen readers; static HTML, no script)
 * and of every Markdown twin.
 */
import type {HtmlTagObject} from '@docusaurus/types';

export function agentDirectiveTag(llmsTxtUrl: string): HtmlTagObject {
  return {
    tagName: 'p',
    attributes: {class: 'visually-hidden', 'aria-hidden': 'true'},
    innerHTML:
      `For AI agents: the index of these docs is ${llmsTxtUrl}, ` +
      'and each documentation page is also served as Markdown at its address plus .md.',
  };
}

/** The twin with the index line right under its `# Title` line. */
export function withIndexLine(markdown: string, llmsTxtUrl: string): string {
  const line = `> The index of these docs, every page linked as Markdown: [llms.txt](${llmsTxtUrl})`;
  const end = markdown.indexOf('\n');
  return end < 0 ? `${markdown}\n\n${line}\n` : `${markdown.slice(0, end)}\n\n${line}${markdown.slice(end)}`;
}
