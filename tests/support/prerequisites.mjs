#!/usr/bin/env node
// What the browser and sample tests need from the machine, found the way they
// find it: Chromium's headless shell (CHROME_PATH), nginx with its Brotli static module (NGINX),
// Python 3 with `requests` (PYTHON), and the runtimes the request samples are
// replayed with (PHP with curl, the JDK, Go, Mono). `npm test` runs this first, so a missing
// piece is named before the minutes of typecheck, lint and build, with the one
// command that installs everything missing.
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import chromium from '../../scripts/chromium.cjs';
import {findNginx} from '../../scripts/lib/find-nginx.mjs';

/** The missing pieces, each with the Debian package that brings it. */
export function missingPrerequisites() {
  const missing = [];
  if (!existsSync(chromium.tests.executablePath)) {
    missing.push({
      what: `Chromium's headless shell (${chromium.tests.executablePath}; set CHROME_PATH for another Chromium)`,
      debian: 'chromium-headless-shell',
    });
  }
  const nginx = findNginx();
  if (!nginx) missing.push({what: 'nginx (or set NGINX)', debian: 'nginx-light'});
  if (!nginx || !existsSync(nginx.brotliModule)) {
    missing.push({what: "nginx's Brotli static module", debian: 'libnginx-mod-http-brotli-static'});
  }
  const python = process.env.PYTHON ?? 'python3';
  if (spawnSync(python, ['-c', 'import requests']).status !== 0) {
    missing.push({
      what: `Python 3 with requests (${python}; set PYTHON for another)`,
      debian: 'python3-requests',
    });
  }
  missing.push(...missingRuntimes());
  return missing;
}

/** A command that runs, or the Debian packages that bring it. */
const runtimes = [
  {
    what: 'PHP with its curl extension',
    check: ['php', ['-r', 'exit(function_exists("curl_init") ? 0 : 1);']],
    debian: 'php-cli php-curl',
  },
  {what: 'a JDK (javac)', check: ['javac', ['-version']], debian: 'default-jdk-headless'},
  {what: 'Go', check: ['go', ['version']], debian: 'golang-go'},
  {
    what: "Mono's C# compiler",
    check: ['mcs', ['--version']],
    debian: 'mono-mcs libmono-system-net-http4.0-cil',
  },
  {what: 'Mono', check: ['mono', ['--version']], debian: 'mono-runtime'},
];

function missingRuntimes() {
  return runtimes
    .filter(({check: [command, args]}) => spawnSync(command, args).status !== 0)
    .map(({what, debian}) => ({what, debian}));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = missingPrerequisites();
  if (missing.length > 0) {
    console.error(
      [
        `The tests need ${missing.map(({what}) => what).join(', ')}.`,
        `Install ${missing.length > 1 ? 'them' : 'it'} with: sudo apt-get install -y ${missing.map(({debian}) => debian).join(' ')}`,
      ].join('\n'),
    );
    process.exit(1);
  }
}
