/**
 * Where an operation is written in the description's sources, for messages
 * that send a writer to the file and line to edit (the bundle every consumer
 * reads has no lines of its own). Only called when something is wrong.
 * Node only: never import this from client code.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {isMap, isScalar, LineCounter, parseDocument, visit, type YAMLMap} from 'yaml';

/** The root file and the files its $refs name (the services' files). */
function sourceFiles(rootFile: string): string[] {
  const files = new Set([rootFile]);
  visit(parseDocument(readFileSync(rootFile, 'utf8')), {
    Pair(_, pair) {
      if (!isScalar(pair.key) || pair.key.value !== '$ref' || !isScalar(pair.value)) return;
      const [file] = String(pair.value.value).split('#');
      if (file && !/^[a-z]+:/i.test(file)) files.add(path.resolve(path.dirname(rootFile), file));
    },
  });
  return [...files];
}

function keyOffset(map: YAMLMap, name: string): number | undefined {
  const pair = map.items.find((item) => isScalar(item.key) && item.key.value === name);
  return isScalar(pair?.key) ? pair.key.range?.[0] : undefined;
}

/**
 * The file and line of the operation's `responses` (or, without them, its
 * `operationId`); undefined when no source holds the operation.
 */
export function locateOperation(
  rootFile: string,
  operationId: string,
): {file: string; line: number} | undefined {
  for (const file of sourceFiles(rootFile)) {
    const lineCounter = new LineCounter();
    let offset: number | undefined;
    visit(parseDocument(readFileSync(file, 'utf8'), {lineCounter}), {
      Map(_, map) {
        if (!isMap(map) || map.get('operationId') !== operationId) return undefined;
        offset = keyOffset(map, 'responses') ?? keyOffset(map, 'operationId');
        return visit.BREAK;
      },
    });
    if (offset !== undefined) return {file, line: lineCounter.linePos(offset).line};
  }
  return undefined;
}
