import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import type {LoadContext, Plugin} from '@docusaurus/types';
import buildSpeedPlugin from '../../src/plugins/build-speed';
import {findPostcssConfig} from '../../src/plugins/build-speed/postcssConfig';

/** The PostCSS options the plugin gives the loader, for a site at `siteDir`. */
function postcssOptionsFor(siteDir: string): Record<string, unknown> {
  const plugin = buildSpeedPlugin({siteDir} as LoadContext) as Plugin;
  return plugin.configurePostCss!({plugins: ['postcss-preset-env']} as never) as Record<string, unknown>;
}

test('without a PostCSS config of the site, the loader is told not to search for one; its plugins stay', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'postcss-none-'));
  writeFileSync(path.join(site, 'package.json'), '{"name": "site"}');
  expect(postcssOptionsFor(site)).toEqual({plugins: ['postcss-preset-env'], config: false});
});

test('with a PostCSS config of the site, the loader searches and reads it as before', () => {
  const site = mkdtempSync(path.join(tmpdir(), 'postcss-own-'));
  writeFileSync(path.join(site, 'package.json'), '{"name": "site"}');
  writeFileSync(path.join(site, 'postcss.config.js'), 'module.exports = {};');
  expect(postcssOptionsFor(site)).toEqual({plugins: ['postcss-preset-env']});
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
