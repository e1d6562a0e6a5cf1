/** The command line: `[--http [--port N] [--host H] [--public-origin URL]] [--site URL | --build DIR]`. */
import {parseArgs} from 'node:util';

export type Options = {
  http: boolean;
  port: number;
  host: string;
  /** The origin readers reach the HTTP transport at (behind a proxy): browsers from any other are refused. */
  publicOrigin?: string;
  site?: string;
  build: string;
};

export const USAGE =
  'Usage: npm run mcp -- [--http [--port 4310] [--host 127.0.0.1] [--public-origin https://docs.maschain.com]] [--site https://docs.maschain.com | --build build]';

export function readOptions(argv: string[]): Options {
  const {values} = parseArgs({
    args: argv,
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: '4310'},
      host: {type: 'string', default: '127.0.0.1'},
      'public-origin': {type: 'string'},
      site: {type: 'string'},
      build: {type: 'string', default: process.env.BUILD_DIR ?? 'build'},
      help: {type: 'boolean', default: false},
    },
    strict: true,
  });
  if (values.help) throw new Error(USAGE);
  const port = Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new Error(`--port must be a port number, not "${values.port}".`);
  return {
    http: values.http,
    port,
    host: values.host,
    publicOrigin: values['public-origin'] === undefined ? undefined : originOf(values['public-origin']),
    site: values.site,
    build: values.build,
  };
}

/** An origin as browsers send it in the Origin header: scheme, host and port, nothing more. */
function originOf(value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    // Reported below, with the rest.
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    (url.pathname !== '/' && url.pathname !== '') ||
    url.search
  ) {
    throw new Error(`--public-origin must be an origin such as https://docs.maschain.com, not "${value}".`);
  }
  return url.origin;
}
