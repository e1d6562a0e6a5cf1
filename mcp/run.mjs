#!/usr/bin/env node
// Starts the MasChain docs MCP server: `node mcp/run.mjs [--http --port N] [--site URL] [--build DIR]`.
// On stdio nothing but protocol messages goes to stdout; everything else goes to stderr.
import {createRequire} from 'node:module';
import {ensureBundle} from './bundle.mjs';

try {
  const file = await ensureBundle();
  const {main} = createRequire(import.meta.url)(file);
  await main(process.argv.slice(2));
} catch (error) {
  process.stderr.write(`maschain-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
