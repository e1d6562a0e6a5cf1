/**
 * Content rules for writers, checked on the MDX sources (no build needed):
 * front matter, unique titles, a minimum of prose per page, no placeholder
 * text in docs/ or src/, no sentences about the documentation's own sources
 * or older copies (pages, partials and OpenAPI descriptions), openings that
 * speak to the reader in words of their own, and no paragraph pasted on two
 * pages. Each failure names the file, what is wrong and how to fix it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parse as parseYaml} from 'yaml';
import {countProseWords, proseText} from '../support/proseWords';

const root = path.join(__dirname, '..', '..');
const MIN_WORDS = 120;
const REQUIRED_FIELDS = ['title', 'sidebar_label', 'description'] as const;
/** Placeholder text that must never ship. Whole words, any case. */
const PLACEHOLDER = /\b(?:TODO|lorem|coming\s+soon|TBD)\b/gi;
const TEXT_FILE = /\.(?:mdx?|tsx?|jsx?|mjs|cjs|css|json|ya?ml|txt|html)$/;

/** Files under a folder of the repository, as paths relative to the repository root. */
function filesUnder(folder: string, pattern: RegExp): string[] {
  return readdirSync(path.join(root, folder), {recursive: true, encoding: 'utf8'})
    .map((file) => path.posix.join(folder, file.split(path.sep).join('/')))
    .filter((file) => pattern.test(file))
    .sort();
}

type Page = {file: string; source: string; frontMatter: Record<string, unknown> | undefined; error?: string};

function readPage(file: string): Page {
  const source = readFileSync(path.join(root, file), 'utf8');
  const match = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)/.exec(source);
  if (!match) return {file, source, frontMatter: undefined};
  try {
    const data: unknown = parseYaml(match[1]);
    const frontMatter = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
    return {file, source, frontMatter};
  } catch (error) {
    return {file, source, frontMatter: {}, error: (error as Error).message.split('\n')[0]};
  }
}

/** Routed pages; `_name.mdx` files are partials imported by pages. */
const pages = filesUnder('docs', /\.mdx$/)
  .filter((file) => !path.posix.basename(file).startsWith('_'))
  .map(readPage);
const partials = filesUnder('docs', /\/_[^/]*\.mdx$/).map(readPage);
const STANDALONE_PAGES = ['src/pages/markdown-page.md'];

/**
 * Sentences about the documentation itself rather than the platform: its
 * sources, older copies, published tables, what "the reference" does not say.
 * Write what the reader can rely on instead, or "X is not specified".
 */
const ABOUT_THE_DOCS: readonly RegExp[] = [
  /\b(?:older|earlier|previous|later) (?:copies|copy|versions?|editions?) of (?:this|the|these)\b/i,
  /\b(?:the|this|these) (?:published|public) (?:tables?|samples?|worked examples?|reference|rate cards?|figures|rates|bands)\b/i,
  /\b(?:as|is|are|was|were) published\b|\bpublished (?:tables?|figures|rates|bands|samples?)\b/i,
  /\bthe source (?:is|does|says|page|table|path|prose)\b|\bby the source\b/i,
  /\b(?:the|this|api) reference (?:does not|doesn't|is unclear|says|shows|lists|mentions|documents|does not yet)\b/i,
  /\bin the reference\b|\bthe (?:current|standard|public|service) reference\b/i,
  /\b(?:these|the) docs? (?:do not|don't|does not|doesn't|say|state)\b|\bthese docs\b/i,
  /\bthe documentation (?:does not|doesn't|says|states)\b/i,
  /\b(?:is|are) not (?:documented|published|stated)\b|\bundocumented\b|\bnot stated by\b/i,
];
/** Openings that describe the page instead of telling the reader what they can do. */
const SELF_DESCRIBING_OPENING =
  /^(?:this|the) (?:page|reference|guide|walkthrough|section|document)\b|\b(?:this|the) page (?:is|explains|documents|covers|describes|lists|shows|sets out|introduces)\b|\bit is (?:written|meant|aimed|intended) for\b|\bit serves\b|\bthe page is for\b/i;
/** How many openings may start a sentence with the same three words. */
const MAX_SHARED_OPENING_START = 2;
/** Paragraphs shorter than this may repeat (a one-line pointer, say). */
const MIN_DUPLICATE_WORDS = 15;
/** Share of two-word shingles above which two paragraphs count as the same text reworded lightly. */
const MAX_PARAGRAPH_OVERLAP = 0.4;

/** Prose paragraphs of a page, headings left out, whitespace collapsed. */
function paragraphs(source: string): string[] {
  return proseText(source)
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block && !block.startsWith('#') && /[\p{L}]/u.test(block));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=[A-Z])/).filter(Boolean);
}

/**
 * Every description and summary text in the OpenAPI description's sources
 * (openapi/), with its file and line. Read line by line (plain and folded
 * scalars) because a full YAML parse takes seconds; the OpenAPI tests check
 * the structure.
 */
function openApiTexts(): {where: string; text: string}[] {
  const sources = readdirSync(path.join(root, 'openapi'), {recursive: true, encoding: 'utf8'})
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => `openapi/${file.replace(/\\/g, '/')}`);
  return sources.flatMap((file) => textsOf(file, readFileSync(path.join(root, file), 'utf8').split('\n')));
}

function textsOf(file: string, lines: string[]): {where: string; text: string}[] {
  const found: {where: string; text: string}[] = [];
  lines.forEach((line, i) => {
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
    found.push({where: `${file}:${i + 1}`, text});
  });
  return found;
}

