/**
 * A doc page as Markdown: what the Markdown twins and the dev server's search
 * records are made of. MDX partials the page imports are inlined. A page the
 * converter cannot parse is written as its raw MDX (with a warning) rather
 * than lost.
 */
import {readFileSync} from 'node:fs';
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {fallbackMarkdown, mdxToMarkdown, type MarkdownOptions} from './mdxToMarkdown';
import {MdxParseError} from './mdxTree';

type Doc = Pick<DocMetadata, 'source' | 'title'> & {description?: string};

/** The page's MDX source, its Markdown, and the partials inlined into it (file and text). */
export async function docToMarkdown(
  doc: Doc,
  siteDir: string,
  options: Omit<MarkdownOptions, 'title' | 'description' | 'readPartial'> & {
    /** The page's tree as the docs plugin parsed it, by absolute file path (parsedDocs.ts). */
    parsedTree?: (file: string) => object | undefined;
  },
): Promise<{source: string; markdown: string; partials: Map<string, string>}> {
  // A doc's `source` is `@site/docs/...`.
  const file = path.join(siteDir, doc.source.replace(/^@site\//, ''));
  const source = await readFile(file, 'utf8');
  const partials = new Map<string, string>();
  const {parsedTree, ...converterOptions} = options;
  const markdownOptions: MarkdownOptions = {
    ...converterOptions,
    title: doc.title,
    description: doc.description,
    readPartial: (importPath) => {
      const partial = importPath.startsWith('@site/')
        ? path.join(siteDir, importPath.slice('@site/'.length))
        : path.resolve(path.dirname(file), importPath);
      const text = readFileSync(partial, 'utf8');
      partials.set(partial, text);
      return text;
    },
  };
  try {
    return {source, markdown: mdxToMarkdown(source, markdownOptions, parsedTree?.(file)), partials};
  } catch (error) {
    if (!(error instanceof MdxParseError)) {
      throw new Error(`${doc.source}: ${(error as Error).message}`, {cause: error});
    }
    console.warn(`[WARNING] ${doc.source}: its Markdown is the raw MDX (${error.message})`);
    return {source, markdown: fallbackMarkdown(source, markdownOptions), partials};
  }
}
