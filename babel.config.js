// Kept for tooling that reads Babel config; with Docusaurus Faster the build
// itself transpiles with SWC.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
