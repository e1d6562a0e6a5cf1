/**
 * Counts the words of prose in an MDX page: what a reader reads as running
 * text, not code, tables, components or markup. Pure; used by
 * tests/unit/content.spec.ts to hold every page to a minimum of prose.
 *
 * Removed before counting: front matter, import/export statements, code
 * fences, inline code, HTML and MDX comments, JSX tags and components (the
 * text between an opening and closing tag stays), Markdown tables, admonition
 * fences (`:::note`, `:::`), link and image URLs (their text stays),
 * reference definitions and heading ids (`{#id}`).
 */

/** Replaces every JSX tag (`<X a={1}>`, `</X>`, `<X />`, `<>`) with a space, respecting quotes and braces. */
export function stripJsxTags(source: string): string {
  let out = '';
  let i = 0;
  while (i < source.length) {
    const next = source[i + 1] ?? '';
    if (source[i] !== '<' || !/[A-Za-z/>]/.test(next)) {
      out += source[i];
      i += 1;
      continue;
    }
    let depth = 0;
    let quote = '';
    let j = i + 1;
    for (; j < source.length; j += 1) {
      const char = source[j];
      if (quote) {
        if (char === quote) quote = '';
      } else if (char === '"' || char === "'" || (char === '`' && depth > 0)) {
        quote = char;
      } else if (char === '{') {
        depth += 1;
      } else if (char === '}') {
        depth -= 1;
      } else if (char === '>' && depth <= 0) {
        break;
      }
    }
    out += ' ';
    i = j + 1;
  }
  return out;
}

/** The MDX body reduced to its prose (see the module comment for what goes). */
export function proseText(mdx: string): string {
  let text = mdx.replace(/\r\n?/g, '\n');
  // Front matter, only at the very start.
  text = text.replace(/^---\n[\s\S]*?\n---(?:\n|$)/, '');
  // Code fences (``` or ~~~, three or more, closed by the same run or the end of the file).
  text = text.replace(/^[ \t]*(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^[ \t]*\1[`~]*[ \t]*$|(?![\s\S]))/gm, '\n');
  // Comments: HTML and MDX.
  text = text.replace(/<!--[\s\S]*?-->/g, ' ').replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ');
  // import/export statements, including ones that run over several lines.
  text = text.replace(/^import\s+(?:[\w*{][\s\S]*?\bfrom\s*)?['"][^'"\n]+['"];?[ \t]*$/gm, '');
  text = text.replace(
    /^export\s+(?:const|let|var|function|async|class|default|\{|\*)[\s\S]*?(?:;[ \t]*$|\n[ \t]*\n|(?![\s\S]))/gm,
    '\n',
  );
  // Inline code.
  text = text.replace(/(`+)[\s\S]*?\1/g, ' ');
  // JSX tags and components; the text between tags stays.
  text = stripJsxTags(text);
  // Tables: every row starts with a pipe.
  text = text.replace(/^[ \t]*\|.*$/gm, '');
  // Admonition fences: the marker goes, a title after it stays.
  text = text.replace(/^[ \t]*:{3,}[\w-]*/gm, '');
  // Reference definitions, then link and image URLs (the link text stays).
  text = text.replace(/^[ \t]*\[[^\]\n]+\]:[ \t]*\S+.*$/gm, '');
  text = text.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1');
  // Heading ids.
  text = text.replace(/\{#[\w-]+\}/g, ' ');
  return text;
}

/** Words of prose in an MDX page: tokens that hold at least one letter or digit. */
export function countProseWords(mdx: string): number {
  return proseText(mdx)
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}
