/**
 * Reads a page's markdown twin into a PageOutline. Used by the dev server,
 * where no HTML is rendered; production reads the built HTML (fromHtml.ts).
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import type {Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {cleanText, saysWhatRowsHold, type OutlineBlock, type PageOutline} from './outline';

const parser = unified().use(remarkParse).use(remarkGfm);

/** Explicit `{#id}`s of the MDX source, by heading text, so anchors match the built page. */
function explicitIds(mdxSource: string): Map<string, string> {
  const ids = new Map<string, string>();
  for (const line of mdxSource.split('\n')) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (!heading) continue;
    const {text, id} = parseMarkdownHeadingId(heading[1]!.replace(/\\\{#/, '{#'));
    if (id) ids.set(cleanText(text), id);
  }
  return ids;
}

type Page = Omit<PageOutline, 'blocks'>;

export function markdownToOutline(markdown: string, mdxSource: string, page: Page): PageOutline {
  const ids = explicitIds(mdxSource);
  const slugger = createSlugger();
  const blocks: OutlineBlock[] = [];
  const visit = (nodes: RootContent[]) => {
    for (const node of nodes) {
      switch (node.type) {
        case 'heading': {
          const text = cleanText(toString(node));
          const anchor = node.depth === 1 ? null : (ids.get(text) ?? slugger.slug(text));
          blocks.push({kind: 'heading', level: node.depth, text, anchor});
          break;
        }
        case 'paragraph':
        case 'tableRow': {
          const text =
            node.type === 'tableRow'
              ? node.children
                  .map((cell) => cleanText(toString(cell)))
                  .filter(Boolean)
                  .join(' — ')
              : cleanText(toString(node));
          if (text) blocks.push({kind: 'text', text});
          break;
        }
        case 'code':
          blocks.push({kind: 'code', text: node.value});
          break;
        case 'table':
          // The first row names the columns: text only when it says what the rows hold.
          visit(
            saysWhatRowsHold(node.children[0]?.children.map((cell) => toString(cell)) ?? [])
              ? node.children
              : node.children.slice(1),
          );
          break;
        case 'list':
        case 'listItem':
        case 'blockquote':
          visit(node.children as RootContent[]);
          break;
        default:
          // HTML and thematic breaks carry no searchable prose.
          break;
      }
    }
  };
  visit((parser.parse(markdown) as Root).children);
  return {...page, blocks};
}
