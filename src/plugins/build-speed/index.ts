/**
 * Build settings that change how fast the site builds, never what it builds.
 * See README.md for what each saves and how it was checked.
 */
import type {Plugin} from '@docusaurus/types';

export default function buildSpeedPlugin(): Plugin {
  return {
    name: 'build-speed',
    configurePostCss(options) {
      // The site has no PostCSS config file: Docusaurus's own plugins are the whole pipeline. Without this,
      // postcss-loader searches every CSS file's folders for one (about 1.5 s of a cold build).
      return {...options, config: false};
    },
  };
}
