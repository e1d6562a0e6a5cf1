/**
 * Content rules for writers, checked on the MDX sources (no build needed):
 * front matter, unique titles, a minimum of prose per page, and no
 * placeholder text in docs/ or src/. Each failure names the file, what is
 * wrong and how to fix it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parse as parseYaml} from 'yaml';
import {countProseWords} from '../support/proseWords';

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

const pages = filesUnder('docs', /\.mdx$/).map(readPage);

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
