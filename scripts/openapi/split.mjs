// Splits one OpenAPI description (a single YAML file) into the per-service
// sources the build bundles: `<out>/openapi.yaml` keeps everything shared
// (info, servers, security, tags, components) and lists every path with a
// $ref into `<out>/services/<service>.yaml`, which holds the path items of
// the operations tagged with that service. The text of each path item is
// moved as it is (comments, quoting and line breaks kept), two spaces less
// indented, its local $refs pointed back at the shared file. Deterministic:
// the same input always gives the same files, so it can be rerun after
// merging edits made to the single file. Last, it bundles the files it wrote
// with Redocly's bundler, as the build does, and fails unless the result
// equals the input (same paths in the same order, same operations, schemas,
// examples and everything else). See README.md in this folder.
//
// Usage: node scripts/openapi/split.mjs [input=static/openapi.yaml] [out=openapi]
import {mkdir, readFile, readdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {isDeepStrictEqual} from 'node:util';
import {bundle, createConfig} from '@redocly/openapi-core';
import {isMap, isScalar, LineCounter, parseDocument} from 'yaml';

const [input = 'static/openapi.yaml', outDir = 'openapi'] = process.argv.slice(2);
const METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** `Token Management` -> `token-management`, the service file's name. */
function serviceSlug(tag) {
  return tag
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A JSON pointer segment: `/api/x/{id}` -> `~1api~1x~1{id}`. */
function pointerSegment(key) {
  return key.replaceAll('~', '~0').replaceAll('/', '~1');
}

function fail(message) {
  console.error(`split: ${message}`);
  process.exit(1);
}

const text = await readFile(input, 'utf8').catch(() =>
  fail(
    `${input} cannot be read: give the single-file description to split (see README.md in scripts/openapi).`,
  ),
);
const lineCounter = new LineCounter();
const doc = parseDocument(text, {lineCounter, keepSourceTokens: false});
if (doc.errors.length) fail(`${input} is not valid YAML: ${doc.errors[0].message}`);
if (!isMap(doc.contents)) fail(`${input} is not a YAML mapping.`);
const top = doc.contents.items;
const pathsIndex = top.findIndex((pair) => isScalar(pair.key) && pair.key.value === 'paths');
if (pathsIndex < 0 || !isMap(top[pathsIndex].value)) fail(`${input} has no paths.`);
const tagOrder = (doc.toJS().tags ?? []).map((t) => t.name);

const lines = text.split('\n');
/** 0-based line of a character offset. */
const lineOf = (offset) => lineCounter.linePos(offset).line - 1;

// Each path item runs from its key's line to the line before the next path's
// key; the last one to the line before the next top-level key.
const pathPairs = top[pathsIndex].value.items;
const endOfPaths = pathsIndex + 1 < top.length ? lineOf(top[pathsIndex + 1].key.range[0]) : lines.length;
const services = new Map(); // tag -> [{key, block}]
const index = [];
for (const [i, pair] of pathPairs.entries()) {
  const key = String(pair.key.value);
  const start = lineOf(pair.key.range[0]);
  const end = i + 1 < pathPairs.length ? lineOf(pathPairs[i + 1].key.range[0]) : endOfPaths;
  const item = pair.value.toJSON();
  const tags = new Set(
    Object.entries(item)
      .filter(([method]) => METHODS.has(method))
      .flatMap(([, op]) => op.tags ?? []),
  );
  if (tags.size !== 1) {
    fail(`${input}:${start + 1}: the operations of ${key} should carry one service tag, not [${[...tags]}].`);
  }
  const [tag] = tags;
  if (!tagOrder.includes(tag))
    fail(`${input}:${start + 1}: ${key} is tagged ${tag}, which the tags list lacks.`);
  const block = lines
    .slice(start, end)
    .map((line) => (line.startsWith('  ') ? line.slice(2) : line))
    .map((line) => line.replace(/(\$ref:\s*['"]?)#\//, '$1../openapi.yaml#/'))
    .join('\n')
    .trimEnd();
  if (!services.has(tag)) services.set(tag, []);
  services.get(tag).push({key, block});
  index.push({key, file: `services/${serviceSlug(tag)}.yaml`});
}

const header = (tag) =>
  [
    `# ${tag}: the path items of the operations tagged "${tag}".`,
    '# openapi.yaml beside this folder lists each path and holds the shared parts.',
  ].join('\n');
const shared = [
  '# The shared part of the OpenAPI description (info, servers, security, tags, components) and',
  '# the list of its paths, each kept in the file of its service under services/. The build',
  '# bundles them into the one file that readers and tools get.',
  ...lines.slice(0, lineOf(top[pathsIndex].key.range[0])),
  '# One entry per path; the path item is in the file of its service (services/).',
  'paths:',
  ...index.map(({key, file}) => `  ${key}:\n    $ref: '${file}#/${pointerSegment(key)}'`),
  ...lines.slice(endOfPaths),
].join('\n');

await rm(path.join(outDir, 'services'), {recursive: true, force: true});
await mkdir(path.join(outDir, 'services'), {recursive: true});
await writeFile(path.join(outDir, 'openapi.yaml'), shared.endsWith('\n') ? shared : `${shared}\n`);
for (const tag of tagOrder.filter((t) => services.has(t))) {
  const body = services
    .get(tag)
    .map(({block}) => block)
    .join('\n');
  await writeFile(path.join(outDir, 'services', `${serviceSlug(tag)}.yaml`), `${header(tag)}\n${body}\n`);
}
const written = await readdir(path.join(outDir, 'services'));
console.log(
  `split: ${pathPairs.length} paths of ${input} into ${outDir}/openapi.yaml and ${written.length} files in ${outDir}/services`,
);

const bundled = await bundle({ref: path.join(outDir, 'openapi.yaml'), config: await createConfig({})});
const errors = bundled.problems.filter((p) => p.severity === 'error').map((p) => p.message);
if (errors.length) fail(`the bundle of ${outDir} has errors:\n${errors.join('\n')}`);
const original = doc.toJS({maxAliasCount: -1});
const result = bundled.bundle.parsed;
const samePaths = isDeepStrictEqual(Object.keys(original.paths), Object.keys(result.paths));
const sameTop = isDeepStrictEqual(Object.keys(original), Object.keys(result));
if (!samePaths || !sameTop || !isDeepStrictEqual(original, result)) {
  const differ = Object.keys({...original, ...result}).filter(
    (k) => !isDeepStrictEqual(original[k], result[k]),
  );
  fail(`the bundle of ${outDir} differs from ${input} in: ${differ.join(', ') || 'the order of keys'}`);
}
console.log(`split: the bundle of ${outDir} equals ${input} (${pathPairs.length} paths, deep-equal)`);
