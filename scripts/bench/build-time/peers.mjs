// The peers the site's build is measured against: a stock Docusaurus classic
// site and an Astro Starlight site, each holding the site's own pages as plain
// Markdown (the Markdown twins of the last `npm run build`), so every build
// turns the same words into the same number of pages.
//
// Both live in `.cache/build-bench/` (ignored). The stock site resolves the
// Docusaurus packages the project has installed; Starlight is installed there
// on first use with pinned versions, together with the Node 22 that Astro
// needs (the `node` package), so it is never a dependency of the site.
import {execFileSync} from 'node:child_process';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, readdir, readFile, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

const starlightPackages = {astro: '7.3.5', '@astrojs/starlight': '0.42.4', node: '22.23.3'};

/** The twins of the build as pages: `{slug, title, body}`, the home page's slug ''. */
export async function twinPages(root) {
  const buildDir = path.join(root, 'build');
  if (!existsSync(path.join(buildDir, 'index.md'))) {
    throw new Error('no build/index.md: run `npm run build` first (the peers build its Markdown twins)');
  }
  const pages = [];
  for (const file of await readdir(buildDir, {recursive: true})) {
    if (!file.endsWith('.md') || file.startsWith('search-index')) continue;
    const markdown = await readFile(path.join(buildDir, file), 'utf8');
    const [, title = file, body = markdown] = markdown.match(/^# (.+)\n([\s\S]*)$/) ?? [];
    const slug = file.replace(/\.md$/, '').replace(/^index$/, '');
    pages.push({slug, title, body});
  }
  return pages.sort((a, b) => a.slug.localeCompare(b.slug));
}

const frontMatter = (fields) =>
  `---\n${Object.entries(fields)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join('\n')}\n---\n\n`;

async function writeFiles(dir, files) {
  await rm(dir, {recursive: true, force: true});
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), {recursive: true});
    await writeFile(path.join(dir, file), content);
  }
}

/** A stock Docusaurus classic site (no Faster, stock theme) with the pages; returns its build command. */
export async function stockDocusaurus(root, pages) {
  const dir = path.join(root, '.cache/build-bench/docusaurus');
  const config = {
    title: 'Reference',
    url: 'http://127.0.0.1',
    baseUrl: '/',
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'ignore',
    markdown: {format: 'detect', hooks: {onBrokenMarkdownLinks: 'ignore'}},
    presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
  };
  const files = {'docusaurus.config.js': `module.exports = ${JSON.stringify(config, null, 2)};\n`};
  for (const {slug, title, body} of pages) {
    files[`docs/${slug || 'index'}.md`] = frontMatter({title, ...(slug ? {} : {slug: '/'})}) + body;
  }
  await writeFiles(dir, files);
  return {
    dir,
    clean: ['build', '.docusaurus', 'node_modules'],
    command: [process.execPath, path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
  };
}

/** A Starlight site with the pages (Pagefind search included, as Starlight ships it); returns its build command. */
export async function starlight(root, pages) {
  const home = path.join(root, '.cache/build-bench/starlight');
  await installStarlight(home);
  const dir = path.join(home, 'site');
  const files = {
    'astro.config.mjs': `import {defineConfig} from 'astro/config';
import starlight from '@astrojs/starlight';
export default defineConfig({integrations: [starlight({title: 'Reference'})]});
`,
    'src/content.config.mjs': `import {defineCollection} from 'astro:content';
import {docsLoader} from '@astrojs/starlight/loaders';
import {docsSchema} from '@astrojs/starlight/schema';
export const collections = {docs: defineCollection({loader: docsLoader(), schema: docsSchema()})};
`,
  };
  for (const {slug, title, body} of pages) {
    files[`src/content/docs/${slug || 'index'}.md`] = frontMatter({title}) + body;
  }
  await writeFiles(dir, files);
  const node = path.join(home, 'node_modules/node/bin/node');
  return {
    dir,
    clean: ['dist', '.astro', 'node_modules/.astro'],
    command: [node, path.join(home, 'node_modules/astro/bin/astro.mjs'), 'build'],
  };
}

async function installStarlight(home) {
  const manifest = {private: true, type: 'module', dependencies: starlightPackages};
  const done = path.join(home, 'installed.json');
  if (existsSync(done) && readFileSync(done, 'utf8') === JSON.stringify(manifest)) return;
  console.log(
    `Installing Starlight ${starlightPackages['@astrojs/starlight']} and Node ${starlightPackages.node} (once)…`,
  );
  await mkdir(home, {recursive: true});
  await writeFile(path.join(home, 'package.json'), JSON.stringify(manifest));
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', '--engine-strict=false'], {
    cwd: home,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await writeFile(done, JSON.stringify(manifest));
}
