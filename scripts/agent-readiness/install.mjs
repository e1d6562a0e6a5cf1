// afdocs and the Node 22 it needs, installed on first use into an ignored cache
// folder at pinned versions, so `npm ci` stays as light as it is. Only the npm
// registry is contacted (the `node` package fetches its platform build from there).
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** Pinned: a new afdocs release can change checks and scores; raise both on purpose. */
export const versions = {afdocs: '0.22.2', node: '22.23.3'};

/** Paths of the installed Node and afdocs CLI, installing them the first time. */
export async function installAfdocs(root, log = console.log) {
  const dir = path.join(
    root,
    'node_modules/.cache/afdocs',
    `afdocs-${versions.afdocs}-node-${versions.node}`,
  );
  const node = path.join(dir, 'node_modules/node/bin/node');
  const cli = path.join(dir, 'node_modules/afdocs/bin/afdocs.mjs');
  if (existsSync(node) && existsSync(cli)) return {node, cli};
  log(`Installing afdocs ${versions.afdocs} and Node ${versions.node} (once)…`);
  await rm(dir, {recursive: true, force: true});
  await mkdir(dir, {recursive: true});
  await writeFile(path.join(dir, 'package.json'), '{"private": true}\n');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const args = ['install', '--no-audit', '--no-fund', '--no-save', '--prefix', dir];
  const result = spawnSync(npm, [...args, `afdocs@${versions.afdocs}`, `node@${versions.node}`], {
    encoding: 'utf8',
  });
  if (result.status !== 0 || !existsSync(node) || !existsSync(cli)) {
    throw new Error(
      `installing afdocs into ${path.relative(root, dir)} failed:\n${result.stderr.slice(-2000)}`,
    );
  }
  return {node, cli};
}
