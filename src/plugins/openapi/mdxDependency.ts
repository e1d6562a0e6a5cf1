/**
 * Makes every MDX page depend on the OpenAPI description, so that a change to
 * it recompiles the pages whose `<Endpoint>`s embed its data, in
 * `docusaurus start` and with the persistent build cache alike.
 */
type LoaderItem = {loader?: unknown; options?: unknown};
type Rule = {use?: unknown; oneOf?: unknown; rules?: unknown};

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Adds `file` to the `dependencies` option of every mdx-loader use; returns how many. */
export function addMdxDependency(rules: unknown, file: string): number {
  if (!Array.isArray(rules)) return 0;
  let count = 0;
  for (const rule of rules as Rule[]) {
    if (!isObject(rule)) continue;
    count += addMdxDependency(rule.oneOf, file) + addMdxDependency(rule.rules, file);
    for (const item of Array.isArray(rule.use) ? (rule.use as LoaderItem[]) : []) {
      if (!isObject(item) || typeof item.loader !== 'string' || !item.loader.includes('mdx-loader')) continue;
      if (!isObject(item.options)) continue;
      const options = item.options as {dependencies?: string[]};
      options.dependencies ??= [];
      if (!options.dependencies.includes(file)) options.dependencies.push(file);
      count += 1;
    }
  }
  return count;
}
