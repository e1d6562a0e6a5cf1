/**
 * Keeps code out of the browser bundles that the site's pages never run:
 * swaps two modules of Docusaurus packages for lighter ones with the same
 * behaviour. Client bundle only; the server build is untouched. Also spares
 * the stylesheets' loader a search for a config file the site does not have.
 * See README.md.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {findPostcssConfig, skipPostcssConfigSearch} from './postcssConfig';

export default function leanBundlePlugin(context: LoadContext): Plugin {
  // A PostCSS config a writer adds must still be read: then the loader searches as before.
  const postcssConfig = findPostcssConfig(context.siteDir);
  return {
    name: 'lean-bundle',
    configureWebpack(config, isServer, {currentBundler}) {
      if (isServer) return {};
      if (!postcssConfig) skipPostcssConfigSearch(config.module?.rules);
      return {
        module: {
          rules: [
            {
              // utils-common's CommonJS build requires all of tslib for one helper.
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
              resolve: {alias: {tslib$: path.join(__dirname, 'tslibHelpers.ts')}},
            },
          ],
        },
        plugins: [
          // The category cards' emoji check, without its 110 KB transpiled regex.
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]emojiUtils\.js$/,
            path.join(__dirname, 'emojiUtils.ts'),
          ),
        ],
      };
    },
  };
}
