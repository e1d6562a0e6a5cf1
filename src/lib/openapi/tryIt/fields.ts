/**
 * The explorer's form, derived from a resolved operation: one field per
 * path, query and header parameter and per top-level body property, each
 * prefilled from the description's examples. Values are kept as the text the
 * reader typed; ./request turns them into a request.
 */
import {bodyKind, parametersIn} from '../request';
import {isBinary, typesOf} from '../schema';
import type {ResolvedOperation, Schema} from '../types';

export type FieldPlace = 'path' | 'query' | 'header' | 'body';

export type FieldKind = 'text' | 'integer' | 'number' | 'boolean' | 'enum' | 'json' | 'file';

export type Field = {
  /** Unique in the panel: place and name. */
  key: string;
  name: string;
  place: FieldPlace;
  required: boolean;
  kind: FieldKind;
  schema?: Schema;
  /** Allowed values of an enum, as shown in the select. */
  options?: string[];
  /** Prefilled text. */
  initial: string;
};

export type Values = Record<string, string>;
export type Files = Record<string, File | undefined>;

export function kindOf(schema: Schema | undefined): FieldKind {
  if (isBinary(schema) || isBinary(schema?.items)) return 'file';
  if (schema?.enum?.length) return 'enum';
  // A field that may be left empty reads null as empty: it is not a second type to edit.
  const types = typesOf(schema).filter((type) => type !== 'null');
  if (types.length !== 1) return types.length === 0 ? 'text' : 'json';
  switch (types[0]) {
    case 'integer':
      return 'integer';
    case 'number':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'object':
    case 'array':
      return 'json';
    default:
      return 'text';
  }
}

/** Text shown in a field for a value of the description. */
export function asText(value: unknown, kind: FieldKind): string {
  if (value === undefined || value === null) return '';
  if (kind === 'json') return JSON.stringify(value, null, 2);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Properties of an object body, alternatives (oneOf/anyOf) merged as the tables show them. */
export function bodyProperties(schema: Schema | undefined): {
  properties: Record<string, Schema>;
  required: string[];
} {
  const alternatives = schema?.oneOf ?? schema?.anyOf;
  if (schema?.properties || !alternatives?.length) {
    return {properties: schema?.properties ?? {}, required: schema?.required ?? []};
  }
  const properties: Record<string, Schema> = {};
  for (const alt of alternatives) Object.assign(properties, alt.properties);
  const required = Object.keys(properties).filter((key) =>
    alternatives.every((alt) => alt.required?.includes(key)),
  );
  return {properties, required};
}

/** Whether the body is edited as fields (an object body) or only as raw JSON. */
export function hasBodyFields(op: ResolvedOperation): boolean {
  return Object.keys(bodyProperties(op.requestBody?.schema).properties).length > 0;
}

/** A field per path, query and header parameter, in that order. */
function parameterFields(op: ResolvedOperation): Field[] {
  return (['path', 'query', 'header'] as const).flatMap((place) =>
    parametersIn(op, place).map((param): Field => {
      const kind = kindOf(param.schema);
      const value = param.example ?? param.schema?.default ?? param.schema?.enum?.[0];
      return {
        key: `${place}:${param.name}`,
        name: param.name,
        place,
        required: param.required,
        kind,
        schema: param.schema,
        options: param.schema?.enum?.map((v) => asText(v, 'text')),
        initial: asText(value, kind),
      };
    }),
  );
}

/** A field per property of a JSON, multipart or form body, filled from the body's first example. */
function bodyFields(op: ResolvedOperation): Field[] {
  const body = op.requestBody;
  const kind = bodyKind(op);
  if (!body || (kind !== 'json' && kind !== 'multipart' && kind !== 'form')) return [];
  const example = body.examples[0]?.value;
  const sample = typeof example === 'object' && example !== null ? (example as Record<string, unknown>) : {};
  const {properties, required} = bodyProperties(body.schema);
  return Object.entries(properties).map(([name, schema]): Field => {
    const kind = kindOf(schema);
    return {
      key: `body:${name}`,
      name,
      place: 'body',
      required: required.includes(name),
      kind,
      schema,
      options: schema.enum?.map((v) => asText(v, 'text')),
      initial: kind === 'file' ? '' : asText(sample[name] ?? schema.default, kind),
    };
  });
}

export function buildFields(op: ResolvedOperation): Field[] {
  return [...parameterFields(op), ...bodyFields(op)];
}

export function initialValues(fields: Field[]): Values {
  return Object.fromEntries(fields.map((f) => [f.key, f.initial]));
}
