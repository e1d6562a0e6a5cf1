import {test, expect} from '@playwright/test';
import {htmlToOutline} from '../../src/plugins/search/build/fromHtml';
import {outlineToRecords} from '../../src/plugins/search/build/records';
import {markdownToOutline} from '../../src/plugins/search/build/fromMarkdown';

const page = (body: string, head = '') => `<!doctype html><html lang="en"><head>
<meta name="docsearch:language" content="en"><meta name="docsearch:docusaurus_tag" content="docs-default-current">${head}
</head><body><nav class="navbar">Navbar text</nav><main><article>
<nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a>Home</a></li>
<li class="breadcrumbs__item"><a>Token Management</a></li><li class="breadcrumbs__item"><span>Token API</span></li></ul></nav>
<div class="markdown">${body}</div><nav class="pagination-nav">Next page</nav></article></main>
<footer>Copyright</footer></body></html>`;

test.describe('search record generator', () => {
  test('pages the sidebar does not list, overviews and pricing pages weigh less than the pages that answer', () => {
    // A page the sidebar shows is its current link; a hidden page's current link is an item the sidebar hides.
    const sidebar = (current: string, itemClass = 'menu__list-item') =>
      `<nav class="menu"><ul class="theme-doc-sidebar-menu menu__list"><li class="menu__list-item"><a class="menu__link" href="/">Home</a></li>` +
      `<li class="${itemClass}"><a class="menu__link menu__link--active" aria-current="page" href="${current}">Here</a></li></ul></nav>`;
    const rankOf = (body: string, path: string) =>
      outlineToRecords(htmlToOutline(page(body), path)!, 'https://docs.example.com')[0]!.weight.pageRank;
    const doc = '<div class="theme-doc-markdown"><h1>Title</h1></div>';
    expect(rankOf(`${sidebar('/a/api')}${doc}`, '/a/api')).toBe(0);
    expect(rankOf(`${sidebar('/a/overview')}${doc}`, '/a/overview')).toBe(-1);
    expect(
      rankOf(`${sidebar('/a/api-extra', 'menu__list-item sidebar-item--hidden')}${doc}`, '/a/api-extra'),
    ).toBe(-2);
    expect(rankOf(`${sidebar('/a/pricing')}${doc}`, '/a/pricing')).toBe(-3);
  });

  test("a table's caption is text when it says what the rows hold, not when it only labels the table", () => {
    const table = (caption: string) =>
      `<table><caption>${caption}</caption><tr><td>1–10</td><td>0.10</td></tr></table>`;
    const outline = htmlToOutline(
      page(`<h1>T</h1>${table('Mint token: price per transaction by usage')}${table('Path parameters')}`),
      '/p',
    )!;
    expect(outline.blocks.filter((block) => block.kind === 'text').map((block) => block.text)).toEqual([
      'Mint token: price per transaction by usage',
      '1–10 — 0.10',
      '1–10 — 0.10',
    ]);
  });

  test('a header row is text when a label says what the rows hold, in built pages and markdown twins', () => {
    const table = (header: string) =>
      `<table><thead><tr>${header}</tr></thead><tbody><tr><td>/api/mint-large</td><td>100 MB</td></tr></tbody></table>`;
    const outline = htmlToOutline(
      page(
        `<h1>T</h1>${table('<th>Endpoint</th><th>Maximum file size</th>')}${table('<th>Name</th><th>Type</th>')}`,
      ),
      '/p',
    )!;
    const twin = markdownToOutline(
      '# T\n\n| Endpoint | Maximum file size |\n|---|---|\n| /api/mint-large | 100 MB |\n\n| Name | Type |\n|---|---|\n| /api/mint-large | 100 MB |\n',
      '',
      {path: '/p', section: 'S', language: 'en', docusaurusTag: 'd', inSidebar: true, keywords: []},
    );
    const expected = ['Endpoint — Maximum file size', '/api/mint-large — 100 MB', '/api/mint-large — 100 MB'];
    for (const {blocks} of [outline, twin]) {
      expect(blocks.filter((block) => block.kind === 'text').map((block) => block.text)).toEqual(expected);
    }
  });

  const html = page(`<header><h1>Token API</h1></header>
    <p>Tokens are issued per organisation.</p>
    <h2 id="mint-tokens">Mint tokens<a class="hash-link" href="#mint-tokens">\u200b</a></h2>
    <p>Creates new units.</p>
    <div data-search-text>POST /api/token/mint</div>
    <table><tr><th>Field</th><th>Type</th></tr><tr><td>amount</td><td>string</td></tr></table>
    <pre><code>curl -X POST</code></pre>
    <h3 id="callback">Callback</h3><ul><li>First<ul><li>Nested</li></ul></li></ul>`);

  test('makes DocSearch-schema records with hierarchy, anchors and weights', () => {
    const outline = htmlToOutline(html, '/services/token/token-service')!;
    const records = outlineToRecords(outline, 'https://docs.example.com/');
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: 'https://docs.example.com/services/token/token-service',
      url_without_anchor: 'https://docs.example.com/services/token/token-service',
      anchor: null,
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      hierarchy: {lvl0: 'Token Management', lvl1: 'Token API', lvl2: null},
      weight: {level: 100, position: 0, pageRank: 0},
    });
    const mint = records.find((record) => record.type === 'lvl2')!;
    expect(mint).toMatchObject({
      anchor: 'mint-tokens',
      url: 'https://docs.example.com/services/token/token-service#mint-tokens',
      hierarchy: {lvl1: 'Token API', lvl2: 'Mint tokens'},
    });
    const contents = records.filter((record) => record.type === 'content').map((record) => record.content);
    expect(contents).toEqual([
      'Tokens are issued per organisation.',
      'Creates new units.',
      'POST /api/token/mint',
      'amount — string',
      'First',
      'Nested',
    ]);
    const nested = records.find((record) => record.content === 'Nested')!;
    expect(nested.hierarchy).toMatchObject({lvl2: 'Mint tokens', lvl3: 'Callback'});
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  test('leaves navigation, code blocks, hash links and header rows that only name columns out', () => {
    const records = outlineToRecords(htmlToOutline(html, '/x')!, 'https://docs.example.com');
    const text = JSON.stringify(records);
    for (const excluded of [
      'Navbar text',
      'Next page',
      'Copyright',
      'curl -X POST',
      '\u200b',
      'Field — Type',
    ]) {
      expect(text).not.toContain(excluded);
    }
  });

  test("a table cell's part marked data-search-exclude is left out of the row's text", () => {
    // The narrow layout folds a parameter's value under its name, repeating the value's own column.
    const row = `<tr><th scope="row"><code>projectSlug</code> <span>required</span>
      <span data-search-exclude="true"><code>string</code></span></th><td><code>string</code></td>
      <td>Its slug, <ul><li>lower case</li></ul></td></tr>`;
    const outline = htmlToOutline(page(`<h1>T</h1><table><tbody>${row}</tbody></table>`), '/p')!;
    // A list in a cell stays the cell's text: rows are not walked for blocks of their own.
    expect(outline.blocks.filter((block) => block.kind === 'text').map((block) => block.text)).toEqual([
      'projectSlug required — string — Its slug, lower case',
    ]);
  });

  test("code samples give their identifiers, once a page, to their section's heading record", () => {
    const outline = htmlToOutline(
      page(
        '<h1>T</h1><h2 id="a">A</h2><pre><code>{"wallet_address": "0x1", "note": "Plain words"}</code></pre>' +
          '<h2 id="b">B</h2><pre><code>{"wallet_address": "0x1", "callback_url": "https://x"}</code></pre>',
      ),
      '/p',
    )!;
    const records = outlineToRecords(outline, 'https://d.example');
    expect(records.find((record) => record.anchor === 'a')!.keywords).toBe('wallet_address');
    expect(records.find((record) => record.anchor === 'b')!.keywords).toBe('callback_url');
    expect(records.filter((record) => record.type === 'content')).toEqual([]);
  });

  test('a deeper heading is closed by the next shallower one', () => {
    const outline = htmlToOutline(
      page('<h1>T</h1><h2 id="a">A</h2><h3 id="b">B</h3><h2 id="c">C</h2><p>x</p>'),
      '/p',
    )!;
    const last = outlineToRecords(outline, 'https://d.example').at(-1)!;
    expect(last.hierarchy).toMatchObject({lvl2: 'C', lvl3: null});
    expect(last.anchor).toBe('c');
  });

  test('skips pages marked noindex', () => {
    expect(
      htmlToOutline(page('<h1>Hidden</h1>', '<meta name="robots" content="noindex, nofollow">'), '/t'),
    ).toBeNull();
    expect(
      htmlToOutline(page('<h1>Search</h1>', '<meta property="robots" content="noindex, follow">'), '/s'),
    ).toBeNull();
  });

  test("a page's keywords meta (its front matter) goes to its title's record alone", () => {
    const head = '<meta name="keywords" content="switch off wallet, disable wallet">';
    const outline = htmlToOutline(page('<h1>Wallet API</h1><h2 id="a">A</h2><p>Text.</p>', head), '/w')!;
    expect(outline.keywords).toEqual(['switch off wallet', 'disable wallet']);
    const [title, ...rest] = outlineToRecords(outline, 'https://docs.example.com');
    expect(title).toMatchObject({type: 'lvl1', pageKeywords: 'switch off wallet, disable wallet'});
    expect(rest.every((record) => record.pageKeywords === undefined)).toBe(true);
  });
});

