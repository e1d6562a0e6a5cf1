import {test, expect} from '@playwright/test';
import type {Token} from 'prism-react-renderer';
import {compactTokens, isPlainText} from '../../src/plugins/code-highlighting/compactTokens';

const token = (content: string, ...types: string[]): Token => ({content, types});
const text = (line: Token[]) => line.map((t) => t.content).join('');

test.describe('code tokens for the HTML', () => {
  test('joins neighbours of the same types and drops empty ones, keeping the text', () => {
    const line = [
      token('  ', 'plain'),
      token('}', 'punctuation'),
      token(')', 'punctuation'),
      token(';', 'punctuation'),
      token('', 'plain'),
      token('x', 'parameter', 'variable'),
      token('y', 'parameter', 'variable'),
      token('z', 'variable', 'parameter'),
      token('', 'plain'),
    ];
    const compact = compactTokens(line);
    expect(compact).toEqual([
      token('  ', 'plain'),
      token('});', 'punctuation'),
      token('xy', 'parameter', 'variable'),
      token('z', 'variable', 'parameter'),
    ]);
    expect(text(compact)).toBe(text(line));
  });

  test('a blank line has no token: its <br> gives it its height', () => {
    expect(compactTokens([{types: ['plain'], content: '\n', empty: true}])).toEqual([]);
    expect(compactTokens([token('', 'plain')])).toEqual([]);
  });

  test('only uncoloured text goes without a span', () => {
    expect(isPlainText(token(' ', 'plain'))).toBe(true);
    expect(isPlainText(token('x', 'plain', 'keyword'))).toBe(false);
    expect(isPlainText(token('x', 'string'))).toBe(false);
  });
});
