import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {Site} from '../site';
export function registerOperationTools(_s: McpServer, _site: Site): string[] {
  return [];
}