test.describe('search outline from markdown (the dev server)', () => {
  test('gives headings the ids the built page has, keeps code apart, and skips header rows that only name columns', () => {
    const mdx = '## Mint tokens {#mint-tokens}\n\n## Burn tokens\n';
    const markdown =
      '# Token API\n\nIntro text.\n\n## Mint tokens\n\n| Field | Type |\n| --- | --- |\n| amount | string |\n\n```bash\ncurl -X POST\n```\n\n## Burn tokens\n\n- Burns units\n';
    const outline = markdownToOutline(markdown, mdx, {
      path: '/services/token/token-service',
      section: 'Token Management',
      language: 'en',
      docusaurusTag: 'docs-default-current',
      inSidebar: true,
      keywords: [],
    });
    expect(outline.blocks).toEqual([
      {kind: 'heading', level: 1, text: 'Token API', anchor: null},
      {kind: 'text', text: 'Intro text.'},
      {kind: 'heading', level: 2, text: 'Mint tokens', anchor: 'mint-tokens'},
      {kind: 'text', text: 'amount — string'},
      {kind: 'code', text: 'curl -X POST'},
      {kind: 'heading', level: 2, text: 'Burn tokens', anchor: 'burn-tokens'},
      {kind: 'text', text: 'Burns units'},
    ]);
  });
});
