/**
 * theme-common's extractLeadingEmoji (used by the category pages' cards), with
 * the same result. The original writes its emoji test as a `v`-flag regex
 * literal: Babel expands it for the browsers in browserslist into a character
 * class of 110 KB, and SWC (which compiles the site) leaves it as written, a
 * syntax error for browsers without the flag (before Chrome 112, Firefox 116,
 * Safari 17). Built at run time instead, the regex costs nothing in the bundle
 * and a browser without the `v` flag gets the nearest `u`-flag test.
 */
let segmenter: Intl.Segmenter | undefined;
let emoji: RegExp | undefined;

function firstGrapheme(input: string): string | undefined {
  if (typeof Intl.Segmenter === 'function') {
    segmenter ??= new Intl.Segmenter(undefined, {granularity: 'grapheme'});
    return segmenter.segment(input)[Symbol.iterator]().next().value?.segment;
  }
  return Array.from(input)[0];
}

function emojiRegex(): RegExp {
  if (!emoji) {
    try {
      emoji = new RegExp('^\\p{RGI_Emoji}$', 'v');
    } catch {
      emoji = /^\p{Extended_Pictographic}(\uFE0F|\p{Emoji_Modifier})?$/u;
    }
  }
  return emoji;
}

/** Splits "⚠️ Hello World" into "⚠️" and " Hello World"; only a leading emoji grapheme counts. */
export function extractLeadingEmoji(input: string): {emoji: string | null; rest: string} {
  const grapheme = firstGrapheme(input);
  if (!grapheme || !emojiRegex().test(grapheme)) return {emoji: null, rest: input};
  return {emoji: grapheme, rest: input.slice(grapheme.length)};
}
