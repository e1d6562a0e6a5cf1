/**
 * Entry of the bundle that ../run.mjs starts: reads the options, opens the
 * site (a local build or a published one) and serves it over stdio or
 * Streamable HTTP. Messages for people go to stderr: on stdio, stdout carries
 * only the protocol.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {StdioServerTransport} from '@modelcontextprotocol/sdk/server/stdio.js';
import {MockMemory} from '@site/src/lib/openapi/tryIt/mockMemory';
import {readOptions, USAGE} from './args';
import {buildFiles, siteFiles, type SiteFiles} from './files';
import {Api} from './api';
import {createServer} from './server';
import {Site} from './site';

export const VERSION = '1.0.0';

function openSite(site: string | undefined, build: string): SiteFiles {
  if (site) return siteFiles(site);
  const directory = path.resolve(build);
  if (!existsSync(path.join(directory, 'search-index.json'))) {
    throw new Error(
      `No site build at ${directory}: run \`npm run build\` first, or answer from the published site with --site https://docs.maschain.com.`,
    );
  }
  return buildFiles(directory);
}

export async function main(argv: string[]): Promise<void> {
  let options;
  try {
    options = readOptions(argv);
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${USAGE}`, {cause: error});
  }
  const files = openSite(options.site, options.build);
  const site = new Site(files);
  const api = new Api(site);
  if (options.http) {
    // Loaded only when asked for: stdio, what assistants start, does not pay for it.
    const {serveHttp} = await import('./http');
    const address = await serveHttp((memory) => createServer(site, VERSION, memory, api), options);
    process.stderr.write(`MasChain docs MCP server (${files.origin}) at ${address}\n`);
    return;
  }
  // On stdio the process is the session: one mock memory for its life.
  await createServer(site, VERSION, new MockMemory(), api).connect(new StdioServerTransport());
}
