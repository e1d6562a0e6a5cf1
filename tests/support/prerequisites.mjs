#!/usr/bin/env node
// What the browser and sample tests need from the machine, found the way they
// find it: Chromium (CHROME_PATH), nginx with its Brotli static module (NGINX),
// Python 3 with `requests` (PYTHON). `npm test` runs this first, so a missing
// piece is named before the minutes of typecheck, lint and build, with the one
// command that installs everything missing. start-nginx.mjs uses findNginx().
import {spawnSync} from 'node:child_process';
import {existsSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import chromium from '../../scripts/chromium.cjs';

/** nginx and what its build says of it, or null. Debian installs it in /usr/sbin, which a non-root PATH may lack. */
export function findNginx() {
  const bin = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].find(
    (candidate) => candidate && !spawnSync(candidate, ['-v']).error,
  );
  if (!bin) return null;
  const version = spawnSync(bin, ['-V'], {encoding: 'utf8'}).stderr;
  const modulesPath = /--modules-path=(\S+)/.exec(version)?.[1] ?? '/usr/lib/nginx/modules';
  return {
    bin,
    // mime.types sits beside the nginx.conf this nginx was built to read.
    confPath: /--conf-path=(\S+)/.exec(version)?.[1] ?? '',
    // deploy/nginx.conf uses brotli_static (Debian installs the module beside nginx's own).
    brotliModule: path.join(modulesPath, 'ngx_http_brotli_static_module.so'),
  };
}

/** The missing pieces, each with the Debian package that brings it. */
export function missingPrerequisites() {
  const missing = [];
  if (!existsSync(chromium.executablePath)) {
    missing.push({
      what: `Chromium (${chromium.executablePath}; set CHROME_PATH for another)`,
      debian: 'chromium',
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
  return missing;
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
