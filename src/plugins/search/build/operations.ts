/** The API description's operations as the search index ties them to sections (lib/search/engine/operations.ts). */
import {loadOpenApi} from '../../../lib/openapi/build/load';
import {indexOperations} from '../../../lib/openapi/build/resolve';
import type {ApiOperation} from '../../../lib/search/engine/operations';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function apiOperations(specFile: string): ApiOperation[] {
  return [...indexOperations(loadOpenApi(specFile))].map(([operationId, {method, path, operation}]) => ({
    method: method.toUpperCase(),
    path,
    operationId,
    description: text(operation.description),
  }));
}
