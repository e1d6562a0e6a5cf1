/**
 * The shape of one operation after it has been picked out of the OpenAPI
 * description and every `$ref` it uses has been resolved. The remark plugin
 * embeds this (as JSON) in each `<Endpoint>`; the component and the Markdown
 * twin writer read it. Plain data only: it must survive JSON.stringify.
 */

/** A JSON Schema subset: only the keywords the renderers read are kept. */
export type Schema = {
  type?: string | string[];
  format?: string;
  title?: string;
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  additionalProperties?: boolean | Schema;
  contentMediaType?: string;
  contentEncoding?: string;
  deprecated?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};

export type NamedExample = {
  /** Key in an `examples` map, when the example came from one. */
  name?: string;
  summary?: string;
  value: unknown;
};

export type Parameter = {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  description?: string;
  deprecated?: boolean;
  schema?: Schema;
  example?: unknown;
};

export type Server = {
  /** Short name shown to readers, e.g. "Testnet". */
  name: string;
  url: string;
};

/** A header every call must send because of the security requirement. */
export type SecurityHeader = {
  name: string;
  /** Placeholder value used in samples, e.g. `<client_id>`. */
  value: string;
  description?: string;
};

export type RequestBody = {
  contentType: string;
  required: boolean;
  description?: string;
  schema?: Schema;
  examples: NamedExample[];
};

export type ResponseInfo = {
  status: string;
  description: string;
  contentType?: string;
  examples: NamedExample[];
};

export type CallbackInfo = {
  /** Key of the callback in the operation, e.g. `transactionResult`. */
  name: string;
  /** Runtime expression of the target URL, e.g. `{$request.body#/callback_url}`. */
  expression: string;
  method: string;
  summary?: string;
  description?: string;
  contentType?: string;
  examples: NamedExample[];
};

export type ResolvedOperation = {
  operationId: string;
  /** Lower-case HTTP method. */
  method: string;
  path: string;
  summary?: string;
  description?: string;
  deprecated?: boolean;
  /** The first server is the default one used by the samples. */
  servers: Server[];
  security: SecurityHeader[];
  parameters: Parameter[];
  requestBody?: RequestBody;
  responses: ResponseInfo[];
  callbacks: CallbackInfo[];
};

/** A row of a flattened schema table (`a.b`, `items[].c`). */
export type FieldRow = {
  name: string;
  type: string;
  required: boolean;
  description?: string;
  enum?: string[];
  defaultValue?: string;
  deprecated?: boolean;
};
