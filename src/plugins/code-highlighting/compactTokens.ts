import type {Token} from 'prism-react-renderer';

const sameTypes = (a: Token, b: Token) => a.types.join(' ') === b.types.join(' ');

/**
 * One line's tokens with nothing that changes what is shown: adjacent tokens
 * of the same types joined into one, and tokens with no text dropped: the
 * empty one Prism leaves at the end of most lines, and the inline-styled one
 * it puts on a blank line (the line's <br> already gives it its height).
 */
export function compactTokens(line: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of line) {
    if (token.empty || token.content === '') continue;
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
