/**
 * Compile settings that save time and change no output: see README.md.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {findPostcssConfig, skipPostcssConfigSearch} from './postcssConfig';

export default function compileSpeedPlugin(context: LoadContext): Plugin {
  // A PostCSS config a writer adds must still be read: then the loader searches as before.
  const postcssConfig = findPostcssConfig(context.siteDir);
  return {
    name: 'compile-speed',
    configureWebpack(config) {
      if (!postcssConfig) skipPostcssConfigSearch(config.module?.rules);
      return {};
    },
  };
}
