#!/usr/bin/env node
// The command of the published package (`npx -y <site>/downloads/maschain-docs-mcp.tgz`):
// the docs' MCP server over stdio, `[--site URL | --build DIR] [--http --port N]`.
// server.cjs is the bundle of the docs' mcp/ folder; without a site or a build
// named, it answers from the published site the package came from.
'use strict';
const {main} = require('./server.cjs');
const {config} = require('./package.json');

const argv = process.argv.slice(2);
const named = Boolean(process.env.BUILD_DIR) || argv.some((arg) => /^--(site|build)(=|$)/.test(arg));
main(named ? argv : [...argv, '--site', config.site]).catch((error) => {
  process.stderr.write(`maschain-docs-mcp: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
