/**
 * Keeps code out of the browser bundles that the site's pages never run:
 * swaps two modules of Docusaurus packages for lighter ones with the same
 * behaviour. Client bundle only; the server build is untouched. See README.md.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function leanBundlePlugin(): Plugin {
  return {
    name: 'lean-bundle',
    configureWebpack(_config, isServer, {currentBundler}) {
      if (isServer) return {};
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
