/**
 * Reading resolved schemas: sample values, type labels and the flattened
 * field tables (`a.b`, `list[].c`) shown for request bodies. Pure functions,
 * shared by the remark plugin, the `<Endpoint>` component and the twin writer.
 */
import type {FieldRow, Schema} from './types';

const MAX_DEPTH = 8;

/** The JSON types a schema allows, read from `type` or implied by its shape. */
export function typesOf(schema: Schema | undefined): string[] {
  if (!schema) return [];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return [];
}

/** Media types whose content is text: a string of one is a text field, not a file. */
const TEXT_MEDIA_TYPE = /^text\/|[/+](json|xml)$/;

/**
 * A file upload in a multipart body: a binary string, or a string whose media
 * type is not text (JSON text, such as the NFT mint's `attributes`, is a text
 * field that carries JSON).
 */
export function isBinary(schema: Schema | undefined): boolean {
  if (!schema) return false;
  if (schema.format === 'binary') return true;
  const mediaType = schema.contentMediaType;
  return (
    Boolean(mediaType) &&
    !TEXT_MEDIA_TYPE.test(mediaType!) &&
    !schema.contentEncoding &&
    typesOf(schema).includes('string')
  );
}

/** Alternatives of a oneOf/anyOf merged into one object view (for tables). */
function objectView(schema: Schema): Schema {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (schema.properties || !alternatives?.length) return schema;
  const properties: Record<string, Schema> = {};
  for (const alt of alternatives) Object.assign(properties, alt.properties);
  // A field is required only when every alternative requires it.
  const required = Object.keys(properties).filter((key) =>
    alternatives.every((alt) => alt.required?.includes(key)),
  );
  return {...schema, properties, required};
}

/** A short, readable type: `string (uri)`, `array of object`, `integer | null`, `file`. */
export function typeLabel(schema: Schema | undefined): string {
  if (!schema) return 'any';
  if (isBinary(schema)) return 'file';
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (!schema.type && alternatives?.length) {
    return [...new Set(alternatives.map((alt) => typeLabel(alt)))].join(' | ');
  }
  const types = typesOf(schema);
  if (!types.length) return schema.const !== undefined ? typeof schema.const : 'any';
  return types
    .map((type) => {
      if (type === 'array') return `array of ${typeLabel(schema.items)}`;
      if (type === 'null') return 'null';
      const detail = schema.format ?? (type === 'string' ? schema.contentMediaType : undefined);
      return detail && type !== 'object' ? `${type} (${detail})` : type;
    })
    .join(' | ');
}

function display(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function placeholder(name: string | undefined): string {
  return `<${name ?? 'string'}>`;
}

function sampleString(schema: Schema, name: string | undefined): string {
  switch (schema.format) {
    case 'date-time':
      return '2025-01-01T00:00:00.000000Z';
    case 'date':
      return '2025-01-01';
    case 'uri':
    case 'url':
      return name && /callback/i.test(name) ? 'https://example.com/callback' : 'https://example.com';
    case 'email':
      return 'user@example.com';
    default:
      return placeholder(name);
  }
}

/** A value the schema states itself: its example, first example, const, default or first enum value. */
function statedValue(schema: Schema): {value: unknown} | undefined {
  if (schema.example !== undefined) return {value: schema.example};
  if (schema.examples?.length) return {value: schema.examples[0]};
  if (schema.const !== undefined) return {value: schema.const};
  if (schema.default !== undefined) return {value: schema.default};
  if (schema.enum?.length) return {value: schema.enum[0]};
  return undefined;
}

/** A value built from the schema's JSON type (the first one that is not null). */
function sampleOfType(schema: Schema, name: string | undefined, depth: number): unknown {
  const type = typesOf(schema).find((t) => t !== 'null') ?? (typesOf(schema).length ? 'null' : 'string');
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, prop]) => [
          key,
          sampleFromSchema(prop, key, depth + 1),
        ]),
      );
    case 'array':
      return schema.items ? [sampleFromSchema(schema.items, name, depth + 1)] : [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 0;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return sampleString(schema, name);
  }
}

/**
 * A sample value for a schema: its own example when it has one, otherwise a
 * value built from its type, with `<field_name>` placeholders for strings.
 */
export function sampleFromSchema(schema: Schema | undefined, name?: string, depth = 0): unknown {
  if (!schema || depth > MAX_DEPTH) return null;
  const stated = statedValue(schema);
  if (stated) return stated.value;
  const first = (schema.oneOf ?? schema.anyOf)?.[0];
  if (!schema.type && !schema.properties && first) return sampleFromSchema(first, name, depth + 1);
  return sampleOfType(schema, name, depth);
}

function row(name: string, schema: Schema, required: boolean): FieldRow {
  const field: FieldRow = {name, type: typeLabel(schema), required};
  const description = schema.description ?? schema.title;
  if (description) field.description = description.trim();
  const values = schema.enum ?? schema.items?.enum;
  if (values?.length) field.enum = values.map(display);
  if (schema.default !== undefined) field.defaultValue = display(schema.default);
  if (schema.deprecated) field.deprecated = true;
  return field;
}

function isObjectLike(schema: Schema | undefined): boolean {
  return Boolean(
    schema && (schema.properties || (schema.oneOf ?? schema.anyOf)?.some((alt) => alt.properties)),
  );
}

function walk(schema: Schema, prefix: string, rows: FieldRow[], depth: number): void {
  if (depth > MAX_DEPTH) return;
  const view = objectView(schema);
  for (const [key, prop] of Object.entries(view.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    rows.push(row(name, prop, Boolean(view.required?.includes(key))));
    if (isObjectLike(prop)) walk(prop, name, rows, depth + 1);
    else if (prop.items && isObjectLike(prop.items)) walk(prop.items, `${name}[]`, rows, depth + 1);
  }
}

/** Every field of an object schema, nested ones with dotted names. */
export function flattenSchema(schema: Schema | undefined): FieldRow[] {
  if (!schema) return [];
  const rows: FieldRow[] = [];
  if (isObjectLike(schema)) walk(schema, '', rows, 0);
  else if (schema.items && isObjectLike(schema.items)) walk(schema.items, '[]', rows, 0);
  return rows;
}
