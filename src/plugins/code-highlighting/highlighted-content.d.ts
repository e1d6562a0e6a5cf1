// Resolved per bundle by this plugin (index.ts): a lazy component in the
// browser, the component itself on the server.
declare module '@code-highlighting/highlighted-content' {
  import type ContentType from '@theme/CodeBlock/Content';

  const HighlightedContent: typeof ContentType;
  export default HighlightedContent;
}
