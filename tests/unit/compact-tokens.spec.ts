import {test, expect} from '@playwright/test';
import type {PrismTheme, Token} from 'prism-react-renderer';
import {
  compactTokens,
  hasVisibleText,
  isPlainText,
  TEXT_COLOURED_TYPES,
} from '../../src/plugins/code-highlighting/compactTokens';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/code-highlighting/prismThemes';

const token = (content: string, ...types: string[]): Token => ({content, types});
const text = (line: Token[]) => line.map((t) => t.content).join('');

/** What a theme applies to a token of one type: its entries merged, the later winning. */
const styleOf = (theme: PrismTheme, type: string) =>
  Object.assign(
    {},
    ...theme.styles.filter((entry) => entry.types.includes(type)).map((entry) => entry.style),
  );

test.describe('code tokens for the HTML', () => {
  test('joins neighbours of the same types, text-coloured ones as plain, and drops empty ones, keeping the text', () => {
    const line = [
      token('  ', 'plain'),
      token('}', 'punctuation'),
      token(')', 'punctuation'),
      token('', 'plain'),
      token('x', 'parameter', 'variable'),
      token('y', 'parameter', 'variable'),
      token('z', 'variable', 'parameter'),
      token(';', 'punctuation'),
      token('"a"', 'string', 'punctuation'),
      token('', 'plain'),
    ];
    const compact = compactTokens(line);
    expect(compact).toEqual([
      token('  })', 'plain'),
      token('xy', 'parameter', 'variable'),
      token('z', 'variable', 'parameter'),
      token(';', 'plain'),
      token('"a"', 'string', 'punctuation'),
    ]);
    expect(text(compact)).toBe(text(line));
  });

  test('both code themes show the text-coloured types in the text colour', () => {
    for (const theme of [lightCodeTheme, darkCodeTheme]) {
      for (const type of TEXT_COLOURED_TYPES) {
        const {color, ...rest} = styleOf(theme, type);
        expect([undefined, theme.plain.color], `${type}'s colour`).toContain(color);
        expect(rest, `${type}'s other styles`).toEqual({});
      }
    }
  });

  test('a blank line has no token and needs its <br>; a line with text does not', () => {
    expect(compactTokens([{types: ['plain'], content: '\n', empty: true}])).toEqual([]);
    expect(compactTokens([token('', 'plain')])).toEqual([]);
    expect(hasVisibleText([])).toBe(false);
    expect(hasVisibleText([token('   ', 'plain')])).toBe(false);
    expect(hasVisibleText([token('  ', 'plain'), token('}', 'plain')])).toBe(true);
  });

  test('only uncoloured text goes without a span', () => {
    expect(isPlainText(token(' ', 'plain'))).toBe(true);
    expect(isPlainText(token('x', 'plain', 'keyword'))).toBe(false);
    expect(isPlainText(token('x', 'string'))).toBe(false);
  });
});
