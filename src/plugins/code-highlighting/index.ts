/**
 * Code highlighting without a first-load cost.
 *
 * 1. Colours as CSS classes instead of inline styles. Docusaurus colours Prism
 *    tokens with inline styles from the current colour mode's theme, so the
 *    server HTML (always light) had to be re-rendered in the browser. With
 *    class-only themes in themeConfig.prism and this stylesheet, the same
 *    markup is right in both modes, before and without JavaScript.
 * 2. Prism out of main.js. theme-classic registers extra languages from a
 *    client module, which puts Prism (about 95 KB) into every page's first
 *    load. That module is replaced by an empty one here; the code block loads
 *    Prism, and registers the languages, only when it renders code itself
 *    (src/theme/CodeBlock/Content). Hydration reuses the server's lines.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from '../../config/prism';
import {prismThemeCss} from './themeCss';

const codeBlockContentDir = path.resolve(__dirname, '../../theme/CodeBlock/Content');
const themeClassicLib = path.join(
  path.dirname(require.resolve('@docusaurus/theme-classic/package.json')),
  'lib',
);

export default function codeHighlightingPlugin(context: LoadContext): Plugin {
  const cssFile = path.join(context.generatedFilesDir, 'code-highlighting', 'prism-theme.css');
  mkdirSync(path.dirname(cssFile), {recursive: true});
  writeFileSync(cssFile, prismThemeCss({light: lightCodeTheme, dark: darkCodeTheme}));
  return {
    name: 'code-highlighting',
    getClientModules: () => [cssFile],
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          [path.join(themeClassicLib, 'prism-include-languages')]: path.join(
            __dirname,
            'noLanguagesClientModule.ts',
          ),
          // The server renders every line at once; the browser loads Prism lazily.
          '@code-highlighting/highlighted-content$': path.join(
            codeBlockContentDir,
            isServer ? 'Highlighted.tsx' : 'LazyHighlighted.tsx',
          ),
        },
      },
    }),
  };
}
