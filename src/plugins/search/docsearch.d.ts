// DocSearch 3.9 ships its modal and style entry points without type
// declarations; the ejected SearchBar imports them the way Docusaurus does.
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@docsearch/react/style';
