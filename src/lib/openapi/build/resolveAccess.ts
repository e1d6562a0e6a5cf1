/** Where an operation is called (its servers, Testnet first) and the headers its security requires. */
import type {SecurityHeader, Server} from '../types';
import {asString, isRecord, resolveRef, type Json} from './json';

/** A short server name: `x-name`, else the description up to its first colon or full stop. */
function serverName(server: Json): string | undefined {
  const explicit = asString(server['x-name']);
  if (explicit) return explicit;
  const description = asString(server.description);
  const head = description?.split(/[:.;(]|\s[-–—]\s/)[0]?.trim();
  return head && head.length <= 24 ? head : description;
}

export function resolveServers(doc: Json, pathItem: Json, operation: Json): Server[] {
  const raw = [operation.servers, pathItem.servers, doc.servers].find(
    (s) => Array.isArray(s) && s.length > 0,
  );
  const servers: Server[] = [];
  for (const entry of Array.isArray(raw) ? raw : []) {
    if (!isRecord(entry) || typeof entry.url !== 'string') continue;
    let url = entry.url;
    if (isRecord(entry.variables)) {
      for (const [key, variable] of Object.entries(entry.variables)) {
        if (isRecord(variable)) url = url.replaceAll(`{${key}}`, String(variable.default ?? ''));
      }
    }
    servers.push({name: serverName(entry) ?? url, url: url.replace(/\/+$/, '')});
  }
  // Testnet first: it is where readers try things out.
  const testnet = servers.findIndex((s) => /testnet/i.test(s.name) || /testnet/i.test(s.url));
  if (testnet > 0) servers.unshift(...servers.splice(testnet, 1));
  return servers;
}

export function resolveSecurity(doc: Json, operation: Json): SecurityHeader[] {
  const requirements = Array.isArray(operation.security) ? operation.security : doc.security;
  const first: unknown = Array.isArray(requirements) ? requirements[0] : undefined;
  if (!isRecord(first)) return [];
  const components = isRecord(doc.components) ? doc.components : {};
  const schemes = isRecord(components.securitySchemes) ? components.securitySchemes : {};
  const headers: SecurityHeader[] = [];
  for (const schemeName of Object.keys(first)) {
    const scheme = resolveRef(doc, schemes[schemeName]);
    if (!isRecord(scheme))
      throw new Error(`Unknown security scheme "${schemeName}" in the OpenAPI description.`);
    const description = asString(scheme.description);
    if (scheme.type === 'apiKey' && scheme.in === 'header' && typeof scheme.name === 'string') {
      headers.push({name: scheme.name, value: `<${scheme.name}>`, description});
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'bearer') {
      headers.push({name: 'Authorization', value: 'Bearer <access_token>', description});
    } else if (scheme.type === 'http' && String(scheme.scheme).toLowerCase() === 'basic') {
      headers.push({name: 'Authorization', value: 'Basic <credentials>', description});
    }
  }
  return headers;
}
