// DocSearch 4 ships its style entry point (CSS, imported for its side effect) without a type declaration.
declare module '@docsearch/react/style';
