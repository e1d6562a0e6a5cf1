/**
 * The published package, as a reader gets it: the tarball the build wrote,
 * downloaded from nginx serving the build with deploy/nginx.conf, installed
 * with npm into an empty folder (its dependencies from the registry, or from
 * npm's cache without asking the registry again when it holds them), and its
 * command driven over stdio by the SDK's client, answering from the same
 * nginx with --site. Also the discovery file nginx serves beside it.
 */
import {execFile} from 'node:child_process';
import {mkdtemp, readdir, readFile, rm} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import {load} from 'cheerio';
import {mcpAddresses, mcpServer} from '../../src/config/mcp';
import {snippetMarkdown, snippets} from '../../src/lib/mcp/snippets';
import {startNginx, type Nginx} from '../support/nginxProcess';
import {call, root} from './connect';

test.describe.configure({mode: 'serial'});

let nginx: Nginx;
let folder: string;
let client: Client;

/** npm as a reader runs it: none of the npm_* variables of the `npm test` around this run. */
function readerEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  nginx = await startNginx();
  folder = await mkdtemp(path.join(os.tmpdir(), 'maschain-docs-mcp-install-'));
  const started = performance.now();
  await promisify(execFile)(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `${nginx.url}${mcpServer.packagePath}`,
    ],
    {cwd: folder, env: readerEnv()},
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  test.info().annotations.push({type: 'npm install', description: `${seconds} s`});
  client = new Client({name: 'tests', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: path.join(folder, 'node_modules', '.bin', mcpServer.packageName),
      args: ['--site', nginx.url],
      stderr: 'pipe',
    }),
  );
});

test.afterAll(async () => {
  await client?.close();
  await nginx?.stop();
  if (folder) await rm(folder, {recursive: true, force: true});
});

test('the package holds the bundle and its bin, and depends only on the site runtime packages', async () => {
  const installed = path.join(folder, 'node_modules', mcpServer.packageName);
  expect((await readdir(installed)).sort()).toEqual(['README.md', 'bin.cjs', 'package.json', 'server.cjs']);
  const manifest = JSON.parse(await readFile(path.join(installed, 'package.json'), 'utf8'));
  const site = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8'));
  expect(manifest.bin).toEqual({[mcpServer.packageName]: 'bin.cjs'});
  expect(Object.keys(manifest.dependencies)).toContain('@modelcontextprotocol/sdk');
  for (const [name, version] of Object.entries(manifest.dependencies)) {
    expect(site.dependencies, `${name} is a runtime dependency of the site`).toHaveProperty([name]);
    const installedVersion = JSON.parse(
      await readFile(path.join(root, 'node_modules', name, 'package.json'), 'utf8'),
    ).version;
    expect(version, `${name} pinned to the version the site runs`).toBe(installedVersion);
  }
});

test('its command answers search_docs and read_page over stdio from the site given by --site', async () => {
  const {hits} = await call<{hits: {url: string}[]}>(client, 'search_docs', {query: 'rate limit'});
  // The page or one of its sections: which one is search's choice (tests/browser/search.spec.ts).
  expect(hits[0]!.url.split('#')[0]).toBe(`${mcpAddresses.site}/general/rate_limit`);
  const page = await call<{markdown: string}>(client, 'read_page', {path: '/general/rate_limit'});
  const twin = await (await fetch(`${nginx.url}/general/rate_limit.md`)).text();
  expect(page.markdown).toBe(twin);
});

test('/.well-known/mcp is JSON naming the hosted address and the tools the server lists', async () => {
  const response = await fetch(`${nginx.url}${mcpServer.discoveryPath}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^application\/json\b/);
  const discovery = await response.json();
  expect(discovery.name, 'the name the introduction gives the server is its own').toBe(mcpServer.name);
  expect(discovery).toMatchObject({
    name: client.getServerVersion()?.name,
    version: client.getServerVersion()?.version,
    description: client.getInstructions(),
    transport: 'streamable-http',
    url: mcpAddresses.endpoint,
    servers: [{url: mcpAddresses.endpoint, transport: 'streamable-http'}],
  });
  const {tools} = await client.listTools();
  expect(discovery.tools).toEqual(
    tools.map(({name, title, description, annotations}) => ({name, title, description, annotations})),
  );
  const sitemap = await (await fetch(`${nginx.url}/sitemap.xml`)).text();
  expect(sitemap).not.toMatch(/well-known|downloads/);
});

test('the introduction gives each configuration with these addresses, on the page and in its twin', async () => {
  const $ = load(await (await fetch(`${nginx.url}/`)).text());
  const section = $('#ai-assistants').nextUntil('h2');
  // A code block's lines are elements of their own: compare without white space.
  const compact = (text: string) => text.replace(/\s+/g, '');
  const blocks = section
    .find('pre')
    .map((_, pre) => compact($(pre).text()))
    .get();
  const twin = await (await fetch(`${nginx.url}/index.md`)).text();
  for (const [name, {code}] of Object.entries(snippets)) {
    expect(blocks, `the page shows the ${name} snippet`).toContain(compact(code));
    expect(twin, `the twin holds the ${name} snippet`).toContain(snippetMarkdown(name));
  }
  expect(section.text()).toContain(mcpAddresses.endpoint);
  expect(section.text()).not.toMatch(/\bclone\b|run\.mjs/i);
});
