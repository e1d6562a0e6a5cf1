// Stands in for theme-classic's client module that imports Prism to register
// extra languages on every page; theme/CodeBlock/Content does it on demand.
export {};
