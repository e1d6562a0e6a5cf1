/**
 * The docs plugin's parse of each page, kept for the Markdown twins, so a
 * build parses each page's MDX once rather than twice (the second parse was
 * about 0.8 s of main-thread time in the twins' step, on the build's critical
 * path, repeating what the docs plugin had just done).
 *
 * `remarkPlugin` goes first in the docs plugin's `beforeDefaultRemarkPlugins`:
 * it sees the tree as parsed, before Docusaurus's own plugins rewrite it
 * (admonitions, heading ids, links), and keeps a copy by file. The twins
 * `take` it after the build. A page whose tree was not kept (the bundler's
 * cache skipped its loader, or `npm start`, where no twins are written) is
 * parsed again, with the same result: the same preprocessing and syntax.
 */
import path from 'node:path';

type Tree = object;

export type ParsedDocs = {
  /** A remark plugin (attacher) that keeps a copy of each file's tree, in a build. */
  remarkPlugin: () => (tree: Tree, file: {path?: string}) => void;
  /** The kept tree of `file` (an absolute path), handed over once. */
  take: (file: string) => Tree | undefined;
};

export function parsedDocs(): ParsedDocs {
  const trees = new Map<string, Tree>();
  return {
    remarkPlugin: () => (tree, file) => {
      // Only a build writes twins; `docusaurus build` sets NODE_ENV before loading the config.
      if (process.env.NODE_ENV !== 'production' || !file.path) return;
      // A partial (`_name.mdx`) is no page of its own: the twins parse it where a page imports it.
      if (path.basename(file.path).startsWith('_')) return;
      trees.set(path.resolve(file.path), structuredClone(tree));
    },
    take: (file) => {
      const tree = trees.get(file);
      trees.delete(file);
      return tree;
    },
  };
}
