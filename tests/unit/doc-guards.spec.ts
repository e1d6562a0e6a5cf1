import {test, expect} from '@playwright/test';
import {findSlips, type DocFacts} from '../../src/plugins/doc-guards/findSlips';

// Each slip made on purpose, and the message a writer reads.
const page = (overrides: Partial<DocFacts> = {}): DocFacts => ({
  source: '@site/docs/services/token/new-page.mdx',
  permalink: '/services/token/new-page',
  listed: true,
  hiddenInSidebar: false,
  frontMatter: {title: 'New page', description: 'What the page is for.'},
  ...overrides,
});

test('a page that is complete and listed has no slip', () => {
  expect(findSlips([page()], [])).toEqual([]);
});

test('a page without a title or a description is named, at its front matter', () => {
  expect(findSlips([page({frontMatter: {title: 'New page'}})], [])).toEqual([
    'docs/services/token/new-page.mdx:1: no `description` in the front matter: search engines, llms.txt and the Markdown twin need one sentence on what the page is for.',
  ]);
  expect(findSlips([page({frontMatter: {title: ' ', description: 'x'}})], [])[0]).toContain(
    'docs/services/token/new-page.mdx:1: no `title` in the front matter',
  );
});

test('a page in no sidebar is named', () => {
  expect(findSlips([page({listed: false})], [])).toEqual([
    "docs/services/token/new-page.mdx:1: /services/token/new-page is in no sidebar, so no link reaches it: add its id to sidebars.ts (as `hidden('<id>')` after the page it extends, if it should not show there, and in src/config/hiddenPages.ts).",
  ]);
});

test('the hidden list and the hidden sidebar items must agree', () => {
  const hidden = ['/services/token/new-page'];
  expect(findSlips([page({hiddenInSidebar: true})], hidden)).toEqual([]);
  expect(findSlips([page()], hidden)).toEqual([
    "docs/services/token/new-page.mdx:1: /services/token/new-page is listed in src/config/hiddenPages.ts but shown in the sidebar: list it in sidebars.ts as `hidden('<id>')`, or take it off the hidden list.",
  ]);
  expect(findSlips([page({hiddenInSidebar: true})], [])).toEqual([
    'docs/services/token/new-page.mdx:1: /services/token/new-page is hidden in the sidebar but not listed in src/config/hiddenPages.ts, so the sitemap would list a page the sidebar does not show: add it there.',
  ]);
});
