import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {findPostcssConfig, skipPostcssConfigSearch} from '../../src/plugins/lean-bundle/postcssConfig';

test('every postcss-loader, nested rules included, is told not to search for a config; its plugins stay', () => {
  const plugins = [['postcss-preset-env', {}]];
  const postcss = {
    loader: '/x/node_modules/postcss-loader/dist/cjs.js',
    options: {postcssOptions: {plugins}},
  };
  const css = {loader: '/x/node_modules/css-loader/dist/cjs.js', options: {modules: true}};
  const rules = [
    {
      test: /\.css$/,
      oneOf: [{use: [css, postcss]}, {use: [{...postcss, options: {postcssOptions: {plugins}}}]}],
    },
    {test: /\.mdx$/, use: [{loader: 'mdx-loader', options: {}}]},
  ];
  expect(skipPostcssConfigSearch(rules)).toBe(2);
  expect(postcss.options.postcssOptions).toEqual({plugins, config: false});
  expect(css.options).toEqual({modules: true});
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
