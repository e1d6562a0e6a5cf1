/**
 * The MCP server as an npm package tarball: the bundle, the bin that starts
 * it (mcp/package/bin.cjs), a README, and a package.json whose dependencies
 * are the packages the bundle leaves outside, pinned to the versions the site
 * was built and tested with. `npm pack` makes the tarball, as npm publishes
 * one, from a folder holding only those four files.
 */
import {execFile} from 'node:child_process';
import {copyFile, mkdir, mkdtemp, readFile, rm, writeFile} from 'node:fs/promises';
import {isBuiltin} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {promisify} from 'node:util';

export type PackageInput = {
  siteDir: string;
  bundleFile: string;
  externals: string[];
  name: string;
  version: string;
  /** What the server answers from when started without --site or --build. */
  site: string;
  /** The page that tells readers how to add the server. */
  homepage: string;
  /** The address the tarball is published at. */
  url: string;
  outFile: string;
};

/** `@scope/name/sub/path.js` → `@scope/name`, `yaml` → `yaml`. */
export function packageOf(request: string): string {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

type Manifest = {version: string; dependencies?: Record<string, string>};

const readManifest = async (file: string): Promise<Manifest> => JSON.parse(await readFile(file, 'utf8'));

/**
 * The packages the bundle requires, each at the version installed. Each must be
 * among the site's dependencies: a devDependency is not what the site runs on.
 */
export async function runtimeDependencies(
  siteDir: string,
  externals: string[],
): Promise<Record<string, string>> {
  const site = await readManifest(path.join(siteDir, 'package.json'));
  const names = [...new Set(externals.filter((request) => !isBuiltin(request)).map(packageOf))].sort();
  const versions = await Promise.all(
    names.map(async (name) => {
      if (!site.dependencies?.[name]) {
        throw new Error(
          `The MCP server's bundle requires "${name}", which is not among the dependencies in package.json: ` +
            'add it there, since the published package installs only runtime dependencies.',
        );
      }
      return (await readManifest(path.join(siteDir, 'node_modules', name, 'package.json'))).version;
    }),
  );
  return Object.fromEntries(names.map((name, i) => [name, versions[i]!]));
}

function readme(input: PackageInput): string {
  return [
    `# ${input.name}`,
    '',
    `The documentation at ${input.site} as a Model Context Protocol server for AI assistants, over stdio:`,
    "the site's search, its pages as Markdown, the REST API's operations with request samples, and a mock of",
    'every call that needs no key. Node.js 20 or later:',
    '',
    '```bash',
    `npx -y ${input.url} --site ${input.site}`,
    '```',
    '',
    `How to add it to an assistant, or to reach the hosted server instead: ${input.homepage}.`,
    '',
  ].join('\n');
}

const run = promisify(execFile);

/** Writes the tarball to `outFile`; returns npm's account of it (size, files). */
export async function writePackage(input: PackageInput) {
  const manifest = {
    name: input.name,
    version: input.version,
    description: `The documentation at ${input.site} as an MCP server for AI assistants, over stdio`,
    homepage: input.homepage,
    bin: {[input.name]: 'bin.cjs'},
    engines: {node: '>=20'},
    config: {site: input.site},
    dependencies: await runtimeDependencies(input.siteDir, input.externals),
  };
  const stage = await mkdtemp(path.join(os.tmpdir(), `${input.name}-`));
  const folder = path.join(stage, 'package');
  try {
    await mkdir(folder);
    await Promise.all([
      copyFile(input.bundleFile, path.join(folder, 'server.cjs')),
      copyFile(path.join(input.siteDir, 'mcp', 'package', 'bin.cjs'), path.join(folder, 'bin.cjs')),
      writeFile(path.join(folder, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`),
      writeFile(path.join(folder, 'README.md'), readme(input)),
    ]);
    const {stdout} = await run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', stage], {
      cwd: folder,
    });
    const [packed] = JSON.parse(stdout) as {filename: string; size: number; unpackedSize: number}[];
    await mkdir(path.dirname(input.outFile), {recursive: true});
    await copyFile(path.join(stage, packed!.filename), input.outFile);
    return packed!;
  } finally {
    await rm(stage, {recursive: true, force: true});
  }
}
