// Babel transpiles the site's JS and TS in the build (docusaurus.config.ts
// turns Faster's SWC loader off): Docusaurus's preset, which handles JSX,
// TypeScript and the browserslist targets in package.json.
module.exports = {
  presets: [require.resolve('@docusaurus/core/lib/babel/preset')],
};
