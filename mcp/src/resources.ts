/**
 * Resources: every public page's twin (`maschain-docs://page/<path>`, the
 * home page `maschain-docs://page/index` as its twin is /index.md: the
 * template's `{+path}` matches no empty path), llms.txt and the OpenAPI description.
 */
import {ResourceTemplate, type McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {Site} from './site';

export const PAGE_PREFIX = 'maschain-docs://page/';

export function registerResources(server: McpServer, site: Site): void {
  server.registerResource(
    'llms.txt',
    'maschain-docs://llms.txt',
    {
      title: 'llms.txt',
      description: 'The site summary and every public page, by section',
      mimeType: 'text/markdown',
    },
    async (uri) => ({contents: [{uri: uri.href, mimeType: 'text/markdown', text: await site.llmsTxt()}]}),
  );
  server.registerResource(
    'openapi.yaml',
    'maschain-docs://openapi.yaml',
    {
      title: 'OpenAPI description',
      description: 'The OpenAPI 3.1 description of the MasChain REST API',
      mimeType: 'application/yaml',
    },
    async (uri) => ({
      contents: [{uri: uri.href, mimeType: 'application/yaml', text: await site.openapiText()}],
    }),
  );
  server.registerResource(
    'page',
    new ResourceTemplate(`${PAGE_PREFIX}{+path}`, {
      list: async () => ({
        resources: (await site.pages()).map((page) => ({
          uri: `${PAGE_PREFIX}${page.path === '/' ? 'index' : page.path.slice(1)}`,
          name: page.title,
          // Clients show the title; without one the SDK gives every page the template's.
          title: page.title,
          description: page.description,
          mimeType: 'text/markdown',
        })),
      }),
    }),
    {title: 'Docs page', description: 'A page of the docs as Markdown', mimeType: 'text/markdown'},
    async (uri) => {
      const path =
        `/${uri.href.slice(PAGE_PREFIX.length)}`.replace(/\/$/, '').replace(/^\/index$/, '') || '/';
      const known = (await site.pages()).some((page) => page.path === path);
      if (!known) throw new Error(`No page at ${path}; list the resources to see the pages.`);
      return {contents: [{uri: uri.href, mimeType: 'text/markdown', text: await site.twin(path)}]};
    },
  );
}
