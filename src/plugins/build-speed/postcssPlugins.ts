/**
 * Docusaurus compiles every stylesheet with postcss-preset-env, which runs about sixty plugins on each file
 * for features the site's browsers (`browserslist` in package.json) mostly have. What matters of it for them
 * is autoprefixer's vendor prefixes (`-webkit-mask`, `-webkit-text-decoration`…), which the minifier does not
 * add for values it cannot parse, such as `var()`; so autoprefixer stays and the rest goes (what that changes
 * in the built CSS: ./README.md).
 */
type PostcssPlugin = unknown;

const isPresetEnv = (plugin: PostcssPlugin): boolean => {
  const name = Array.isArray(plugin) ? plugin[0] : plugin;
  return typeof name === 'string' && /[\\/]postcss-preset-env[\\/]/.test(name);
};

/** `plugins` with Docusaurus's postcss-preset-env replaced by autoprefixer; any other plugin kept in place. */
export function withAutoprefixerOnly(plugins: readonly PostcssPlugin[]): PostcssPlugin[] {
  return plugins.map((plugin) => (isPresetEnv(plugin) ? require.resolve('autoprefixer') : plugin));
}
