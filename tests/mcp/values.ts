/**
 * What a reader types before sending: a value for each required parameter
 * the description gives no example for (the form starts those empty), made
 * from its schema the way the samples make placeholders.
 */
import {sampleFromSchema} from '../../src/lib/openapi/schema';
import type {ResolvedOperation} from '../../src/lib/openapi/types';

type Place = 'path' | 'query' | 'header';

export function missingValues(op: ResolvedOperation): Partial<Record<Place, Record<string, unknown>>> {
  const values: Partial<Record<Place, Record<string, unknown>>> = {};
  for (const param of op.parameters) {
    if (param.in === 'cookie' || !param.required) continue;
    const prefilled = param.example ?? param.schema?.default ?? param.schema?.enum?.[0];
    if (prefilled !== undefined) continue;
    (values[param.in] ??= {})[param.name] = sampleFromSchema(param.schema, param.name);
  }
  return values;
}
