// A loopback HTTP server for the benchmarks' synthetic indexes: serves a
// blank page, the engine bundle and index files held in memory, gzipped as
// the site's server sends them.
import {createServer} from 'node:http';
import {gzipSync} from 'node:zlib';

/** `files`: path under the root (no leading slash) → text. */
export async function startFileServer(port) {
  let files = new Map();
  const server = createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname.slice(1));
    const file =
      name === ''
        ? {type: 'text/html', gzip: gzipSync('<!doctype html><title>bench</title>')}
        : files.get(name);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': file.type,
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    response.end(file.gzip);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}`,
    /** Replaces what is served; returns each file's gzip size. */
    serve(entries) {
      files = new Map(
        [...entries].map(([name, text]) => [
          name,
          {
            type: name.endsWith('.mjs') ? 'text/javascript' : 'application/json',
            gzip: gzipSync(text, {level: 9}),
          },
        ]),
      );
      return new Map([...files].map(([name, file]) => [name, file.gzip.length]));
    },
    stop: () => new Promise((resolve) => server.close(resolve)),
  };
}
