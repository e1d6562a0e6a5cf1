/**
 * The configurations that add the docs' MCP server to an assistant, each in
 * that assistant's own format: the intro page shows them (McpSnippet) and the
 * Markdown twin writes them out, from the addresses in src/config/mcp.ts.
 */
import {mcpAddresses, mcpServer} from '../../config/mcp';

export type Snippet = {language: 'bash' | 'json'; code: string};

const json = (value: unknown): Snippet => ({language: 'json', code: JSON.stringify(value, null, 2)});

/** The local process: the published package, answering from the published pages. */
const localArgs = ['-y', mcpAddresses.package, '--site', mcpAddresses.site];

export const snippets = {
  /** Claude Code: a remote server over Streamable HTTP. */
  'claude-code': {
    language: 'bash',
    code: `claude mcp add --transport http ${mcpServer.name} ${mcpAddresses.endpoint}`,
  },
  /** Cursor: `mcp.json`, a server with a `url`. */
  cursor: json({mcpServers: {[mcpServer.name]: {url: mcpAddresses.endpoint}}}),
  /** VS Code: `.vscode/mcp.json`, a server of type `http`. */
  vscode: json({servers: {[mcpServer.name]: {type: 'http', url: mcpAddresses.endpoint}}}),
  /** Claude Desktop's `claude_desktop_config.json`: the local process (remote servers are connectors). */
  'claude-desktop-local': json({mcpServers: {[mcpServer.name]: {command: 'npx', args: localArgs}}}),
  /** The local process from a terminal. */
  npx: {language: 'bash', code: ['npx', ...localArgs].join(' ')},
} as const satisfies Record<string, Snippet>;

/** The snippet a component names (`<McpSnippet of="cursor" />`); a name it does not know stops the build. */
export function snippet(of: string | undefined): Snippet {
  if (of === undefined || !Object.hasOwn(snippets, of)) {
    throw new Error(
      `<McpSnippet of="${of ?? ''}">: no such snippet; use one of ${Object.keys(snippets).join(', ')}.`,
    );
  }
  return snippets[of as keyof typeof snippets];
}

/** One of the addresses of src/config/mcp.ts (`<McpAddress of="endpoint" />`). */
export function address(of: string | undefined): string {
  if (of === undefined || !Object.hasOwn(mcpAddresses, of)) {
    throw new Error(
      `<McpAddress of="${of ?? ''}">: no such address; use one of ${Object.keys(mcpAddresses).join(', ')}.`,
    );
  }
  return mcpAddresses[of as keyof typeof mcpAddresses];
}

/** The snippet as a fenced Markdown code block, for the twin. */
export function snippetMarkdown(of: string | undefined): string {
  const {language, code} = snippet(of);
  return `\`\`\`${language}\n${code}\n\`\`\``;
}
