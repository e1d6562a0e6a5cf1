/** A schema of the description resolved into the keyword subset the renderers read (./types). */
import type {Schema} from '../types';
import {isRecord, resolveRef, type Json} from './json';

/** Schema keywords worth keeping: the rest would only grow every page's payload. */
const SCHEMA_KEYS = [
  'type',
  'format',
  'title',
  'description',
  'required',
  'enum',
  'const',
  'default',
  'example',
  'examples',
  'contentMediaType',
  'contentEncoding',
  'deprecated',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'pattern',
] as const;

const MAX_DEPTH = 12;
/** Resolves a schema deeply into the kept keyword subset; merges `allOf`. */
export function resolveSchema(doc: Json, node: unknown, stack: readonly string[] = []): Schema {
  if (!isRecord(node)) return {};
  const ref = typeof node.$ref === 'string' ? node.$ref : undefined;
  if (ref && stack.includes(ref)) {
    // A recursive structure: stop here rather than loop forever.
    return {type: 'object', description: typeof node.description === 'string' ? node.description : undefined};
  }
  const nextStack = ref ? [...stack, ref] : stack;
  const raw = resolveRef(doc, node);
  if (!isRecord(raw) || stack.length > MAX_DEPTH) return {};

  const schema: Schema = {};
  for (const key of SCHEMA_KEYS) {
    if (raw[key] !== undefined) (schema as Json)[key] = raw[key];
  }
  resolveSubschemas(doc, raw, schema, nextStack);
  if (Array.isArray(raw.allOf)) {
    for (const part of raw.allOf.map((s) => resolveSchema(doc, s, nextStack))) mergeInto(schema, part);
  }
  return schema;
}

/** The schemas nested in this one: properties, items, additional properties, alternatives. */
function resolveSubschemas(doc: Json, raw: Json, schema: Schema, stack: readonly string[]): void {
  if (isRecord(raw.properties)) {
    schema.properties = {};
    for (const [name, prop] of Object.entries(raw.properties)) {
      schema.properties[name] = resolveSchema(doc, prop, stack);
    }
  }
  if (raw.items !== undefined) schema.items = resolveSchema(doc, raw.items, stack);
  if (isRecord(raw.additionalProperties)) {
    schema.additionalProperties = resolveSchema(doc, raw.additionalProperties, stack);
  } else if (typeof raw.additionalProperties === 'boolean') {
    schema.additionalProperties = raw.additionalProperties;
  }
  for (const key of ['oneOf', 'anyOf'] as const) {
    if (Array.isArray(raw[key]))
      schema[key] = (raw[key] as unknown[]).map((s) => resolveSchema(doc, s, stack));
  }
}

function mergeInto(target: Schema, part: Schema): void {
  const {properties, required, ...rest} = part;
  for (const [key, value] of Object.entries(rest)) {
    if ((target as Json)[key] === undefined) (target as Json)[key] = value;
  }
  if (properties) target.properties = {...properties, ...target.properties};
  if (required) target.required = [...new Set([...(target.required ?? []), ...required])];
  if (!target.type && properties) target.type = 'object';
}
