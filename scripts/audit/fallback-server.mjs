// FALLBACK ONLY: a minimal static server for build/, used when the project's
// nginx set-up (tests/support/start-nginx.mjs, nginx itself) is unavailable. It maps paths the
// way production does (see paths.mjs), answers unknown paths with 404.html and
// a 404 status, and gzips text, so Lighthouse sees realistic transfer sizes.
// It sends none of nginx's caching or security headers: Best Practices figures
// measured through it can differ from production.
import {createServer} from 'node:http';
import {createReadStream, statSync} from 'node:fs';
import path from 'node:path';
import {createGzip} from 'node:zlib';
import {resolveFile} from './paths.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};
const compressible = /^(text\/|application\/(json|xml|yaml)|image\/svg)/;

function isFile(root, relative) {
  try {
    return statSync(path.join(root, relative)).isFile();
  } catch {
    return false;
  }
}

function send(request, response, file, status) {
  const type = types[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
  // Hashed bundles never change; everything else is revalidated, as a docs host would.
  const cache = file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';
  const gzip = compressible.test(type) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  response.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': cache,
    Vary: 'Accept-Encoding',
    ...(gzip ? {'Content-Encoding': 'gzip'} : {'Content-Length': statSync(file).size}),
  });
  if (request.method === 'HEAD') return response.end();
  const stream = createReadStream(file);
  (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
}

/** Serves `root` on a free loopback port; resolves once it listens. */
export function startFallbackServer(root) {
  const server = createServer((request, response) => {
    const {pathname} = new URL(request.url ?? '/', 'http://localhost');
    const found = resolveFile(pathname, (relative) => isFile(root, relative));
    if (found) return send(request, response, path.join(root, found), 200);
    send(request, response, path.join(root, '404.html'), 404);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        kind: 'node fallback (no nginx headers)',
        status: {diedEarly: false},
        stop: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
