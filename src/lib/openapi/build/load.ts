/**
 * Reads and parses the OpenAPI description once per change of the file.
 * Node only (file system): never import this from client code.
 */
import {readFileSync, statSync} from 'node:fs';
import {parse} from 'yaml';
import {isRecord} from './json';

type Cached = {mtimeMs: number; size: number; doc: Record<string, unknown>};

// Docusaurus loads each plugin, and the config's remark plugin, with its own copy of this module (no shared
// require cache), so the cache lives on the process: the build parses the description once, not per plugin.
const cacheKey = Symbol.for('maschain.openapi.parsed');
const cache = ((globalThis as Record<symbol, unknown>)[cacheKey] ??= new Map()) as Map<string, Cached>;

export function loadOpenApi(file: string): Record<string, unknown> {
  let stat;
  try {
    stat = statSync(file);
  } catch {
    throw new Error(`The OpenAPI description was not found at ${file}.`);
  }
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.doc;
  let doc: unknown;
  try {
    doc = parse(readFileSync(file, 'utf8'), {maxAliasCount: -1});
  } catch (error) {
    throw new Error(`The OpenAPI description at ${file} is not valid YAML: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!isRecord(doc) || typeof doc.openapi !== 'string') {
    throw new Error(`${file} is not an OpenAPI description (no "openapi" version field).`);
  }
  cache.set(file, {mtimeMs: stat.mtimeMs, size: stat.size, doc});
  return doc;
}

/**
 * Records `doc` as the parse of `file` as it is now. The bundler calls this for the file it has just
 * written from `doc`, whose text reads back as the same description (tests/unit/openapi-sources.spec.ts),
 * so the build does not parse the whole description a second time (about 0.35 s of a cold build).
 */
export function rememberOpenApi(file: string, doc: Record<string, unknown>): void {
  const {mtimeMs, size} = statSync(file);
  cache.set(file, {mtimeMs, size, doc});
}
