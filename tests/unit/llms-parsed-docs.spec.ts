import {test, expect} from '@playwright/test';
import {compile} from '@mdx-js/mdx';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import {mdxToMarkdown} from '../../src/lib/markdown/build/mdxToMarkdown';
import {parsedDocs} from '../../src/lib/markdown/build/parsedDocs';

// A page as the docs plugin compiles it: front matter already split off, directives and tables on.
const page = `import Tabs from '@theme/Tabs';

Read [the limits](/general/rate_limit#burst) first.

:::warning[Keys]
Keep the **secret** on the server.
:::

| Field | Type |
| --- | --- |
| \`wallet_address\` | string |

<Tabs><TabItem value="js" label="JavaScript">Call it.</TabItem></Tabs>
`;
const file = '/site/docs/example.mdx';
const options = {title: 'Example', rewriteUrl: (url: string) => `https://docs.example.test${url}`};

/** A plugin after ours that rewrites the tree, as Docusaurus's own plugins do. */
const rewriteEverything = () => (tree: {children: unknown[]}) => {
  tree.children = [];
};

test('the twin made from the docs plugin parse is the twin made by parsing again; later plugins do not reach it', async () => {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const store = parsedDocs();
    await compile(
      {value: page, path: file},
      {remarkPlugins: [store.remarkPlugin, remarkDirective, remarkGfm, rewriteEverything]},
    );
    const kept = store.take(file);
    expect(kept).toBeDefined();
    const twin = mdxToMarkdown(page, options);
    expect(mdxToMarkdown(page, options, kept)).toBe(twin);
    // A component on one line keeps the blocks apart (MDX unravels its paragraph).
    expect(twin).toContain(
      '# Example\n\nRead [the limits](https://docs.example.test/general/rate_limit#burst) first.\n',
    );
    expect(twin).toMatch(/\*\*JavaScript\*\*\n\nCall it\.\n$/);
    // Handed over once: the memory goes with it.
    expect(store.take(file)).toBeUndefined();
  } finally {
    process.env.NODE_ENV = previous;
  }
});

test('outside a build (npm start writes no twins) nothing is kept', async () => {
  const store = parsedDocs();
  await compile({value: page, path: file}, {remarkPlugins: [store.remarkPlugin]});
  expect(store.take(file)).toBeUndefined();
});