function shingles(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return new Set(words.slice(1).map((word, i) => `${words[i]} ${word}`));
}

function overlap(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
}

test('docs/ holds MDX pages', () => {
  expect(pages.length, 'no .mdx file found under docs/').toBeGreaterThan(0);
});

test('every page has title, sidebar_label and description front matter', () => {
  const problems: string[] = [];
  for (const page of pages) {
    if (!page.frontMatter) {
      problems.push(
        `${page.file}: no front matter. Start the file with a block between two '---' lines holding title, sidebar_label and description.`,
      );
      continue;
    }
    if (page.error) {
      problems.push(
        `${page.file}: the front matter is not valid YAML (${page.error}). Quote values that contain a colon followed by a space.`,
      );
      continue;
    }
    for (const field of REQUIRED_FIELDS) {
      const value = page.frontMatter[field];
      if (typeof value !== 'string' || value.trim() === '') {
        problems.push(
          `${page.file}: front matter '${field}' is missing or empty. Add a line like '${field}: ...' between the '---' lines.`,
        );
      } else if (value.trim() === 'STUB') {
        problems.push(`${page.file}: front matter '${field}' is still 'STUB'. Replace it with real text.`);
      }
    }
  }
  expect(problems, 'Front matter problems (fix each file listed)').toEqual([]);
});

test(`every page has at least ${MIN_WORDS} words of prose`, () => {
  const problems = pages
    .map((page) => ({file: page.file, words: countProseWords(page.source)}))
    .filter(({words}) => words < MIN_WORDS)
    .map(
      ({file, words}) =>
        `${file}: ${words} words of prose, fewer than ${MIN_WORDS}. Code, tables, components and link URLs do not count; add explanation: what the page is for, when to use each call, what to watch for.`,
    );
  expect(problems, 'Pages too short').toEqual([]);
});

test('no placeholder text (TODO, lorem, coming soon, TBD) in docs/ or src/', () => {
  const problems: string[] = [];
  for (const file of [...filesUnder('docs', TEXT_FILE), ...filesUnder('src', TEXT_FILE)]) {
    const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      for (const match of line.matchAll(PLACEHOLDER)) {
        problems.push(
          `${file}:${i + 1}: placeholder "${match[0]}". Write the real content, or, where a fact is not known, tell the reader where to find it.`,
        );
      }
    });
  }
  expect(problems, 'Placeholder text').toEqual([]);
});

test('no sentence about the documentation itself (sources, older copies, what "the reference" says)', () => {
  const texts = [
    ...[...pages, ...partials].flatMap((page) =>
      paragraphs(page.source).map((text) => ({where: page.file, text})),
    ),
    ...STANDALONE_PAGES.flatMap((file) =>
      paragraphs(readFileSync(path.join(root, file), 'utf8')).map((text) => ({where: file, text})),
    ),
    ...openApiTexts(),
  ];
  const problems: string[] = [];
  for (const {where, text} of texts) {
    for (const sentence of sentences(text.replace(/\s+/g, ' '))) {
      const rule = ABOUT_THE_DOCS.find((pattern) => pattern.test(sentence));
      if (rule)
        problems.push(
          `${where}: "${sentence}" talks about the documentation, not the platform. Say what the reader can rely on, or "X is not specified".`,
        );
    }
  }
  expect(problems, 'Sentences about the documentation itself').toEqual([]);
});

test('every page opens by telling its reader what they can do, in words of its own', () => {
  const problems: string[] = [];
  const starts = new Map<string, string[]>();
  for (const page of pages) {
    const opening = paragraphs(page.source)[0] ?? '';
    if (
      SELF_DESCRIBING_OPENING.test(opening.split(/(?<=[.!?])\s/)[0] ?? '') ||
      /\bit is (?:written|meant|aimed|intended) for\b|\bit serves\b|\bthe page is for\b|\bthis page (?:explains|documents|covers|describes|lists|shows)\b/i.test(
        opening,
      )
    )
      problems.push(
        `${page.file}: the first paragraph describes the page ("This page…", "It is written for…"). Open with what the reader can do here.`,
      );
    for (const sentence of sentences(opening)) {
      const start = sentence.toLowerCase().split(/\s+/).slice(0, 3).join(' ');
      starts.set(start, [...(starts.get(start) ?? []), page.file]);
    }
  }
  for (const [start, files] of starts) {
    if (new Set(files).size > MAX_SHARED_OPENING_START)
      problems.push(
        `${new Set(files).size} openings have a sentence starting "${start}…" (${[...new Set(files)].join(', ')}). Word each opening for its own page.`,
      );
  }
  expect(problems, 'Openings').toEqual([]);
});

test('no paragraph appears on two pages (shared text goes in a docs/**/_partial.mdx)', () => {
  const seen = pages.flatMap((page) =>
    paragraphs(page.source)
      .filter((text) => text.split(' ').length >= MIN_DUPLICATE_WORDS)
      .map((text) => ({file: page.file, text, shingles: shingles(text)})),
  );
  const problems: string[] = [];
  for (let i = 0; i < seen.length; i += 1) {
    for (let j = i + 1; j < seen.length; j += 1) {
      const a = seen[i];
      const b = seen[j];
      if (a.file === b.file || overlap(a.shingles, b.shingles) <= MAX_PARAGRAPH_OVERLAP) continue;
      problems.push(
        `${a.file} and ${b.file} share a paragraph: "${a.text.slice(0, 90)}…". Write it once in a partial (docs/**/_name.mdx) and import it, or word each for its page.`,
      );
    }
  }
  expect(problems, 'Duplicated paragraphs').toEqual([]);
});
