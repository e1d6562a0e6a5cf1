/**
 * Content rules for writers, checked on the MDX sources (no build needed):
 * front matter, unique titles, a minimum of prose per page, no placeholder
 * text in docs/ or src/, no sentences about the documentation's own sources
 * or older copies (pages, partials and OpenAPI descriptions), openings that
 * speak to the reader in words of their own, no paragraph pasted on two
 * pages, notes that lead somewhere, no date or portal section the facts do not
 * give, and conventions stated once. Each failure names the file (and line
 * where there is one), what is wrong and how to fix it.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {parse as parseYaml} from 'yaml';
import {footer, navbar} from '../../src/config/navigation';
import {loadOpenApi} from '../../src/lib/openapi/build/load';
import {indexOperations, resolveOperation} from '../../src/lib/openapi/build/resolve';
import {
  codePlaceholders,
  flowCalls,
  guideFlows,
  operationAtLink,
  placeholdersIn,
  sectionLinks,
  type FlowStep,
} from '../support/guideFlow';
import {specPath} from '../support/openApiBundle';
import {countProseWords, proseText} from '../support/proseWords';
import {componentStrings, mdxReaderLines, openApiTexts} from '../support/readerText';
import {specRoutes} from '../support/routes';

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

/** The OpenAPI description's sources: the shared file and one per service. */
const openApiSources = filesUnder('openapi', /\.ya?ml$/);

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
  /\b(?:an? )?(?:assumption|inference),? not a stated rule\b|\(an inference\b|\bis an assumption\b/i,
  /\b(?:is|are|was|were) documented (?:as|with|for|on)\b|\bthe documented\b|\bno \w+ is documented\b/i,
  /\bin the samples?\b|\bthe samples? (?:use|uses|show|shows|send|sends|attach|attaches|look|looks)\b/i,
  /\buntil one is\b/i,
  /\bunder confirmation\b|\binferred\b/i,
];
/** Support channels: the facts give none, so a page must not send readers to one. */
const SUPPORT_CHANNEL =
  /\b(?:ask|contact|check with|confirm (?:it |this |that |the \w+ )?with) (?:MasChain(?: support)?|support)\b|\bMasChain support\b/i;
