import type {Token} from 'prism-react-renderer';

const sameTypes = (a: Token, b: Token) => a.types.join(' ') === b.types.join(' ');

/**
 * One line's tokens with nothing that changes what is shown: adjacent tokens
 * of the same types joined into one, empty ones dropped (Prism leaves one at
 * the end of most lines). A line keeps at least one token, and tokens Prism
 * marks `empty` (blank lines, styled to keep their height) stay as they are.
 */
export function compactTokens(line: Token[]): Token[] {
  const out: Token[] = [];
  for (const token of line) {
    if (token.empty) {
      out.push(token);
      continue;
    }
    if (token.content === '') continue;
    const last = out[out.length - 1];
    if (last && !last.empty && sameTypes(last, token)) {
      out[out.length - 1] = {...last, content: last.content + token.content};
    } else {
      out.push(token);
    }
  }
  return out.length > 0 ? out : line.slice(0, 1);
}

/** Plain text needs no element: it has no class rule, so a span adds nothing but bytes. */
export const isPlainText = (token: Token): boolean =>
  !token.empty && token.types.length === 1 && token.types[0] === 'plain';
