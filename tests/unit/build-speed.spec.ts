import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createStyleLoadersFactory} from '@docusaurus/bundler';
import buildSpeedPlugin from '../../src/plugins/build-speed';
import {findPostcssConfig} from '../../src/plugins/build-speed/postcssConfig';

const presetEnv = [require.resolve('postcss-preset-env'), {}];

/** The PostCSS options the plugin gives the loader, for a site at `siteDir`. */
function postcssOptionsFor(siteDir: string, options: object = {plugins: [presetEnv, 'a-plugin']}) {
  const plugin = buildSpeedPlugin({siteDir} as LoadContext) as Plugin;
  return plugin.configurePostCss!(options as never) as {plugins?: unknown[]; config?: false};
}

test("without a PostCSS config of the site, the loader searches for none, and Docusaurus's preset-env is autoprefixer alone", () => {
  const site = mkdtempSync(path.join(tmpdir(), 'postcss-none-'));
  writeFileSync(path.join(site, 'package.json'), '{"name": "site"}');
  expect(postcssOptionsFor(site)).toEqual({
    plugins: [require.resolve('autoprefixer'), 'a-plugin'],
    config: false,
  });
});

test('with a PostCSS config of the site, the loader searches and reads it, and every plugin stays', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'postcss-own-'));
  writeFileSync(path.join(site, 'package.json'), '{"name": "site"}');
  writeFileSync(path.join(site, 'postcss.config.js'), 'module.exports = {};');
  expect(postcssOptionsFor(site)).toEqual({plugins: [presetEnv, 'a-plugin']});
});

test("Docusaurus's own style loaders still name postcss-preset-env, which the plugin replaces", async () => {
  // The client's loaders for a stylesheet, as the installed @docusaurus/bundler makes them.
  const currentBundler = {name: 'rspack', instance: {CssExtractRspackPlugin: {loader: 'extract'}}};
  const getStyleLoaders = await createStyleLoadersFactory({currentBundler} as never);
  const postcssLoader = getStyleLoaders(false, {}).find(
    (loader) => typeof loader === 'object' && loader.loader?.includes('postcss-loader'),
  ) as {options: {postcssOptions: object}};
  const options = postcssOptionsFor(path.join(__dirname, '..', '..'), postcssLoader.options.postcssOptions);
  expect(options.plugins).toEqual([require.resolve('autoprefixer')]);
});

test("the site's own PostCSS config, if one is added, is found so the loader still reads it", () => {
  const site = mkdtempSync(path.join(tmpdir(), 'postcss-config-'));
  writeFileSync(path.join(site, 'package.json'), '{"name": "site"}');
  expect(findPostcssConfig(site)).toBeUndefined();
  writeFileSync(path.join(site, 'package.json'), '{"name": "site", "postcss": {"plugins": {}}}');
  expect(findPostcssConfig(site)).toBe('package.json');
  writeFileSync(path.join(site, 'postcss.config.js'), 'module.exports = {};');
  expect(findPostcssConfig(site)).toBe('postcss.config.js');
});

test('this site has no PostCSS config of its own', () => {
  expect(findPostcssConfig(path.join(__dirname, '..', '..'))).toBeUndefined();
});
