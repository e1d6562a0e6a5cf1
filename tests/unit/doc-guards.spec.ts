import {test, expect} from '@playwright/test';
import {findSlips, type DocFacts} from '../../src/plugins/doc-guards/findSlips';

// Each slip made on purpose, and the message a writer reads.
const page = (overrides: Partial<DocFacts> = {}): DocFacts => ({
  source: '@site/docs/services/token/new-page.mdx',
  permalink: '/services/token/new-page',
  sidebar: 'docs',
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

test('a page in no sidebar and not in the hidden list is named; a hidden page is not', () => {
  expect(findSlips([page({sidebar: undefined})], [])).toEqual([
    'docs/services/token/new-page.mdx:1: /services/token/new-page is in no sidebar, so no link reaches it: add its id to sidebars.ts, or list it in src/config/hiddenPages.ts and link it from the page it extends.',
  ]);
  expect(findSlips([page({sidebar: undefined})], ['/services/token/new-page'])).toEqual([]);
});
