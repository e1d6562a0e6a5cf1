/**
 * A second client: the MCP Inspector's CLI starts the server as an
 * assistant's config would (`node mcp/run.mjs`), lists the tools and calls one.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import {buildDir, root} from './connect';

const run = promisify(execFile);
const inspector = path.join(
  root,
  'node_modules',
  '@modelcontextprotocol',
  'inspector-cli',
  'build',
  'cli.js',
);

async function inspect(...args: string[]): Promise<unknown> {
  const {stdout} = await run(
    process.execPath,
    [inspector, '--cli', '-e', `BUILD_DIR=${buildDir}`, process.execPath, 'mcp/run.mjs', ...args],
    {cwd: root, timeout: 60_000},
  );
  return JSON.parse(stdout);
}

test('the Inspector CLI lists the tools and gets an operation', async () => {
  const {tools} = (await inspect('--method', 'tools/list')) as {tools: {name: string}[]};
  expect(tools.map((tool) => tool.name)).toContain('get_operation');
  const result = (await inspect(
    '--method',
    'tools/call',
    '--tool-name',
    'get_operation',
    '--tool-arg',
    'operationId=mintToken',
  )) as {structuredContent: {path: string}};
  expect(result.structuredContent.path).toBe('/api/token/mint');
});
