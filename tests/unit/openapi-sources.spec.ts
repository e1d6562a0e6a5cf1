/**
 * The OpenAPI description's sources, one file per service plus a shared root
 * (openapi/README.md): the split script turns a single file into them and the
 * build's bundle gives that file back; a writer's slip in a source fails with
 * the file and line to edit. Each test splits the small fixture description,
 * makes one slip and reads the message.
 */
import {execFile} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse} from 'yaml';
import {bundleOpenApi, writeOpenApiBundle} from '../../src/lib/openapi/build/bundle';
import remarkEndpoint from '../../src/plugins/openapi/remarkEndpoint';
import {lintProblems} from '../support/redoclyLint';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');
const single = path.join(__dirname, 'fixtures', 'openapi-mini.yaml');
const split = path.join(root, 'scripts', 'openapi', 'split.mjs');

/** The fixture split into `dir` by the script. */
async function splitInto(dir: string): Promise<void> {
  await run(process.execPath, [split, single, dir], {cwd: root});
}

// The fixture split once per worker; each test edits its own copy.
let splitOnce: string;
test.beforeAll(async () => {
  splitOnce = mkdtempSync(path.join(tmpdir(), 'openapi-sources-'));
  await splitInto(splitOnce);
});
test.afterAll(() => rmSync(splitOnce, {recursive: true, force: true}));

/** A copy of the split fixture in this test's output folder, relative to the site, with `edit` applied. */
function sourcesWith(edit?: {file: string; from: string | RegExp; to: string}): string {
  const dir = path.relative(root, test.info().outputPath('openapi'));
  cpSync(splitOnce, path.join(root, dir), {recursive: true});
  if (edit) {
    const file = path.join(root, dir, edit.file);
    const text = readFileSync(file, 'utf8');
    const changed = text.replace(edit.from, edit.to);
    if (changed === text) throw new Error(`the slip was not made in ${edit.file}`);
    writeFileSync(file, changed);
  }
  return dir;
}

test('the split script is deterministic and the bundle of its files equals the single file', async () => {
  const first = splitOnce;
  const second = test.info().outputPath('second');
  await splitInto(second);
  for (const file of ['openapi.yaml', 'services/items.yaml', 'services/tokens.yaml']) {
    expect(readFileSync(path.join(second, file), 'utf8'), file).toBe(
      readFileSync(path.join(first, file), 'utf8'),
    );
  }
  const {doc, text} = await bundleOpenApi(path.join(first, 'openapi.yaml'));
  const original = parse(readFileSync(single, 'utf8')) as Record<string, Record<string, unknown>>;
  expect(doc).toEqual(original);
  expect(Object.keys(doc.paths as object)).toEqual(Object.keys(original.paths));
  // The served text reads back as the same description.
  expect(parse(text)).toEqual(original);
});

test('bad YAML in a service file names the file, line and column', async () => {
  const dir = sourcesWith({file: 'services/items.yaml', from: 'tags: [Items]', to: 'tags: [Items'});
  await expect(bundleOpenApi(path.join(root, dir, 'openapi.yaml'))).rejects.toThrow(
    new RegExp(`${dir}/services/items\\.yaml:\\d+:\\d+: .*flow collection`.replaceAll('/', '[\\\\/]')),
  );
});

test('bad YAML in the shared file names it, with line and column', async () => {
  const dir = sourcesWith({file: 'openapi.yaml', from: /^info: .*$/m, to: 'info: {title: Test API'});
  await expect(bundleOpenApi(path.join(root, dir, 'openapi.yaml'))).rejects.toThrow(
    new RegExp(`${dir}/openapi\\.yaml:\\d+:\\d+: not valid YAML`.replaceAll('/', '[\\\\/]')),
  );
});

test('a path that points to nothing names the line of its $ref', async () => {
  const dir = sourcesWith({
    file: 'openapi.yaml',
    from: '~1api~1token~1mint',
    to: '~1api~1token~1mintt',
  });
  const refLine = readFileSync(path.join(root, dir, 'openapi.yaml'), 'utf8')
    .split('\n')
    .indexOf("    $ref: 'services/tokens.yaml#/~1api~1token~1mintt'");
  await expect(bundleOpenApi(path.join(root, dir, 'openapi.yaml'))).rejects.toThrow(
    new RegExp(`${dir}/openapi\\.yaml:${refLine + 1}:\\d+: Can't resolve \\$ref`.replaceAll('/', '[\\\\/]')),
  );
});

/** Runs the remark step on a page placing `operation`, reading the bundle of the sources in `dir`. */
async function placeEndpoint(dir: string, operation: string) {
  const bundlePath = test.info().outputPath('bundle', 'openapi.yaml');
  await writeOpenApiBundle(path.join(root, dir, 'openapi.yaml'), bundlePath);
  const sourcePath = path.join(dir, 'openapi.yaml');
  const processor = unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkEndpoint, {specPath: bundlePath, sourcePath});
  const file = {
    value: `Intro.\n\n<Endpoint operation="${operation}" />\n`,
    path: path.join(root, 'docs', 'page.mdx'),
  };
  return processor.run(processor.parse(file), file);
}

test('an unknown operation names the page and line, suggests the id and says where ids live', async () => {
  const dir = sourcesWith();
  await expect(placeEndpoint(dir, 'listTransfer')).rejects.toThrow(
    /Unknown OpenAPI operation "listTransfer" in <Endpoint> at docs[\\/]page\.mdx:3: .*Did you mean "listTransfers"\? The ids are the operationId fields of .*openapi\.yaml and the files it points to\./,
  );
});

test('an operation without an example response names its source file and the line of its responses', async () => {
  const dir = sourcesWith();
  const lines = readFileSync(path.join(root, dir, 'services', 'items.yaml'), 'utf8').split('\n');
  const responses = lines.findIndex(
    (line, i) => i > lines.indexOf('    operationId: archiveItem') && /^ {4}responses:/.test(line),
  );
  await expect(placeEndpoint(dir, 'archiveItem')).rejects.toThrow(
    new RegExp(
      `<Endpoint operation="archiveItem"> at docs[\\\\/]page\\.mdx:3: the operation has no example response, .*` +
        `Add an example to one of its responses at ${dir}/services/items\\.yaml:${responses + 1}\\.`.replaceAll(
          '/',
          '[\\\\/]',
        ),
    ),
  );
});

test('a lint problem names the source file, line and column', async () => {
  test.setTimeout(60_000);
  const dir = sourcesWith({
    file: 'services/items.yaml',
    from: /^ {4}summary: List transfers\n/m,
    to: '',
  });
  const get = readFileSync(path.join(root, dir, 'services', 'items.yaml'), 'utf8')
    .split('\n')
    .indexOf('  get:');
  const problems = await lintProblems(path.join(root, dir), [
    'openapi.yaml',
    '--config',
    path.join(root, 'redocly.yaml'),
  ]);
  expect(problems).toContain(
    `services/items.yaml:${get + 1}:3 error operation-summary: Operation object should contain \`summary\` field.`,
  );
});
