/**
 * Where readers reach the docs' MCP server, all from the site's address: the
 * hosted endpoint (proxied to the server by deploy/nginx.conf), the discovery
 * file and the package the build publishes for a local process.
 */
import {siteIdentity} from './site';

export const mcpServer = {
  /** The name readers give the server in their assistant; the server calls itself the same. */
  name: 'maschain-docs',
  /** The npm package the build publishes, and the command it installs. */
  packageName: 'maschain-docs-mcp',
  /** Paths on the site's origin. */
  endpointPath: '/mcp',
  discoveryPath: '/.well-known/mcp',
  packagePath: '/downloads/maschain-docs-mcp.tgz',
} as const;

/** The same, as the absolute addresses a reader pastes. */
export const mcpAddresses = {
  site: siteIdentity.url,
  endpoint: `${siteIdentity.url}${mcpServer.endpointPath}`,
  discovery: `${siteIdentity.url}${mcpServer.discoveryPath}`,
  package: `${siteIdentity.url}${mcpServer.packagePath}`,
} as const;
