/**
 * The server as a client learns it on connecting: its name, version and
 * instructions, and its tools with their descriptions and hints. Read through
 * the SDK's own client over an in-memory pair, so the discovery file the build
 * writes (src/plugins/mcp-publish) says what the server itself says.
 */
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {InMemoryTransport} from '@modelcontextprotocol/sdk/inMemory.js';
import type {Tool} from '@modelcontextprotocol/sdk/types.js';
import {MockMemory} from '@site/src/lib/openapi/tryIt/mockMemory';
import {buildFiles} from './files';
import {VERSION} from './main';
import {createServer} from './server';
import {Site} from './site';

export type ServerDescription = {
  name: string;
  version: string;
  instructions: string;
  tools: Pick<Tool, 'name' | 'title' | 'description' | 'annotations'>[];
};

/** Listing the tools reads no file: `build` is only where a call would read. */
export async function describeServer(build: string): Promise<ServerDescription> {
  const server = createServer(new Site(buildFiles(build)), VERSION, new MockMemory());
  const client = new Client({name: 'maschain-docs-describe', version: VERSION});
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  try {
    const {tools} = await client.listTools();
    const info = client.getServerVersion();
    return {
      name: info?.name ?? '',
      version: info?.version ?? VERSION,
      instructions: client.getInstructions() ?? '',
      tools: tools.map(({name, title, description, annotations}) => ({
        name,
        title,
        description,
        annotations,
      })),
    };
  } finally {
    await client.close();
  }
}
