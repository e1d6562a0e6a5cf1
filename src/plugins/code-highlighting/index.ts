/**
 * Code highlighting without a first-load cost: token colours as CSS classes
 * (the same server HTML in both colour modes) and Prism loaded only when the
 * browser renders code itself. See README.md.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {darkCodeTheme, lightCodeTheme} from './prismThemes';
import {prismThemeCss} from './themeCss';

export {tokenClassTheme} from './prismThemes';

const codeBlockContentDir = path.join(__dirname, 'theme', 'CodeBlock', 'Content');
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
    getThemePath: () => path.join(__dirname, 'theme'),
    getClientModules: () => [
      cssFile,
      path.join(__dirname, 'client', 'loadHighlighterOnNavigation.ts'),
      path.join(__dirname, 'client', 'layOutCodeWhenIdle.ts'),
    ],
    configureWebpack: (_config, isServer) => ({
      resolve: {
        alias: {
          // theme-classic registers Prism's extra languages from a client module,
          // which would put Prism in every page's first load.
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
