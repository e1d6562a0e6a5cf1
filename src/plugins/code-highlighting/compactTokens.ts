import type {Token} from 'prism-react-renderer';

/**
 * Token types that both code themes (prismThemes.ts) show in the text colour,
 * so they are written as plain text. The unit test holds the themes to it.
 */
export const TEXT_COLOURED_TYPES: ReadonlySet<string> = new Set(['plain', 'punctuation']);

const PLAIN = ['plain'];

const sameTypes = (a: Token, b: Token) => a.types.join(' ') === b.types.join(' ');

/**
 * One line's tokens with nothing that changes what is shown: tokens in the
 * text colour made plain, adjacent tokens of the same types joined into one,
 * and tokens with no text dropped: the empty one Prism leaves at the end of
 * most lines, and the inline-styled one it puts on a blank line (the line's
 * <br> already gives it its height).
 */
export function compactTokens(line: Token[]): Token[] {
  const out: Token[] = [];
  for (const original of line) {
    if (original.empty || original.content === '') continue;
    const token = original.types.every((type) => TEXT_COLOURED_TYPES.has(type))
      ? {content: original.content, types: PLAIN}
      : original;
    const last = out[out.length - 1];
    if (last && sameTypes(last, token)) {
      out[out.length - 1] = {...last, content: last.content + token.content};
    } else {
      out.push(token);
    }
  }
  return out;
}

/** Plain text needs no element: it has no class rule, so a span adds nothing but bytes. */
export const isPlainText = (token: Token): boolean => token.types.length === 1 && token.types[0] === 'plain';

/** A line with visible text gets its height from it; a blank one needs a <br>. */
export const hasVisibleText = (line: Token[]): boolean => line.some((token) => /\S/.test(token.content));
