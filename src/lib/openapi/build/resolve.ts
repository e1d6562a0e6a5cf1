/**
 * Picks one operation out of a parsed OpenAPI 3.1 document and resolves the
 * `$ref`s it uses into plain data (see ./types). Pure: no file access, so the
 * remark plugin, the Markdown twin writer and the tests share it.
 */
import type {ResolvedOperation} from '../types';
import {asString, isRecord, resolveRef, type Json} from './json';
import {HTTP_METHODS} from './methods';
import {resolveSecurity, resolveServers} from './resolveAccess';
import {resolveCallbacks, resolveParameters, resolveRequestBody, resolveResponses} from './resolveParts';
import {suggest} from './suggest';

export {HTTP_METHODS} from './methods';
export {isRecord} from './json';

export class UnknownOperationError extends Error {
  readonly operationId: string;
  readonly suggestions: string[];
  constructor(operationId: string, suggestions: string[]) {
    const hint = suggestions.length ? ` Did you mean ${suggestions.map((s) => `"${s}"`).join(' or ')}?` : '';
    super(`No operation in the OpenAPI description has operationId "${operationId}".${hint}`);
    this.name = 'UnknownOperationError';
    this.operationId = operationId;
    this.suggestions = suggestions;
  }
}

type IndexedOperation = {path: string; method: string; pathItem: Json; operation: Json};

const indexCache = new WeakMap<object, Map<string, IndexedOperation>>();

/** operationId → where it is declared. Throws on duplicate ids. */
export function indexOperations(doc: Json): Map<string, IndexedOperation> {
  const cached = indexCache.get(doc);
  if (cached) return cached;
  const index = new Map<string, IndexedOperation>();
  const paths = isRecord(doc.paths) ? doc.paths : {};
  for (const [path, rawItem] of Object.entries(paths)) {
    const pathItem = resolveRef(doc, rawItem);
    if (!isRecord(pathItem)) continue;
    for (const method of HTTP_METHODS) {
      const operation = pathItem[method];
      if (!isRecord(operation)) continue;
      const id = asString(operation.operationId);
      if (!id) {
        throw new Error(`${method.toUpperCase()} ${path} has no operationId in the OpenAPI description.`);
      }
      const previous = index.get(id);
      if (previous) {
        throw new Error(
          `operationId "${id}" is used twice in the OpenAPI description: ` +
            `${previous.method.toUpperCase()} ${previous.path} and ${method.toUpperCase()} ${path}.`,
        );
      }
      index.set(id, {path, method, pathItem, operation});
    }
  }
  indexCache.set(doc, index);
  return index;
}

/** The operation with this id, resolved. Throws UnknownOperationError when there is none. */
export function resolveOperation(doc: Json, operationId: string): ResolvedOperation {
  const index = indexOperations(doc);
  const found = index.get(operationId);
  if (!found) throw new UnknownOperationError(operationId, suggest(operationId, index.keys()));
  const {path, method, pathItem, operation} = found;
  return {
    operationId,
    method,
    path,
    summary: asString(operation.summary),
    description: asString(operation.description),
    deprecated: operation.deprecated === true ? true : undefined,
    servers: resolveServers(doc, pathItem, operation),
    security: resolveSecurity(doc, operation),
    parameters: resolveParameters(doc, pathItem, operation),
    requestBody: resolveRequestBody(doc, operation),
    responses: resolveResponses(doc, operation),
    callbacks: resolveCallbacks(doc, operation),
  };
}