/** Dates and portal sections that no fact gives (a review date, a billing section, subscription terms). */
const UNSUPPORTED_CLAIMS: readonly {pattern: RegExp; what: string}[] = [
  {
    pattern: /\b(?:19|20)\d\d-\d\d-\d\d\b|\blast (?:reviewed|updated|checked)\b|\breviewed on\b/i,
    what: 'a date',
  },
  {
    pattern:
      /\b(?:January|February|March|April|May|June|July|August|September|October|November|December) (?:\d{1,2}, )?(?:19|20)\d\d\b/,
    what: 'a date',
  },
  {
    pattern:
      /\b(?:billing|subscription|payment|invoice)s? (?:section|page|tab|menu|screen|terms)\b|\bterms of (?:your|the|its) subscription\b|\bsubscription terms\b/i,
    what: 'a portal section or terms',
  },
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

type Located = {where: string; text: string; renders: number};

/** Every reader-visible line: pages, partials, the standalone page, OpenAPI texts and component strings. */
function readerTexts(): Located[] {
  const mdx = [...pages, ...partials].flatMap((page) =>
    mdxReaderLines(page.source).map(({line, text}) => ({where: `${page.file}:${line}`, text, renders: 1})),
  );
  const standalone = STANDALONE_PAGES.flatMap((file) =>
    mdxReaderLines(readFileSync(path.join(root, file), 'utf8')).map(({line, text}) => ({
      where: `${file}:${line}`,
      text,
      renders: 1,
    })),
  );
  const sources = openApiSources.map((file) => ({file, yaml: readFileSync(path.join(root, file), 'utf8')}));
  const allSources = sources.map(({yaml}) => yaml).join('\n');
  const openApi = sources.flatMap(({file, yaml}) =>
    openApiTexts(yaml, allSources).map(({line, text, renders}) => ({
      where: `${file}:${line}`,
      text,
      renders,
    })),
  );
  const components = COMPONENT_SOURCES.flatMap((file) =>
    componentStrings(readFileSync(path.join(root, file), 'utf8')).map(({line, text}) => ({
      where: `${file}:${line}`,
      text,
      renders: 1,
    })),
  );
  return [...mdx, ...standalone, ...openApi, ...components];
}

/** Sources of the strings components show readers (captions, labels, headings). */
const COMPONENT_SOURCES = [
  ...filesUnder('src/components', /\.tsx$/),
  'src/data/pricingTables.ts',
  'src/data/ekycErrorCodes.ts',
];

test('no sentence about the documentation itself (sources, samples, assumptions, what "the reference" says)', () => {
  const problems: string[] = [];
  for (const {where, text} of readerTexts()) {
    for (const sentence of sentences(text)) {
      if (ABOUT_THE_DOCS.some((pattern) => pattern.test(sentence)))
        problems.push(
          `${where}: "${sentence}" talks about the documentation, not the platform. Say what the reader can rely on and what to do, or "X is not specified" once.`,
        );
      if (SUPPORT_CHANNEL.test(sentence))
        problems.push(
          `${where}: "${sentence}" sends the reader to MasChain support, and no fact gives a way to reach it. Give the reader something to do instead (validate, log, retry, read a field), or remove the sentence.`,
        );
    }
  }
  expect(problems, 'Sentences about the documentation itself').toEqual([]);
});

test('no date or portal section that the facts do not give', () => {
  const problems: string[] = [];
  for (const {where, text} of readerTexts()) {
    for (const {pattern, what} of UNSUPPORTED_CLAIMS) {
      const match = pattern.exec(text);
      if (match)
        problems.push(
          `${where}: "${match[0]}" is ${what} that no fact gives. Remove it, or say what the reader can check instead.`,
        );
    }
  }
  expect(problems, 'Dates and portal sections').toEqual([]);
});

test('no note mentions a sample that is not on its page', () => {
  const problems: string[] = [];
  for (const page of [...pages, ...partials]) {
    if (/^[ \t]*(?:`{3}|~{3})|<Endpoint\b/m.test(page.source)) continue;
    for (const {line, text} of mdxReaderLines(page.source)) {
      const match = /\b(?:the|a|this) (?:sample|example) (?:request|response|answer|payload|call)s?\b/i.exec(
        text,
      );
      if (match)
        problems.push(
          `${page.file}:${line}: mentions "${match[0]}", but the page shows no sample. Show it, or say what the reader should send or expect.`,
        );
    }
  }
  expect(problems, 'Samples that are not on the page').toEqual([]);
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

/** A note that a fact is missing: "X is not specified", "not given", "unspecified"... */
const MISSING_FACT_NOTE =
  /\bnot (?:specified|given|described|confirmed|known|stated|listed|defined)\b|\bunspecified\b|\bunder confirmation\b|\binferred\b/i;
/** What a note must hand the reader: something to do. */
const READER_ACTION =
  /\b(?:validate|log|retry|read|check|store|save|test|try|use|send|pass|compare|keep|plan|treat|show|look|accept|wait|build|deactivate|move|count|create|fetch|confirm|leave|parse|estimate|budget|measure|choose|follow|round|handle|record|prefer|make|apply|inspect|write|mark|sign|reassign)\b/i;
/** Site-wide ceiling on missing-fact notes, and how often one note may be shown. */
const MAX_NOTES = 40;
const MAX_NOTE_REPEATS = 2;

test(`notes that a fact is missing lead somewhere: each ends in what to do, at most ${MAX_NOTES} on the site, none shown more than ${MAX_NOTE_REPEATS} times`, () => {
  const problems: string[] = [];
  const seen = new Map<string, {where: string[]; renders: number}>();
  let total = 0;
  for (const {where, text, renders} of readerTexts()) {
    const parts = sentences(text);
    parts.forEach((sentence, i) => {
      if (!MISSING_FACT_NOTE.test(sentence)) return;
      total += renders;
      const after = sentence.split(MISSING_FACT_NOTE).slice(1).join(' ');
      if (!READER_ACTION.test(after) && !READER_ACTION.test(parts[i + 1] ?? ''))
        problems.push(
          `${where}: "${sentence}" leads nowhere. End it with what the reader should do (validate, log, retry, read a field), or remove it.`,
        );
      const key = sentence
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim();
      const entry = seen.get(key) ?? {where: [], renders: 0};
      entry.where.push(renders > 1 ? `${where} (shown under ${renders} endpoints)` : where);
      entry.renders += renders;
      seen.set(key, entry);
    });
  }
  for (const [key, {where, renders}] of seen)
    if (renders > MAX_NOTE_REPEATS)
      problems.push(
        `The note "${key.slice(0, 80)}…" is shown ${renders} times (${where.join(', ')}). State it once where it belongs and link to it.`,
      );
  if (total > MAX_NOTES)
    problems.push(
      `${total} notes say a fact is missing, more than ${MAX_NOTES}. Keep the ones a reader can act on; say a shared one once and link to it.`,
    );
  expect(problems, 'Notes that lead nowhere').toEqual([]);
});

/** Opening templates: a move that may open at most this many pages. */
const MAX_TEMPLATE_PAGES = 3;
const OPENING_TEMPLATES: readonly {name: string; pattern: RegExp}[] = [
  {name: '"<service> lets/gives your organisation…"', pattern: /\b(?:lets|gives|helps) (?:your|you)\b/i},
  {
    name: 'a pointer to the concepts on the overview',
    pattern:
      /\b(?:concepts|ideas) (?:behind|are explained)\b|\bfor the full picture\b|\boverview (?:explains|shows)\b|\bstart with the [^.]*\boverview\b/i,
  },
  {
    name: '"each call opens with when to use it"',
    pattern: /\bcall (?:below )?opens with\b|\bfull request and response\b/i,
  },
  {
    name: 'a list of the create, read, update and delete calls',
    pattern:
      /\blist, read, create\b|\bcreating, listing, reading\b|\blist, create, update and delete\b|\brename\w*,? (?:or )?switch\w* (?:them )?off\b/i,
  },
  {
    name: '"learn / find out / get to know its…" or "start here to…"',
    pattern: /\b(?:learn|find out|get to know) (?:its|how|what|which|about|the)\b|\bstart here to\b/i,
  },
  {
    name: 'an estimate over a worked month',
    pattern: /\bworked (?:month|example)s?\b|^(?:estimate|work out|budget|predict|forecast)\b/i,
  },
];

test(`no opening template on more than ${MAX_TEMPLATE_PAGES} pages`, () => {
  const problems: string[] = [];
  for (const {name, pattern} of OPENING_TEMPLATES) {
    const users = pages.filter((page) => pattern.test(paragraphs(page.source)[0] ?? ''));
    if (users.length > MAX_TEMPLATE_PAGES)
      problems.push(
        `${users.length} pages open with ${name} (${users.map((page) => page.file).join(', ')}). Open each page with what its reader does there, in its own words.`,
      );
  }
  expect(problems, 'Opening templates').toEqual([]);
});

/** Two paragraphs share a template above this share of three-word runs (code and links left out). */
const TEMPLATE_OVERLAP = 0.12;

test(`no paragraph template on more than ${MAX_TEMPLATE_PAGES} pages`, () => {
  const lines = pages.flatMap((page) =>
    mdxReaderLines(page.source)
      .map(({line, raw}) => ({where: `${page.file}:${line}`, file: page.file, words: templateWords(raw)}))
      .filter(({words}) => words.length >= MIN_DUPLICATE_WORDS)
      .map((entry) => ({...entry, runs: runsOf(entry.words)})),
  );
  const problems: string[] = [];
  const reported = new Set<string>();
  for (const a of lines) {
    if (reported.has(a.where)) continue;
    const alike = lines.filter((b) => b.file !== a.file && overlap(a.runs, b.runs) > TEMPLATE_OVERLAP);
    const files = new Set([a.file, ...alike.map((b) => b.file)]);
    if (files.size <= MAX_TEMPLATE_PAGES) continue;
    for (const b of alike) reported.add(b.where);
    problems.push(
      `${a.where} and ${alike.map((b) => b.where).join(', ')} follow one template ("${a.words.slice(0, 12).join(' ')}…"). Say it once where it belongs and link to it, or word each for its page.`,
    );
  }
  expect(problems, 'Paragraph templates').toEqual([]);
});

/** Pages whose job is to state the request conventions; elsewhere they are linked, not restated. */
const CONVENTION_PAGES = new Set(['docs/general/calling_apis.mdx', 'docs/portal/create-api-keys.mdx']);

test(`the request conventions (key headers) are restated on at most ${MAX_TEMPLATE_PAGES} other pages`, () => {
  const restating = pages
    .filter((page) => !CONVENTION_PAGES.has(page.file))
    .flatMap((page) =>
      mdxReaderLines(page.source)
        .filter(({raw}) => /`client_id`/.test(raw) && /`client_secret`/.test(raw))
        .slice(0, 1)
        .map(({line}) => `${page.file}:${line}`),
    );
  const problems =
    restating.length > MAX_TEMPLATE_PAGES
      ? [
          `${restating.length} pages restate the key headers (${restating.join(', ')}). Link to Authentication in Calling the APIs (/general/calling_apis#authentication) and keep only what differs for the page.`,
        ]
      : [];
  expect(problems, 'Conventions restated').toEqual([]);
});

function templateWords(raw: string): string[] {
  const text = raw
    .replace(/`[^`]*`/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase();
  return text.match(/[\p{L}\p{N}]+/gu) ?? [];
}

function runsOf(words: string[]): Set<string> {
  return new Set(words.slice(2).map((word, i) => `${words[i]} ${words[i + 1]} ${word}`));
}

// ---------------------------------------------------------------- routes and guides

/** A page's route: its `slug`, or its path under docs/ without the extension (docs are served at the root). */
function routeOf(page: Page): string {
  const slug = page.frontMatter?.slug;
  if (typeof slug === 'string' && slug.startsWith('/')) return slug;
  return `/${page.file
    .replace(/^docs\//, '')
    .replace(/\.mdx$/, '')
    .replace(/(?:^|\/)index$/, '')}`;
}

test('every page, navbar and footer link and category index is at a route spec §2 lists', () => {
  const listed = new Set(specRoutes);
  const specFile = path.join(root, '..', 'shared', 'spec', 'routes.txt');
  if (existsSync(specFile)) {
    // The list in tests/support/routes.ts is the spec's own, kept in step with it where it is at hand.
    const spec = readFileSync(specFile, 'utf8').split('\n').filter(Boolean).sort();
    expect([...listed].sort(), 'tests/support/routes.ts lists the routes of spec §2').toEqual(spec);
  }
  type NavItem = {to?: string; items?: readonly NavItem[]};
  const flatten = (items: readonly NavItem[]): NavItem[] =>
    items.flatMap((item) => [item, ...flatten(item.items ?? [])]);
  const links = flatten([...navbar.items, ...footer.links] as readonly NavItem[]).flatMap((item) =>
    typeof item.to === 'string' ? [item.to.split('#')[0] || '/'] : [],
  );
  const categories = [...readFileSync(path.join(root, 'sidebars.ts'), 'utf8').matchAll(/slug: `([^`]+)`/g)];
  const problems = [
    ...pages
      .filter((page) => !listed.has(routeOf(page)))
      .map(
        (page) =>
          `${page.file}: its route ${routeOf(page)} is not one spec §2 lists. Make it a section of a listed page (a \`##\` heading with an {#id}); any other path is a not-found page.`,
      ),
    ...links
      .filter((to) => !listed.has(to))
      .map((to) => `src/config/navigation.ts: a link to ${to}, which spec §2 does not list.`),
    ...categories
      .map(([, slug]) => slug.replace('${slug}', ''))
      .filter((slug) => !slug.endsWith('/') && !listed.has(slug))
      .map((slug) => `sidebars.ts: the category index ${slug} is not a route spec §2 lists.`),
  ];
  expect(problems, 'Routes outside spec §2').toEqual([]);
});

/** An OpenAPI runtime expression, such as `{$request.body#/callback_url}`: a reader cannot act on one. */
const RUNTIME_EXPRESSION = /\{\$(?:url|method|statusCode|request|response)\b[^}]*\}/;

// What each operation's Markdown and the mock show of a callback: tests/unit/callback-target.spec.ts.
test('no OpenAPI runtime expression ({$request.body#/…}) is written where readers see it', () => {
  const lines = [
    ...[...pages, ...partials].flatMap((page) =>
      mdxReaderLines(page.source).map(({line, raw}) => ({where: `${page.file}:${line}`, text: raw})),
    ),
    ...openApiSources.flatMap((file) =>
      openApiTexts(readFileSync(path.join(root, file), 'utf8')).map(({line, text}) => ({
        where: `${file}:${line}`,
        text,
      })),
    ),
    ...filesUnder('src', /\.tsx$/).flatMap((file) =>
      componentStrings(readFileSync(path.join(root, file), 'utf8')).map(({line, raw}) => ({
        where: `${file}:${line}`,
        text: raw,
      })),
    ),
  ];
  const problems = lines
    .filter(({text}) => RUNTIME_EXPRESSION.test(text))
    .map(
      ({where, text}) =>
        `${where}: shows ${RUNTIME_EXPRESSION.exec(text)![0]}. Say what it stands for in the reader's words ("your callback_url").`,
    );
  expect(problems, 'Runtime expressions shown to readers').toEqual([]);
});

/** The services a guide's step calls: its `<EndpointRequest>`s and the reference sections it links to. */
function stepOperations(step: FlowStep): string[] {
  const linked = sectionLinks(step.text).map(operationAtLink);
  return [...flowCalls(step.text).map((call) => call.operationId), ...linked].filter((id): id is string =>
    Boolean(id),
  );
}

test('a guide names, before its steps, every service the steps call', () => {
  const doc = loadOpenApi(specPath);
  const problems: string[] = [];
  for (const flow of guideFlows(pages)) {
    const before = flow.steps.find((step) => /before|prerequisite/i.test(step.heading));
    if (!before) {
      problems.push(
        `${flow.file}:${flow.line}: the guide "${flow.heading}" has no "Before you begin" step naming what a reader needs.`,
      );
      continue;
    }
    for (const step of flow.steps.filter((s) => s !== before)) {
      for (const id of stepOperations(step)) {
        const tags = indexOperations(doc).get(id)?.operation.tags;
        for (const service of Array.isArray(tags) ? (tags as string[]) : []) {
          if (!new RegExp(`\\b${service}\\b`).test(before.text)) {
            problems.push(
              `${flow.file}:${step.line}: step "${step.heading}" calls ${id} of the ${service} service, which "${before.heading}" (line ${before.line}) does not name among what the API key needs.`,
            );
          }
        }
      }
    }
  }
  expect(problems, 'Guide prerequisites').toEqual([]);
});

test('in a guide, one placeholder name never stands for two values', () => {
  const doc = loadOpenApi(specPath);
  const credentials = new Set(['client_id', 'client_secret']);
  const problems: string[] = [];
  for (const flow of guideFlows(pages)) {
    // Where each raw placeholder (an example's own, field-named one) appears, and which ones the guide renames.
    const rawUses = new Map<string, Set<string>>();
    const renamed = new Set<string>();
    const use = (name: string, where: string) =>
      rawUses.set(name, (rawUses.get(name) ?? new Set()).add(where));
    for (const step of flow.steps) {
      for (const call of flowCalls(step.text, step.line + 1)) {
        // What the step shows: the request's parameters and body, as its samples write them.
        const {parameters, requestBody} = resolveOperation(doc, call.operationId);
        const names = placeholdersIn({parameters, requestBody});
        for (const name of Object.keys(call.renames)) renamed.add(name);
        for (const name of names.filter((n) => !(n in call.renames)))
          use(name, `${call.operationId} (line ${call.line})`);
      }
      for (const name of codePlaceholders(step.text)) use(name, `a code block of "${step.heading}"`);
    }
    for (const [name, uses] of rawUses) {
      if (credentials.has(name)) continue;
      if (renamed.has(name) || uses.size > 1) {
        problems.push(
          `${flow.file}:${flow.line}: in "${flow.heading}", <${name}> appears in ${[...uses].join(' and ')}${renamed.has(name) ? ', and another step renames it' : ''}. Give each value of the guide a name of its own with placeholders="${name}:<what_it_is>_${name}" on each <EndpointRequest>, and the same name in code blocks.`,
        );
      }
    }
  }
  expect(problems, 'Placeholders shared by two values').toEqual([]);
});
