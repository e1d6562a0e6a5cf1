import type {ReactNode} from 'react';
import CodeBlock from '@theme/CodeBlock';
import {address, snippet} from '@site/src/lib/mcp/snippets';

/** How an assistant adds the docs' MCP server: `<McpSnippet of="cursor" />` (names: src/lib/mcp/snippets.ts). */
export function McpSnippet({of}: {of: string}): ReactNode {
  const {language, code} = snippet(of);
  return <CodeBlock language={language}>{code}</CodeBlock>;
}

/** One of the server's addresses inline: `<McpAddress of="endpoint" />` (endpoint, package, discovery or site). */
export function McpAddress({of}: {of: string}): ReactNode {
  return <code>{address(of)}</code>;
}
