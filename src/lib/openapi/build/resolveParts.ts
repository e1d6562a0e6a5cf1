/** The parts of one operation: parameters, request body, responses and callbacks, resolved. */
import {sampleFromSchema} from '../schema';
import type {CallbackInfo, NamedExample, Parameter, RequestBody, ResponseInfo, Schema} from '../types';
import {asString, isRecord, resolveRef, type Json} from './json';
import {HTTP_METHODS} from './methods';
import {resolveSchema} from './resolveSchema';

/** Body media types in order of preference when an operation offers several. */
const PREFERRED_MEDIA = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'];

/** `example`, or the entries of an `examples` map (each maybe a `$ref`). */
function mediaExamples(doc: Json, media: Json): NamedExample[] {
  if (media.example !== undefined) return [{value: media.example}];
  if (isRecord(media.examples)) {
    const list: NamedExample[] = [];
    for (const [name, raw] of Object.entries(media.examples)) {
      const example = resolveRef(doc, raw);
      if (!isRecord(example) || example.value === undefined) continue;
      list.push({
        name,
        summary: asString(example.summary) ?? asString(example.description),
        value: example.value,
      });
    }
    if (list.length) return list;
  }
  return [];
}

function pickMedia(content: unknown): [string, Json] | undefined {
  if (!isRecord(content)) return undefined;
  const types = Object.keys(content);
  const chosen = PREFERRED_MEDIA.find((t) => types.includes(t)) ?? types[0];
  const media = chosen === undefined ? undefined : content[chosen];
  return chosen !== undefined && isRecord(media) ? [chosen, media] : undefined;
}

/** Examples of a media type, or one generated from its schema. */
function examplesOrSample(doc: Json, media: Json, schema: Schema | undefined): NamedExample[] {
  const examples = mediaExamples(doc, media);
  if (examples.length || !schema) return examples;
  return [{value: sampleFromSchema(schema)}];
}

const PARAMETER_PLACES = ['path', 'query', 'header', 'cookie'] as const;
type ParameterPlace = (typeof PARAMETER_PLACES)[number];

/** The parameter's example: its own, the first of its `examples` map, else its schema's. */
function parameterExample(doc: Json, param: Json, schema: Schema | undefined): unknown {
  if (param.example !== undefined) return param.example;
  if (isRecord(param.examples)) {
    const first = resolveRef(doc, Object.values(param.examples)[0]);
    if (isRecord(first) && first.value !== undefined) return first.value;
  }
  return schema?.example ?? schema?.examples?.[0];
}

/** One parameter, or undefined when it has no name or no known place. */
function resolveParameter(doc: Json, raw: unknown): Parameter | undefined {
  const param = resolveRef(doc, raw);
  if (!isRecord(param) || typeof param.name !== 'string') return undefined;
  const location = param.in as ParameterPlace;
  if (!PARAMETER_PLACES.includes(location)) return undefined;
  const schema = param.schema === undefined ? undefined : resolveSchema(doc, param.schema);
  return {
    name: param.name,
    in: location,
    required: location === 'path' || param.required === true,
    description: asString(param.description),
    deprecated: param.deprecated === true ? true : undefined,
    schema,
    example: parameterExample(doc, param, schema),
  };
}

/** The path item's parameters and the operation's, which replace those of the same name and place. */
export function resolveParameters(doc: Json, pathItem: Json, operation: Json): Parameter[] {
  const byKey = new Map<string, Parameter>();
  for (const list of [pathItem.parameters, operation.parameters]) {
    if (!Array.isArray(list)) continue;
    for (const raw of list) {
      const param = resolveParameter(doc, raw);
      if (param) byKey.set(`${param.in}:${param.name}`, param);
    }
  }
  return [...byKey.values()];
}

export function resolveRequestBody(doc: Json, operation: Json): RequestBody | undefined {
  const body = resolveRef(doc, operation.requestBody);
  if (!isRecord(body)) return undefined;
  const picked = pickMedia(body.content);
  if (!picked) return undefined;
  const [contentType, media] = picked;
  const schema = media.schema === undefined ? undefined : resolveSchema(doc, media.schema);
  return {
    contentType,
    required: body.required === true,
    description: asString(body.description),
    schema,
    examples: examplesOrSample(doc, media, schema),
  };
}

export function resolveResponses(doc: Json, operation: Json): ResponseInfo[] {
  if (!isRecord(operation.responses)) return [];
  return Object.entries(operation.responses).map(([status, raw]) => {
    const response = resolveRef(doc, raw);
    const info: ResponseInfo = {
      status,
      description: isRecord(response) ? (asString(response.description) ?? '') : '',
      examples: [],
    };
    const picked = isRecord(response) ? pickMedia(response.content) : undefined;
    if (picked) {
      const [contentType, media] = picked;
      info.contentType = contentType;
      info.examples = examplesOrSample(
        doc,
        media,
        media.schema === undefined ? undefined : resolveSchema(doc, media.schema),
      );
    }
    return info;
  });
}

export function resolveCallbacks(doc: Json, operation: Json): CallbackInfo[] {
  if (!isRecord(operation.callbacks)) return [];
  const list: CallbackInfo[] = [];
  for (const [name, raw] of Object.entries(operation.callbacks)) {
    const callback = resolveRef(doc, raw);
    if (!isRecord(callback)) continue;
    for (const [expression, rawItem] of Object.entries(callback)) {
      const pathItem = resolveRef(doc, rawItem);
      if (!isRecord(pathItem)) continue;
      for (const method of HTTP_METHODS) {
        const op = pathItem[method];
        if (!isRecord(op)) continue;
        const body = resolveRequestBody(doc, op);
        list.push({
          name,
          expression,
          method,
          summary: asString(op.summary),
          description: asString(op.description),
          contentType: body?.contentType,
          examples: body?.examples ?? [],
        });
      }
    }
  }
  return list;
}
