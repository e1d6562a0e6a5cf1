/** search_docs: the site's search, first page in the modal's order. */
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {z} from 'zod';
import {MAX_TEXT} from '../limits';
import {answer, READ_ONLY} from './answer';
import type {Site} from '../site';

const hitSchema = z.object({
  title: z.string().describe('Title of the page'),
  section: z.string().nullable().describe('Heading of the section the hit is in, null for the page itself'),
  url: z.string().describe('Canonical URL of the page, with the section anchor'),
  snippet: z.string().describe('The words around the match'),
});

/** Defined once, shared by every server (one per HTTP session): schemas are most of a server's memory. */
const searchDocsTool = {
  title: 'Search the MasChain docs',
  description:
    "Searches the MasChain documentation with the site's own engine and ranking (synonyms, word forms, typos). " +
    'Returns hits in the order the site search lists them; read one with read_page.',
  inputSchema: z.object({
    query: z.string().min(1).max(MAX_TEXT).describe('What to look for, as a reader would type it'),
    limit: z.number().int().min(1).max(20).optional().describe('How many hits (default 10, at most 20)'),
  }),
  outputSchema: z.object({hits: z.array(hitSchema)}),
  annotations: READ_ONLY,
};

export function registerSearchTools(server: McpServer, site: Site): string[] {
  server.registerTool('search_docs', searchDocsTool, async ({query, limit}) => {
    const hits = await site.search.search(query, limit ?? 10);
    const text = hits.length
      ? hits
          .map(
            (hit, i) =>
              `${i + 1}. ${hit.title}${hit.section ? ` › ${hit.section}` : ''}\n   ${hit.url}${hit.snippet ? `\n   ${hit.snippet}` : ''}`,
          )
          .join('\n')
      : `No page matches "${query}".`;
    return answer({hits}, text);
  });
  return ['search_docs'];
}
