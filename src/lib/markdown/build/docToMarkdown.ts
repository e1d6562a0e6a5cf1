/**
 * A doc page as Markdown: what the Markdown twins and the dev server's search
 * records are made of. A page the converter cannot parse is written as its
 * raw MDX (with a warning) rather than lost.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {fallbackMarkdown, MdxParseError, mdxToMarkdown, type MarkdownOptions} from './mdxToMarkdown';

type Doc = Pick<DocMetadata, 'source' | 'title' | 'description'>;

/** The MDX source of a doc (its `source` is `@site/docs/...`). */
export function readDocSource(doc: Doc, siteDir: string): Promise<string> {
  return readFile(path.join(siteDir, doc.source.replace(/^@site\//, '')), 'utf8');
}

export function docToMarkdown(
  doc: Doc,
  source: string,
  options: Omit<MarkdownOptions, 'title' | 'description'>,
): string {
  const markdownOptions = {...options, title: doc.title, description: doc.description};
  try {
    return mdxToMarkdown(source, markdownOptions);
  } catch (error) {
    if (!(error instanceof MdxParseError)) {
      throw new Error(`${doc.source}: ${(error as Error).message}`, {cause: error});
    }
    console.warn(`[WARNING] ${doc.source}: its Markdown is the raw MDX (${error.message})`);
    return fallbackMarkdown(source, markdownOptions);
  }
}
