/**
 * Checks the reader's values against the resolved schema before anything is
 * sent (and by the mock, as a server would): required values, types, enums,
 * formats, lengths and ranges. Messages name the field.
 */
import {typesOf} from '../schema';
import type {Schema} from '../types';
import type {Field, Files, Values} from './fields';

const MAX_DEPTH = 12;

function typeOfValue(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

function matchesType(value: unknown, type: string): boolean {
  const actual = typeOfValue(value);
  return actual === type || (type === 'number' && actual === 'integer');
}

const article = (type: string) => (/^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`);

function formatProblem(value: string, format: string | undefined): string | undefined {
  switch (format) {
    case 'uri':
    case 'url':
      try {
        const url = new URL(value);
        return /^https?:$/.test(url.protocol) ? undefined : 'must be an http or https URL';
      } catch {
        return 'must be a URL such as https://example.com/callback';
      }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : 'must be an email address';
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? undefined : 'must be a date such as 2025-01-31';
    case 'date-time':
      return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value))
        ? undefined
        : 'must be a date and time such as 2025-01-31T12:00:00Z';
    default:
      return undefined;
  }
}

function patternProblem(value: string, pattern: string): boolean {
  try {
    return !new RegExp(pattern, 'u').test(value);
  } catch {
    return false; // A pattern this browser cannot read is not the reader's fault.
  }
}

function stringProblems(value: string, schema: Schema, name: string): string[] {
  const problems: string[] = [];
  const format = formatProblem(value, schema.format);
  if (format) problems.push(`${name} ${format}`);
  if (schema.minLength !== undefined && value.length < schema.minLength)
    problems.push(`${name} must be at least ${schema.minLength} characters long`);
  if (schema.maxLength !== undefined && value.length > schema.maxLength)
    problems.push(`${name} must be at most ${schema.maxLength} characters long`);
  if (schema.pattern && patternProblem(value, schema.pattern))
    problems.push(`${name} does not have the expected form (${schema.pattern})`);
  return problems;
}

function numberProblems(value: number, schema: Schema, name: string): string[] {
  const problems: string[] = [];
  if (schema.minimum !== undefined && value < schema.minimum)
    problems.push(`${name} must be ${schema.minimum} or more`);
  if (schema.maximum !== undefined && value > schema.maximum)
    problems.push(`${name} must be ${schema.maximum} or less`);
  return problems;
}

function arrayProblems(value: unknown[], schema: Schema, name: string, depth: number): string[] {
  if (!schema.items) return [];
  return value.flatMap((item, i) => checkValue(item, schema.items, `${name}[${i}]`, depth + 1));
}

function objectProblems(
  record: Record<string, unknown>,
  schema: Schema,
  name: string,
  depth: number,
): string[] {
  if (!schema.properties) return [];
  const path = (key: string) => (name ? `${name}.${key}` : key);
  const missing = (schema.required ?? [])
    .filter((key) => record[key] === undefined)
    .map((key) => `${path(key)} is required`);
  const nested = Object.entries(schema.properties).flatMap(([key, prop]) =>
    record[key] === undefined ? [] : checkValue(record[key], prop, path(key), depth + 1),
  );
  return [...missing, ...nested];
}

/** Why the value is none of the schema's alternatives, enum values or types; undefined when it may be. */
function shapeProblem(value: unknown, schema: Schema, name: string, depth: number): string | undefined {
  const alternatives = schema.oneOf ?? schema.anyOf;
  if (alternatives?.length && !schema.properties) {
    const fits = alternatives.some((alt) => checkValue(value, alt, name, depth + 1).length === 0);
    return fits ? undefined : `${name} does not match any of the allowed forms`;
  }
  if (
    schema.enum?.length &&
    !schema.enum.some((allowed) => JSON.stringify(allowed) === JSON.stringify(value))
  ) {
    return `${name} must be one of: ${schema.enum.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ')}`;
  }
  const types = typesOf(schema);
  if (types.length && !types.some((type) => matchesType(value, type))) {
    return `${name} must be ${types.map(article).join(' or ')}`;
  }
  return undefined;
}

/** Problems of one value against a schema, each starting with the value's name. */
export function checkValue(value: unknown, schema: Schema | undefined, name: string, depth = 0): string[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const alternatives = schema.oneOf ?? schema.anyOf;
  const shape = shapeProblem(value, schema, name, depth);
  if (shape) return [shape];
  if (alternatives?.length && !schema.properties) return [];
  switch (typeOfValue(value)) {
    case 'string':
      return stringProblems(value as string, schema, name);
    case 'integer':
    case 'number':
      return numberProblems(value as number, schema, name);
    case 'array':
      return arrayProblems(value as unknown[], schema, name, depth);
    case 'object':
      return objectProblems(value as Record<string, unknown>, schema, name, depth);
    default:
      return [];
  }
}

export type Parsed = {value?: unknown; problem?: string};

/** The typed value of a field's text (undefined when left empty), or why it has none. */
export function parseField(field: Field, text: string): Parsed {
  if (text === '') return {};
  switch (field.kind) {
    case 'integer':
      return /^-?\d+$/.test(text.trim())
        ? {value: Number(text.trim())}
        : {problem: `${field.name} must be an integer`};
    case 'number': {
      const n = Number(text.trim());
      return text.trim() !== '' && Number.isFinite(n)
        ? {value: n}
        : {problem: `${field.name} must be a number`};
    }
    case 'boolean':
      return text === 'true' || text === 'false'
        ? {value: text === 'true'}
        : {problem: `${field.name} must be true or false`};
    case 'enum': {
      const allowed = field.schema?.enum ?? [];
      const match = allowed.find((v) => (typeof v === 'string' ? v : JSON.stringify(v)) === text);
      return match === undefined
        ? {problem: `${field.name} must be one of the listed values`}
        : {value: match};
    }
    case 'json':
      try {
        return {value: JSON.parse(text) as unknown};
      } catch {
        return {problem: `${field.name} must be valid JSON`};
      }
    default:
      return {value: text};
  }
}

/** Field key → its problems, for every field that has one. */
export function validateFields(
  fields: Field[],
  values: Values,
  files: Files,
  bodyFromFields: boolean,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (field.place === 'body' && !bodyFromFields) continue;
    if (field.kind === 'file') {
      if (field.required && !files[field.key]) errors[field.key] = `${field.name} is required: choose a file`;
      continue;
    }
    const text = values[field.key] ?? '';
    if (text.trim() === '') {
      if (field.required) errors[field.key] = `${field.name} is required`;
      continue;
    }
    const parsed = parseField(field, text);
    const problems = parsed.problem ? [parsed.problem] : checkValue(parsed.value, field.schema, field.name);
    if (problems.length) errors[field.key] = problems.slice(0, 3).join('; ');
  }
  return errors;
}
