/**
 * The text a reader sees, line by line, so a content rule can name the file
 * and line of a slip. Pure; used by tests/unit/content.spec.ts.
 *
 * - MDX: every line outside front matter, code fences, comments and
 *   import/export statements, with JSX tags, link URLs, admonition markers
 *   and table pipes removed (table cells are text a reader sees).
 * - OpenAPI: every description and summary, with how many times the page
 *   renders it (a shared component counts once per `$ref` to it).
 * - Components: the string literals and JSX text of a TypeScript source.
 */
import {stripJsxTags} from './proseWords';

export type ReaderLine = {
  /** 1-based line in the source file. */
  line: number;
  /** The line as written, inline code included (for rules about code names). */
  raw: string;
  /** What the reader reads: inline code kept as its content, markup gone. */
  text: string;
};

/** Reader-visible lines of an MDX page or partial, blank ones left out. */
export function mdxReaderLines(mdx: string): ReaderLine[] {
  const lines = mdx.replace(/\r\n?/g, '\n').split('\n');
  const out: ReaderLine[] = [];
  let fence = '';
  let inComment = false;
  let inFrontMatter = lines[0] === '---';
  lines.forEach((raw, i) => {
    if (i === 0 && inFrontMatter) return;
    if (inFrontMatter) {
      if (raw === '---') inFrontMatter = false;
      return;
    }
    const fenceMark = /^[ \t]*(`{3,}|~{3,})/.exec(raw);
    if (fence) {
      if (fenceMark && fenceMark[1].startsWith(fence)) fence = '';
      return;
    }
    if (fenceMark) {
      fence = fenceMark[1];
      return;
    }
    let line = raw;
    if (inComment) {
      const end = line.indexOf('*/}');
      if (end < 0) return;
      line = line.slice(end + 3);
      inComment = false;
    }
    line = line.replace(/\{\/\*[\s\S]*?\*\/\}/g, ' ').replace(/<!--[\s\S]*?-->/g, ' ');
    const open = line.indexOf('{/*');
    if (open >= 0) {
      line = line.slice(0, open);
      inComment = true;
    }
    if (/^(?:import|export)\s/.test(line)) return;
    const text = stripJsxTags(line)
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/`+([^`]*)`+/g, '$1')
      .replace(/\{#[\w-]+\}/g, ' ')
      .replace(/^[ \t]*:{3,}[\w-]*/, '')
      .replace(/^[ \t]*\|[-:| \t]*$/, '')
      .replace(/\|/g, ' ')
      .replace(/^[ \t]*(?:[-*+]|\d+\.|#{1,6})[ \t]+/, '')
      .replace(/\s+/g, ' ')
      .trim();
    if (/[\p{L}]/u.test(text)) out.push({line: i + 1, raw: line, text});
  });
  return out;
}

export type OpenApiText = {line: number; text: string; renders: number};

/**
 * Every description and summary of an OpenAPI document, read line by line
 * (plain and folded scalars; a full YAML parse takes seconds). `renders` is
 * 1, or for a text inside `components`, the number of `$ref`s to its component.
 */
export function openApiTexts(yaml: string, allSources = yaml): OpenApiText[] {
  const lines = yaml.split('\n');
  // A reference may name the shared file first (`'../openapi.yaml#/components/...'`).
  const refs = (target: string) => allSources.split(`${target}'`).length - 1;
  const found: OpenApiText[] = [];
  let inComponents = false;
  let section = '';
  let component = '';
  lines.forEach((line, i) => {
    if (/^\S/.test(line)) inComponents = line.startsWith('components:');
    if (inComponents && /^ {2}\w+:\s*$/.test(line)) section = line.trim().slice(0, -1);
    if (inComponents && /^ {4}[\w.-]+:\s*$/.test(line)) component = line.trim().slice(0, -1);
    const match = /^( *)(?:- )?(?:description|summary): *(.*)$/.exec(line);
    if (!match) return;
    const [, indent, value] = match;
    let text = value.replace(/^(['"])(.*)\1$/, '$2');
    if (/^[>|][-+]?$/.test(value)) {
      const body: string[] = [];
      for (
        let j = i + 1;
        j < lines.length && (lines[j].trim() === '' || /^ */.exec(lines[j])![0].length > indent.length);
        j += 1
      )
        body.push(lines[j].trim());
      text = body.join(' ');
    }
    const renders = inComponents && component ? Math.max(1, refs(`#/components/${section}/${component}`)) : 1;
    found.push({line: i + 1, text, renders});
  });
  return found;
}

/** String literals and JSX text of a TypeScript or TSX source, by line (one-line literals only). */
export function componentStrings(source: string): ReaderLine[] {
  const out: ReaderLine[] = [];
  source.split('\n').forEach((raw, i) => {
    if (/^\s*(?:import|\/\/|\*|\/\*)/.test(raw)) return;
    const pieces = [
      ...[...raw.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`/g)].map(
        (m) => m[1] ?? m[2] ?? m[3] ?? '',
      ),
      ...[...raw.matchAll(/>([^<>{}]*\p{L}[^<>{}]*)</gu)].map((m) => m[1]),
    ].filter((piece) => /\p{L}{2,}\s+\p{L}{2,}/u.test(piece));
    for (const text of pieces) out.push({line: i + 1, raw, text: text.trim()});
  });
  return out;
}
