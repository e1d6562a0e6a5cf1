/**
 * Clients of the MCP server for the tests: the SDK's own client over stdio
 * (the server started as assistants start it, `node mcp/run.mjs`) and over
 * Streamable HTTP (the server started with `--http --port 0`). Both answer
 * from the build the browser tests use (BUILD_DIR, default build/).
 */
import {spawn} from 'node:child_process';
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {StreamableHTTPClientTransport} from '@modelcontextprotocol/sdk/client/streamableHttp.js';

export const root = path.join(__dirname, '..', '..');
export const buildDir = path.resolve(root, process.env.BUILD_DIR ?? 'build');
export const serverArgs = [path.join(root, 'mcp', 'run.mjs'), '--build', buildDir];

export async function stdioClient(): Promise<Client> {
  const client = new Client({name: 'tests', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({command: process.execPath, args: serverArgs, stderr: 'pipe'}),
  );
  return client;
}

export type HttpServer = {url: string; stop: () => void};

/** The server on a port the system picks; its address is the line it prints on stderr. */
export async function startHttpServer(): Promise<HttpServer> {
  const child = spawn(process.execPath, [...serverArgs, '--http', '--port', '0'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The HTTP server did not start:\n${output}`)), 60_000);
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+\/mcp)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!);
      }
    });
    child.once('exit', (code) => reject(new Error(`The HTTP server exited (${code}):\n${output}`)));
  });
  return {url, stop: () => child.kill()};
}

/** A client and its transport, which holds the Mcp-Session-Id the server issued. */
export async function connectHttp(
  url: string,
): Promise<{client: Client; transport: StreamableHTTPClientTransport}> {
  const client = new Client({name: 'tests', version: '1.0.0'});
  const transport = new StreamableHTTPClientTransport(new URL(url));
  await client.connect(transport);
  return {client, transport};
}

/** A tool's structured answer; fails the test with the tool's text when it answered an error. */
export async function call<T>(client: Client, name: string, args: Record<string, unknown>): Promise<T> {
  const result = await client.callTool({name, arguments: args});
  if (result.isError) throw new Error(`${name} answered an error: ${JSON.stringify(result.content)}`);
  return result.structuredContent as T;
}

/** A tool's error text; fails the test when the tool did not answer an error. */
export async function errorOf(client: Client, name: string, args: Record<string, unknown>): Promise<string> {
  const result = await client.callTool({name, arguments: args});
  if (!result.isError) throw new Error(`${name} answered without error: ${JSON.stringify(result.content)}`);
  return (result.content as {type: string; text: string}[]).map((part) => part.text).join('\n');
}
