import {test, expect} from '@playwright/test';
import {countProseWords, proseText, stripJsxTags} from '../support/proseWords';
import {componentStrings, mdxReaderLines, openApiTexts} from '../support/readerText';

const lines = (...parts: string[]) => parts.join('\n');

test.describe('countProseWords: what counts as prose', () => {
  test('plain paragraphs, headings and list items count', () => {
    expect(countProseWords('One two three.\n\n## Four five {#four}\n\n- six\n- seven')).toBe(7);
  });

  test('front matter does not count', () => {
    expect(countProseWords(lines('---', 'title: A B C', 'description: D E F', '---', '', 'One two.'))).toBe(
      2,
    );
  });

  test('import and export statements do not count, even over several lines', () => {
    const source = lines(
      "import Tabs from '@theme/Tabs';",
      'import {',
      '  A,',
      '  B,',
      "} from '@site/src/x';",
      "import './side-effect.css';",
      'export const meta = {',
      "  a: 'many words here',",
      '};',
      '',
      'One two three.',
      'export the data later.',
    );
    expect(countProseWords(source)).toBe(7);
  });

  test('code fences and inline code do not count', () => {
    const source = lines(
      'Call `client.mint(amount)` now.',
      '',
      '```json title="Callback payload"',
      '{"a": "many words in code"}',
      '```',
      '',
      '````md',
      '```',
      'nested fence words',
      '```',
      '````',
      '',
      '~~~bash',
      'echo tilde fence',
      '~~~',
      'Done.',
    );
    expect(countProseWords(source)).toBe(3);
  });

  test('JSX tags do not count; text between tags does', () => {
    const source = lines(
      '<Endpoint operation="mintToken" />',
      '',
      '<PricingExample',
      '  card="custom-contract-gas"',
      '  transactions={[{gasUsed: 45000, count: 2000}, {note: "a > b"}]}',
      '/>',
      '',
      '<Tabs groupId="lang">',
      '  <TabItem value="js" label="JavaScript words">',
      '',
      'Inside the tab.',
      '',
      '  </TabItem>',
      '</Tabs>',
      '',
      'Plain <b>bold</b> word and <https://example.test/x> link.',
    );
    expect(countProseWords(source)).toBe(8);
  });

  test('tables, comments and admonition fences do not count; admonition text and title do', () => {
    const source = lines(
      '| Name | Value |',
      '| --- | --- |',
      '| a lot of | table words |',
      '',
      '<!-- an html comment with words -->',
      '{/* an mdx comment with words */}',
      '',
      ':::warning Check amounts',
      'Amounts are strings.',
      ':::',
    );
    expect(countProseWords(source)).toBe(5);
  });

  test('link and image URLs do not count; their text does', () => {
    const source = lines(
      'See [the wallet page](/services/wallet-management/wallet#create-wallet) and ![a diagram](/img/x.svg).',
      '',
      '[ref]: https://example.test/some/long/path',
    );
    expect(countProseWords(source)).toBe(7);
  });

  test('punctuation and markup alone are not words; entities next to text are', () => {
    expect(countProseWords('- **Bold** — text & more: 1, 2.\n\n---\n\n&lt;wallet_address&gt;')).toBe(6);
  });

  test('proseText keeps the words in reading order', () => {
    expect(proseText('A [b](/x) `c` <D /> e').split(/\s+/).filter(Boolean)).toEqual(['A', 'b', 'e']);
  });

  test('stripJsxTags respects quotes and braces, and leaves a lone < alone', () => {
    expect(stripJsxTags('x <A b="1 > 2" c={{d: "}"}} /> y')).toBe('x   y');
    expect(stripJsxTags('1 < 2 and <>frag</>')).toBe('1 < 2 and  frag ');
  });
});

test.describe('reader text: what a content rule reads, with its line', () => {
  test('MDX keeps prose, list items and table cells at their lines; code, front matter and imports go', () => {
    const source = lines(
      '---',
      'title: T',
      '---',
      "import X from '@site/x';",
      '',
      'See [Calling the APIs](/general/calling_apis) with `client_id`.',
      '```json',
      '{"not": "prose"}',
      '```',
      '- A list item.',
      '| Situation | What to do |',
      '| --- | --- |',
      '| Key refused | Check it |',
      ':::note Title',
      '{/* a comment */}',
    );
    expect(mdxReaderLines(source).map(({line, text}) => [line, text])).toEqual([
      [6, 'See Calling the APIs with client_id.'],
      [10, 'A list item.'],
      [11, 'Situation What to do'],
      [13, 'Key refused Check it'],
      [14, 'Title'],
    ]);
  });

  test('OpenAPI texts carry their line and how many endpoints show a shared one', () => {
    const yaml = lines(
      'paths:',
      '  /a:',
      '    get:',
      '      description: One operation.',
      "      responses: {'429': {$ref: '#/components/responses/Busy'}}",
      '  /b:',
      '    get:',
      "      responses: {'429': {$ref: '#/components/responses/Busy'}}",
      'components:',
      '  responses:',
      '    Busy:',
      '      description: >-',
      '        Wait, then',
      '        retry.',
    );
    expect(openApiTexts(yaml)).toEqual([
      {line: 4, text: 'One operation.', renders: 1},
      {line: 12, text: 'Wait, then retry.', renders: 2},
    ]);
  });

  test('component strings: literals and JSX text with words, not imports or single tokens', () => {
    const source = lines(
      "import x from 'some module';",
      "const caption = 'Price per call by usage';",
      '<label htmlFor={id}>Filter by code</label>',
      "const key = 'myr';",
    );
    expect(componentStrings(source).map(({line, text}) => [line, text])).toEqual([
      [2, 'Price per call by usage'],
      [3, 'Filter by code'],
    ]);
  });
});
