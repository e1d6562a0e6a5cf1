// Finds nginx the way the browser tests, the audit and the benches start it (start-nginx.mjs).
import {spawnSync} from 'node:child_process';
import path from 'node:path';

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
