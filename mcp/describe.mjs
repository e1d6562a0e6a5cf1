#!/usr/bin/env node
// For the site build (src/plugins/mcp-publish): makes the server's bundle if
// needed and prints, as JSON, its path, the packages it leaves outside and the
// server's own description (name, version, instructions, tools).
// `node mcp/describe.mjs <build dir>`. A process of its own: the build's
// config loader cannot run ES modules like bundle.mjs, and the server's
// dependencies stay out of the build's process.
import {createRequire} from 'node:module';
import {bundleExternals, ensureBundle} from './bundle.mjs';

try {
  const file = await ensureBundle();
  const externals = await bundleExternals();
  const {describeServer} = createRequire(import.meta.url)(file);
  const server = await describeServer(process.argv[2] ?? 'build');
  process.stdout.write(JSON.stringify({file, externals, server}));
} catch (error) {
  process.stderr.write(`mcp/describe.mjs: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
