/**
 * Build settings that change how fast the site builds, not what readers get (the one difference in the CSS,
 * for browsers without color-mix(), is in README.md).
 * See README.md for what each saves and how it was checked.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectGarbage} from './collectGarbage';
import {findPostcssConfig} from './postcssConfig';
import {withAutoprefixerOnly} from './postcssPlugins';

export default function buildSpeedPlugin(context: LoadContext): Plugin {
  // A PostCSS config a writer adds must still be read: then the loader searches as before.
  const hasPostcssConfig = findPostcssConfig(context.siteDir) !== undefined;
  return {
    name: 'build-speed',
    configurePostCss(options) {
      // Without a config file of the site's: the loader is told not to search for one in every folder above
      // every stylesheet (about 1.5 s of a build), and Docusaurus's preset-env becomes autoprefixer alone.
      if (hasPostcssConfig) return options;
      return {...options, config: false, plugins: withAutoprefixerOnly(options.plugins ?? [])};
    },
    postBuild() {
      // Before the other postBuild steps allocate: they reuse the space of the bundling's and rendering's garbage.
      collectGarbage();
    },
  };
}
