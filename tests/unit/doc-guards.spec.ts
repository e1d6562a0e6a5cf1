import {test, expect} from '@playwright/test';
import {findSlips, type DocFacts} from '../../src/plugins/doc-guards/findSlips';

// Each slip made on purpose, and the message a writer reads.
const page = (overrides: Partial<DocFacts> = {}): DocFacts => ({
  source: '@site/docs/services/token/new-page.mdx',
  permalink: '/services/token/new-page',
  listed: true,
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

test('a page in no sidebar and not in the hidden list is named', () => {
  expect(findSlips([page({listed: false})], [])).toEqual([
    'docs/services/token/new-page.mdx:1: /services/token/new-page is in no sidebar, so no link reaches it: add its id to sidebars.ts, or list it in src/config/hiddenPages.ts and link it from the page it extends.',
  ]);
});

test('a hidden page must still show the sidebar; with displayed_sidebar it has no slip', () => {
  const hidden = ['/services/token/new-page'];
  expect(findSlips([page({listed: false})], hidden)).toEqual([
    'docs/services/token/new-page.mdx:1: /services/token/new-page is hidden from the sidebar but should still show it: add `displayed_sidebar: docs` to its front matter.',
  ]);
  const frontMatter = {title: 'New page', description: 'What the page is for.', displayed_sidebar: 'docs'};
  expect(findSlips([page({listed: false, frontMatter})], hidden)).toEqual([]);
});
