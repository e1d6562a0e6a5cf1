#!/usr/bin/env node
// Quick syntax check for MDX pages, without a full site build:
//   node scripts/check-mdx.mjs docs/services/token/*.mdx
import {readFile} from 'node:fs/promises';
import {compile} from '@mdx-js/mdx';
import {escapeMarkdownHeadingIds} from '@docusaurus/utils';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';

const files = process.argv.slice(2);
let failures = 0;
for (const file of files) {
  const source = await readFile(file, 'utf8');
  // The site's mdx1Compat.headingIds option escapes `{#id}` the same way.
  const body = escapeMarkdownHeadingIds(source.replace(/^---\n[\s\S]*?\n---\n/, ''));
  try {
    await compile(body, {remarkPlugins: [remarkGfm, remarkDirective]});
  } catch (error) {
    failures += 1;
    console.error(`${file}: ${error.message}`);
  }
}
console.log(`${files.length - failures} passed, ${failures} failed`);
process.exitCode = failures ? 1 : 0;
