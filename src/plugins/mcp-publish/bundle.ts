/**
 * The MCP server's bundle (mcp/bundle.mjs), made first when missing or stale,
 * and the server's description, from `node mcp/describe.mjs` in a process of
 * its own (see there why).
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import type {ServerDescription} from '../../../mcp/src/describe';

export type {ServerDescription};

export type ServerBundle = {
  file: string;
  /** What it requires from outside itself: packages (maybe with a subpath) and Node's modules. */
  externals: string[];
  server: ServerDescription;
};

export async function describeServerBundle(siteDir: string, build: string): Promise<ServerBundle> {
  const script = path.join(siteDir, 'mcp', 'describe.mjs');
  const {stdout} = await promisify(execFile)(process.execPath, [script, build], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as ServerBundle;
}
