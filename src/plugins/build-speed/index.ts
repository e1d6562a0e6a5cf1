/**
 * Build settings that change how fast the site builds, never what it builds.
 * See README.md for what each saves and how it was checked.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import {collectGarbage} from './collectGarbage';
import {findPostcssConfig} from './postcssConfig';

export default function buildSpeedPlugin(context: LoadContext): Plugin {
  // A PostCSS config a writer adds must still be read: then the loader searches as before.
  const hasPostcssConfig = findPostcssConfig(context.siteDir) !== undefined;
  return {
    name: 'build-speed',
    configurePostCss(options) {
      // Docusaurus passes its own PostCSS plugins in the options; without a config file of the site's, the
      // loader's search for one in every folder above every stylesheet finds nothing (about 1.5 s of a build).
      return hasPostcssConfig ? options : {...options, config: false};
    },
    postBuild() {
      // Before the other postBuild steps allocate: they reuse the space of the bundling's and rendering's garbage.
      collectGarbage();
    },
  };
}
