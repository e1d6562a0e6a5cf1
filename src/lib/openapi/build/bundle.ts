/**
 * Bundles the sources of the OpenAPI description (a root file whose paths
 * point into one file per service, see openapi/README.md) into the one
 * document the site serves and every consumer reads, with Redocly's bundler:
 * references into other files are inlined, those into the root stay local.
 * A slip in a source (bad YAML, a $ref to nothing) fails with the source
 * file, line and column. Node only: never import this from client code.
 */
import {mkdir, readFile, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {
  bundle,
  createConfig,
  getLineColLocation,
  stringifyYaml,
  YamlParseError,
  type NormalizedProblem,
} from '@redocly/openapi-core';
import {rememberOpenApi} from './load';

/** A slip in the description's sources; the message names the file and line to edit. */
export class OpenApiSourceError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OpenApiSourceError';
  }
}

export type OpenApiBundle = {
  /** The bundled description. */
  doc: Record<string, unknown>;
  /** The same as YAML, as served. */
  text: string;
};

/** `file:line:col` of a source, relative to the working directory. */
function where(file: string, line: number, col: number): string {
  return `${path.relative(process.cwd(), file) || file}:${line}:${col}`;
}

/** js-yaml's message names the absolute file and position again: keep only what is wrong. */
function reason(message: string): string {
  return message.replace(/^Failed to parse: /, '').replace(/ in "[^"]*" \(\d+:\d+\)$/, '');
}

function describe(problem: NormalizedProblem): string {
  const location = problem.location[0];
  if (!location) return problem.message;
  const {source, start} = getLineColLocation(location);
  return `${where(source.absoluteRef, start.line, start.col)}: ${reason(problem.message)}`;
}

export async function bundleOpenApi(rootFile: string): Promise<OpenApiBundle> {
  // The recommended rules are the lint's business (redocly.yaml); bundling needs none.
  const config = await createConfig({});
  let result;
  try {
    result = await bundle({ref: rootFile, config, dereference: false, removeUnusedComponents: false});
  } catch (error) {
    if (error instanceof YamlParseError) {
      throw new OpenApiSourceError(
        `${where(error.source.absoluteRef, error.line, error.col)}: not valid YAML: ${reason(error.message)}`,
      );
    }
    throw new OpenApiSourceError(
      `The OpenAPI description could not be read from ${rootFile}: ${(error as Error).message}`,
    );
  }
  const errors = result.problems.filter((p) => p.severity === 'error');
  if (errors.length) {
    // A file that does not parse also leaves every $ref into it unresolved: name the cause only.
    const parse = errors.filter((p) => p.message.startsWith('Failed to parse'));
    const lines = [...new Set((parse.length ? parse : errors).map(describe))];
    throw new OpenApiSourceError(
      `The OpenAPI description has errors:\n${lines.map((l) => `  ${l}`).join('\n')}`,
    );
  }
  const doc = result.bundle.parsed as Record<string, unknown>;
  if (typeof doc?.openapi !== 'string') {
    throw new OpenApiSourceError(`${rootFile} is not an OpenAPI description (no "openapi" version field).`);
  }
  return {doc, text: stringifyYaml(doc, {noRefs: true})};
}

/**
 * Bundles `rootFile` into `outFile`. The file is rewritten only when its text
 * changes, so builds and the dev server recompile no page for nothing.
 */
export async function writeOpenApiBundle(rootFile: string, outFile: string): Promise<OpenApiBundle> {
  const bundled = await bundleOpenApi(rootFile);
  const current = await readFile(outFile, 'utf8').catch(() => undefined);
  if (current !== bundled.text) {
    await mkdir(path.dirname(outFile), {recursive: true});
    await writeFile(outFile, bundled.text);
  }
  rememberOpenApi(outFile, bundled.doc);
  return bundled;
}
