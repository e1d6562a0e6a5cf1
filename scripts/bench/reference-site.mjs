// The Lighthouse benchmark's yardstick: a stock Docusaurus classic site, built
// from the Docusaurus packages this project has installed, whose one page holds
// the same words as the site's token-service page (its Markdown twin). Run in
// the same session as the site's pages, it turns figures that depend on how
// busy the machine is into ratios that do not.
import {precompress} from '../precompress/index.mjs';
import {spawn} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import {mkdir, rm, writeFile} from 'node:fs/promises';
import path from 'node:path';

/** The site's page whose words the reference page carries; it is the reference site's home page. */
export const referenceSource = '/services/token/token-service';

/**
 * The reference site's files: the classic preset with its defaults (no
 * Docusaurus Faster, stock theme), the colour-mode settings of the site, and
 * the page as plain Markdown. Links of the twin point at the site, so broken
 * links are not the reference's business.
 */
export function referenceFiles(markdown) {
  const config = {
    title: 'Reference',
    url: 'http://127.0.0.1',
    baseUrl: '/',
    trailingSlash: false,
    onBrokenLinks: 'ignore',
    onBrokenAnchors: 'ignore',
    markdown: {hooks: {onBrokenMarkdownLinks: 'ignore'}},
    presets: [['classic', {docs: {routeBasePath: '/'}, blog: false}]],
    themeConfig: {colorMode: {defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false}},
  };
  return {
    'docusaurus.config.js': `module.exports = ${JSON.stringify(config, null, 2)};\n`,
    'docs/reference.md': `---\nslug: /\ndescription: A long page of a stock Docusaurus site.\n---\n\n${markdown}`,
  };
}

function run(command, args, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'ignore', 'pipe']});
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} ${args.join(' ')} failed:\n${stderr.slice(-2000)}`)),
    );
  });
}

/**
 * Builds the reference site (once per Docusaurus version and page content)
 * under node_modules/.cache, where it resolves the project's packages, and
 * returns its build directory.
 */
export async function buildReferenceSite(root, log = console.log) {
  const twin = path.join(root, 'build', `${referenceSource}.md`);
  if (!existsSync(twin)) throw new Error(`no ${path.relative(root, twin)}: run \`npm run build\` first`);
  const files = referenceFiles(readFileSync(twin, 'utf8'));
  const version = JSON.parse(
    readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8'),
  ).version;
  const key = createHash('sha256').update(version).update(JSON.stringify(files)).digest('hex').slice(0, 12);
  const siteDir = path.join(root, 'node_modules/.cache/lighthouse-reference', key);
  const buildDir = path.join(siteDir, 'build');
  if (!existsSync(path.join(buildDir, 'index.html'))) await buildOnce(root, siteDir, files, version, log);
  // Served as the site is (brotli_static): with the Brotli copies, or uncompressed.
  // Once per cached build, like the build itself.
  if (!existsSync(path.join(buildDir, 'index.html.br'))) await precompress(buildDir);
  return buildDir;
}

async function buildOnce(root, siteDir, files, version, log) {
  log(`Building the reference site (stock Docusaurus ${version}, once)…`);
  await rm(path.dirname(siteDir), {recursive: true, force: true});
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(siteDir, file)), {recursive: true});
    await writeFile(path.join(siteDir, file), content);
  }
  await run(
    process.execPath,
    [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
    siteDir,
  );
}
