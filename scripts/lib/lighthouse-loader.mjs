// Lighthouse is installed on first use into a cache folder rather than kept in
// package.json: one of its dependencies asks for the 'latest' tag of another
// package, so a lock file that records it goes stale whenever that package
// publishes, and `npm ci` then refuses the lock.
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {pathToFileURL} from 'node:url';

const LIGHTHOUSE_VERSION = '12.8.2';
const toolsDir = path.resolve(import.meta.dirname, '../../node_modules/.cache/audit-tools');
const packageDir = path.join(toolsDir, 'node_modules', 'lighthouse');

function ensureLighthouse() {
  if (existsSync(path.join(packageDir, 'package.json'))) return;
  console.log(`Installing Lighthouse ${LIGHTHOUSE_VERSION} for the audit (once)…`);
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      toolsDir,
      '--no-save',
      '--no-audit',
      '--no-fund',
      '--no-package-lock',
      `lighthouse@${LIGHTHOUSE_VERSION}`,
    ],
    {stdio: 'inherit'},
  );
}

/** Lighthouse's Node API and its desktop configuration. */
export async function loadLighthouse() {
  ensureLighthouse();
  const entry = (file) => pathToFileURL(path.join(packageDir, file)).href;
  const [{default: lighthouse}, {default: desktopConfig}] = await Promise.all([
    import(entry('core/index.js')),
    import(entry('core/config/desktop-config.js')),
  ]);
  return {lighthouse, desktopConfig};
}

/** A module inside Lighthouse, for diagnostics that read its internals (scripts/bench/lantern.mjs). */
export function importLighthouseModule(file) {
  ensureLighthouse();
  return import(pathToFileURL(path.join(packageDir, file)).href);
}
