// Read by `docusaurus write-translations`, which parses the site's source with
// Babel to find the strings to translate. The build itself compiles with SWC
// (`webpack.jsLoader` in docusaurus.config.ts).
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
