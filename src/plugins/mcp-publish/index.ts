/**
 * After the build, the docs' MCP server for readers who do not clone the
 * repository: the npm package tarball at /downloads/maschain-docs-mcp.tgz
 * (`npx -y <it> --site <site>` runs the server over stdio) and the discovery
 * file /.well-known/mcp.json, served at /.well-known/mcp too
 * (deploy/nginx.conf), describing the hosted server with the tools it lists
 * itself. Files, not routes: no page and no sitemap entry.
 */
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {PerfLogger} from '@docusaurus/logger';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {mcpAddresses, mcpServer} from '../../config/mcp';
import {describeServerBundle} from './bundle';
import {discoveryDocument} from './discovery';
import {writePackage} from './npmPackage';

/** The discovery file in the build; its extension gives it a JSON type on any host. */
export const discoveryFile = `${mcpServer.discoveryPath.slice(1)}.json`;

export default function mcpPublishPlugin({siteDir, siteConfig}: LoadContext): Plugin {
  const homepage = `${mcpAddresses.site}${siteConfig.baseUrl}#ai-assistants`;
  return {
    name: 'site-mcp-publish',
    async postBuild({outDir}) {
      // Timed in Docusaurus's performance log (DOCUSAURUS_PERF_LOGGER=true).
      await PerfLogger.async('postBuild() - MCP package and discovery file', async () => {
        const bundle = await describeServerBundle(siteDir, outDir);
        const {server} = bundle;
        const discovery = path.join(outDir, discoveryFile);
        await mkdir(path.dirname(discovery), {recursive: true});
        await Promise.all([
          writeFile(
            discovery,
            `${JSON.stringify(
              discoveryDocument({
                server,
                title: siteConfig.title,
                endpoint: mcpAddresses.endpoint,
                documentation: homepage,
              }),
              null,
              2,
            )}\n`,
          ),
          writePackage({
            siteDir,
            bundleFile: bundle.file,
            externals: bundle.externals,
            name: mcpServer.packageName,
            version: server.version,
            site: mcpAddresses.site,
            homepage,
            url: mcpAddresses.package,
            outFile: path.join(outDir, mcpServer.packagePath.slice(1)),
          }),
        ]);
      });
    },
  };
}
