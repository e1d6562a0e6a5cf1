/**
 * Where a callback goes, in words a reader understands. The API description
 * names the target with an OpenAPI runtime expression
 * (`{$request.body#/callback_url}`); readers see "your `callback_url`"
 * instead, on the endpoint section, in the Markdown twins and in the MCP
 * server's answers. Pure: runs in the browser and at build time.
 */

const BODY_FIELD = /^\{\$request\.body#\/([^}/]+)\}$/;

/** The request-body field that holds the callback URL (`callback_url`), when the expression names one. */
export function callbackUrlField(expression: string): string | undefined {
  return BODY_FIELD.exec(expression)?.[1];
}

/** The target as inline Markdown: "your `callback_url`", or the expression in code when it names no body field. */
export function callbackTargetMarkdown(expression: string): string {
  const field = callbackUrlField(expression);
  return field ? `your \`${field}\`` : `\`${expression}\``;
}
