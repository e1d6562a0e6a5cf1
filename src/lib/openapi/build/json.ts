/** Reading parsed YAML/JSON safely, and following the description's local `$ref`s. */
export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** Follows one local `$ref` (`#/components/...`), merging sibling keywords over the target. */
export function resolveRef(doc: Json, node: unknown, seen: readonly string[] = []): unknown {
  if (!isRecord(node) || typeof node.$ref !== 'string') return node;
  const ref = node.$ref;
  if (!ref.startsWith('#/')) {
    throw new Error(`Only local $refs are supported in the OpenAPI description, found "${ref}".`);
  }
  if (seen.includes(ref)) {
    throw new Error(`Circular $ref "${ref}" in the OpenAPI description.`);
  }
  let target: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    target = isRecord(target) || Array.isArray(target) ? (target as Json)[key] : undefined;
    if (target === undefined) throw new Error(`Unresolvable $ref "${ref}" in the OpenAPI description.`);
  }
  const {$ref: _ignored, ...siblings} = node;
  const resolved = resolveRef(doc, target, [...seen, ref]);
  return isRecord(resolved) ? {...resolved, ...siblings} : resolved;
}
