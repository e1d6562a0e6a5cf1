/** The command line: `[--http [--port N] [--host H]] [--site URL | --build DIR]`. */
import {parseArgs} from 'node:util';

export type Options = {http: boolean; port: number; host: string; site?: string; build: string};

export const USAGE =
  'Usage: npm run mcp -- [--http [--port 4310] [--host 127.0.0.1]] [--site https://docs.maschain.com | --build build]';

export function readOptions(argv: string[]): Options {
  const {values} = parseArgs({
    args: argv,
    options: {
      http: {type: 'boolean', default: false},
      port: {type: 'string', default: '4310'},
      host: {type: 'string', default: '127.0.0.1'},
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
  return {http: values.http, port, host: values.host, site: values.site, build: values.build};
}
