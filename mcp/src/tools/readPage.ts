/** read_page: a page's Markdown twin, or one section of it. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {MAX_TEXT} from '../limits';
import {answer, READ_ONLY} from './answer';
import {pageByPath} from '../pages';
import type {Site} from '../site';

/** Defined once, shared by every server (one per HTTP session): schemas are most of a server's memory. */
const readPageTool = {
  title: 'Read a MasChain docs page',
  description:
    'Returns a page of the MasChain documentation as Markdown. Accepts a path (/general/rate_limit), ' +
    'its .md form, or a full docs URL; with a #anchor, only that section.',
  inputSchema: z.object({
    path: z.string().min(1).max(MAX_TEXT).describe('Page path or URL, optionally with #section-anchor'),
  }),
  outputSchema: z.object({
    url: z.string().describe('Canonical URL of the page or section'),
    title: z.string(),
    section: z.string().nullable().describe('Heading of the section returned, null for the whole page'),
    markdown: z.string(),
  }),
  annotations: READ_ONLY,
};

export function registerPageTools(server: McpServer, site: Site): string[] {
  server.registerTool('read_page', readPageTool, async ({path}) => {
    const page = await pageByPath(site, path);
    return answer(page, page.markdown);
  });
  return ['read_page'];
}
