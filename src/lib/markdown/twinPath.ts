/**
 * Where a page's Markdown twin lives: `/a/b` → `/a/b.md`, the home page `/`
 * → `/index.md`. Used by the llms plugin that writes the twins and by the
 * "View as Markdown" link that points to them.
 */
export function markdownTwinPath(permalink: string): string {
  const [pathname = '/'] = permalink.split(/[?#]/);
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}
