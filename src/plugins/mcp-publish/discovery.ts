/**
 * `/.well-known/mcp`: where the hosted server is and what it offers, for
 * tools that look for an MCP server on a site before connecting. The shape of
 * the docs platforms' discovery files (version, transport, url, servers) plus
 * the server's name, description and tools, as the server itself lists them.
 */
import type {ServerDescription} from './bundle';

export type DiscoveryInput = {
  server: ServerDescription;
  title: string;
  endpoint: string;
  documentation: string;
};

export function discoveryDocument({server, title, endpoint, documentation}: DiscoveryInput) {
  const transport = 'streamable-http';
  return {
    name: server.name,
    title,
    version: server.version,
    description: server.instructions,
    transport,
    url: endpoint,
    authentication: 'none',
    servers: [{name: server.name, url: endpoint, transport, authentication: 'none'}],
    tools: server.tools,
    documentation,
  };
}
