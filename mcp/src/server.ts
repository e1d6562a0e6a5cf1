/**
 * The MCP server: the tools and resources over one site (a local build or a
 * published site). Every tool answers with structured content and a short
 * text rendering of it; all are read-only except call_mock and reset_mock,
 * which change the session's mock memory (nothing outside the server).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {ErrorCode, McpError, type CallToolRequest} from '@modelcontextprotocol/sdk/types.js';
import {registerSearchTools} from './tools/searchDocs';
import {registerPageTools} from './tools/readPage';
import {registerOperationTools} from './tools/operations';
import {registerRequestTools} from './tools/requests';
import {registerResources} from './resources';
import {Api} from './api';
import type {Site} from './site';
import type {MockMemory} from '@site/src/lib/openapi/tryIt/mockMemory';

export const SERVER_NAME = 'maschain-docs';

type CallHandler = (request: CallToolRequest, extra: unknown) => Promise<unknown>;

/**
 * The SDK answers an unknown tool with "Tool x not found"; this names the
 * known ones. The SDK keeps its handlers in a map it does not export, so the
 * wrap reads it there (tests/mcp/server.spec.ts checks the message).
 */
function nameKnownTools(server: McpServer, known: string[]): void {
  const handlers = (server.server as unknown as {_requestHandlers: Map<string, CallHandler>})
    ._requestHandlers;
  const original = handlers.get('tools/call');
  if (!original) return;
  handlers.set('tools/call', (request, extra) => {
    const name = request.params.name;
    if (!known.includes(name)) {
      throw new McpError(
        ErrorCode.InvalidParams,
        `Unknown tool "${String(name).slice(0, 80)}". Known tools: ${known.join(', ')}.`,
      );
    }
    return original(request, extra);
  });
}

/**
 * A server over the site; the site (and what it has read) may be shared by
 * many servers. The memory is the session's: call_mock remembers in it.
 */
export function createServer(
  site: Site,
  version: string,
  memory: MockMemory,
  api = new Api(site),
): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version},
    {
      instructions:
        'MasChain documentation: search the pages (search_docs), read one as Markdown (read_page), ' +
        'look up the REST API (list_operations, get_operation), build a request with its samples ' +
        '(build_request) and try it on the mock (call_mock), which needs no key, never calls Testnet or Mainnet, ' +
        "and remembers the session's calls until reset_mock.",
    },
  );
  const tools = [
    ...registerSearchTools(server, site),
    ...registerPageTools(server, site),
    ...registerOperationTools(server, api),
    ...registerRequestTools(server, api, memory),
  ];
  registerResources(server, site);
  nameKnownTools(server, tools);
  return server;
}
