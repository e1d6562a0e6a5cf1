/**
 * The machine-readable side of the site: /llms.txt, the Markdown twin of
 * every page (`/index.md` for the home page, `<route>.md` otherwise), the
 * OpenAPI description at /openapi.yaml, and the links that lead to them.
 */
import {createSlugger, parseMarkdownHeadingId} from '@docusaurus/utils';
import {parse as parseYaml} from 'yaml';
import {ekycErrorCodes} from '../../src/data/ekycErrorCodes';
import {cardsByService, getRateCard} from '../../src/data/pricing';
import {rateTable} from '../../src/data/pricingTables';
import {markdownTwinPath} from '../../src/lib/markdown/twinPath';
import {test, expect} from '../support/fixtures';
import {siteIdentity} from '../../src/config/site';
import {mcpAddresses} from '../../src/config/mcp';
import {builtHtmlRoutes, hasTwin} from '../support/builtRoutes';
import {categoryRoutes, docRoutes, siteTitle} from '../support/routes';

/** The ids of a twin's headings: an explicit `{#id}`, else what a renderer makes of the text. */
function headingIds(markdown: string): Set<string> {
  const ids = new Set<string>();
  const slugger = createSlugger();
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6}\s+(.*?)\s*$/.exec(line);
    if (!heading) continue;
    const {text, id} = parseMarkdownHeadingId(heading[1]!);
    ids.add(slugger.slug(text.replace(/[`*_\\]/g, '')));
    if (id) ids.add(id);
  }
  return ids;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A Markdown link whose target ends with `path` (absolute or root-relative). */
const linksTo = (path: string) => new RegExp(`\\]\\((?:https?://[^)\\s]+)?${escapeRegExp(path)}\\)`);

test.describe('/llms.txt', () => {
  test('answers 200, starts with the site title, links every doc twin and the OpenAPI description', async ({
    request,
  }) => {
    const response = await request.get('/llms.txt');
    expect(
      response.status(),
      '/llms.txt should answer 200; is the llms plugin in docusaurus.config.ts?',
    ).toBe(200);
    const text = await response.text();
    expect(text.startsWith(`# ${siteTitle}\n`), 'llms.txt must start with the site title as an H1').toBe(
      true,
    );
    const missing = docRoutes.filter((route) => !linksTo(markdownTwinPath(route)).test(text));
    expect(missing, 'doc routes without a .md link in /llms.txt').toEqual([]);
    // Named for tools, not listed as pages: each is far more than an assistant reads in one fetch.
    for (const file of ['/openapi.yaml', '/maschain.postman_collection.json']) {
      expect(text, `/llms.txt should name ${file}`).toMatch(
        new RegExp(`<https?://[^>\\s]+${escapeRegExp(file)}>`),
      );
      expect(text, `/llms.txt should not list ${file} as a page`).not.toMatch(linksTo(file));
    }
    expect(text, '/llms.txt should name the MCP server, its address and how to add it').toMatch(
      new RegExp(
        `MCP server at <${escapeRegExp(mcpAddresses.endpoint)}>[^\\n]*\\(https?://[^)\\s]+/#ai-assistants\\)`,
      ),
    );
  });
});

test('/llms-full.txt holds every listed twin in llms.txt order, and llms.txt links it', async ({request}) => {
  const llms = await (await request.get('/llms.txt')).text();
  expect(llms).toMatch(linksTo('/llms-full.txt'));
  const response = await request.get('/llms-full.txt');
  expect(response.status()).toBe(200);
  const full = await response.text();
  const sources = [...full.matchAll(/^Source: (\S+)$/gm)].map((m) => m[1]);
  const listed = [...llms.matchAll(/\]\((\S+\.md)\)/g)].map((m) => m[1]);
  expect(sources).toEqual(listed);
  for (const source of sources.slice(0, 3)) {
    const twin = await (await request.get(new URL(source!).pathname)).text();
    // The twin's pointer to llms.txt is not repeated in the file that llms.txt links.
    expect(full).toContain(twin.replace(/\n\n> The index of these docs[^\n]*\n/, '\n').trim());
  }
});

test.describe('Markdown twins', () => {
  // Every page of the build, not a list: a new page without a twin fails here.
  const routes = builtHtmlRoutes().filter(hasTwin);

  test('every HTML route names its twin in the head and llms.txt at the top; the twin answers 200 with a # title and llms.txt', async ({
    request,
  }) => {
    expect(routes).toEqual(expect.arrayContaining([...docRoutes, ...categoryRoutes, '/markdown-page']));
    const problems: string[] = [];
    for (const route of routes) {
      const twin = markdownTwinPath(route);
      const html = await (await request.get(route)).text();
      const alternate = /<link[^>]*rel="?alternate"?[^>]*type="?text\/markdown"?[^>]*href="?([^"\s>]+)/.exec(
        html,
      )?.[1];
      if (alternate !== twin)
        problems.push(`${route}: <link rel="alternate" type="text/markdown"> is ${alternate}, not ${twin}`);
      const response = await request.get(twin);
      if (response.status() !== 200) problems.push(`${twin}: ${response.status()}`);
      else if (!/^# \S.*\n\n> .*\[llms\.txt\]\(https:\/\/\S+\/llms\.txt\)\n/.test(await response.text()))
        problems.push(`${twin}: no "# Title" first line with the pointer to llms.txt under it`);
      // For agents that read the HTML: the same pointer first in <body>, hidden from sight and screen readers.
      const directive =
        /<body[^>]*>\s*(?:(?:<svg[\s\S]*?<\/svg>|<script[\s\S]*?<\/script>)\s*)*<p ([^>]*)>([^<]*\/llms\.txt[^<]*)<\/p>/.exec(
          html,
        );
      if (!directive || !/visually-hidden/.test(directive[1]) || !/aria-hidden="?true/.test(directive[1]))
        problems.push(`${route}: no hidden llms.txt directive at the top of <body>`);
    }
    expect(problems).toEqual([]);
  });

  test('a category twin lists its cards under the titles the page shows', async ({request}) => {
    const problems: string[] = [];
    for (const route of categoryRoutes) {
      const html = await (await request.get(route)).text();
      const titles = [...html.matchAll(/theme-doc-card-title[^>]*>([^<]+)</g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
      if (!titles.length) problems.push(`${route}: no card titles found in the HTML`);
      const twin = await (await request.get(markdownTwinPath(route))).text();
      for (const title of titles) if (!twin.includes(`[${title}](`)) problems.push(`${route}: ${title}`);
    }
    expect(problems).toEqual([]);
  });

  test('every link in a twin is absolute, and those to this site resolve, sections included', async ({
    request,
  }) => {
    const siteUrl = siteIdentity.url.replace(/\/+$/, '');
    const targets = new Map<string, string>();
    const sections: Array<{twin: string; section: string; from: string}> = [];
    const relative: string[] = [];
    for (const route of routes) {
      const text = await (await request.get(markdownTwinPath(route))).text();
      for (const [, url = ''] of text.matchAll(/\]\((\S+?)\)/g)) {
        // A twin is read away from its address too (pasted, or in llms-full.txt).
        if (!/^(https?|mailto):/.test(url)) relative.push(`${markdownTwinPath(route)}: ${url}`);
        const local = url.startsWith(siteUrl)
          ? url.slice(siteUrl.length) || '/'
          : url.startsWith('/')
            ? url
            : '';
        const [pathname = '', section] = local.split('#');
        if (pathname && !targets.has(pathname)) targets.set(pathname, markdownTwinPath(route));
        if (pathname.endsWith('.md') && section) sections.push({twin: pathname, section, from: route});
      }
    }
    expect(relative).toEqual([]);
    expect(targets.size).toBeGreaterThan(50);
    const broken: string[] = [];
    for (const [pathname, twin] of targets) {
      const status = (await request.get(pathname)).status();
      if (status !== 200) broken.push(`${pathname} (linked from ${twin}): ${status}`);
    }
    expect(broken).toEqual([]);
    // A `#section` names a heading of the twin it points to (the twin keeps an id its text would not give).
    const ids = new Map<string, Set<string>>();
    const missing: string[] = [];
    for (const {twin, section, from} of sections) {
      if (!ids.has(twin)) ids.set(twin, headingIds(await (await request.get(twin)).text()));
      if (!ids.get(twin)!.has(section)) missing.push(`${twin}#${section} (linked from ${from})`);
    }
    expect(sections.length).toBeGreaterThan(50);
    expect(missing).toEqual([]);
  });

  test('pricing twins carry the rate tables, worked examples and totals', async ({request}) => {
    for (const [service, cards] of Object.entries(cardsByService)) {
      const twin = `/services/${service}/pricing.md`;
      const text = await (await request.get(twin)).text();
      expect(text, `${twin} lost a component to a "shown on the web page" line`).not.toMatch(
        /\((PricingTable|PricingExample): shown on the/,
      );
      for (const id of cards) {
        const [first] = rateTable(getRateCard(id)).rows;
        expect(text, `${twin}: first row of rate card ${id}`).toContain(
          `| ${first.range} | ${first.myr} | ${first.usd} |`,
        );
      }
      expect(text, `${twin}: a worked example total`).toMatch(/^Total: MYR [\d,.]+ \(USD [\d,.]+\) for /m);
    }
  });

  test('the e-KYC error-code twin lists every code', async ({request}) => {
    const text = await (await request.get('/services/ekyc/error-code.md')).text();
    for (const entry of ekycErrorCodes) expect(text).toContain(`| \`${entry.code}\` | ${entry.stage} |`);
  });
});

test('/openapi.yaml answers 200 and is an OpenAPI 3.1 YAML document', async ({request}) => {
  const response = await request.get('/openapi.yaml');
  expect(response.status(), '/openapi.yaml should answer 200 (the build bundles openapi/ into it)').toBe(200);
  const text = await response.text();
  let doc: unknown;
  expect(() => (doc = parseYaml(text)), '/openapi.yaml should parse as YAML').not.toThrow();
  expect(String((doc as {openapi?: unknown}).openapi)).toMatch(/^3\.1\.\d+$/);
});

test('/maschain.postman_collection.json answers 200; the calling-APIs page links it and /openapi.yaml', async ({
  request,
  page,
}) => {
  const response = await request.get('/maschain.postman_collection.json');
  expect(response.status(), 'the build should write the Postman collection').toBe(200);
  const collection = (await response.json()) as {info: {schema: string}};
  expect(collection.info.schema).toBe('https://schema.getpostman.com/json/collection/v2.1.0/collection.json');
  await page.goto('/general/calling_apis');
  await expect(page.getByRole('link', {name: 'maschain.postman_collection.json'})).toHaveAttribute(
    'href',
    '/maschain.postman_collection.json',
  );
  await expect(page.locator('article a[href="/openapi.yaml"]').first()).toBeVisible();
});
