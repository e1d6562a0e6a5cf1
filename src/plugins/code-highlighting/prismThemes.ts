/**
 * Code colours: Prism's One Light and One Dark, with the token colours that
 * fall short of 4.5:1 contrast on their background (axe and Lighthouse flag
 * them) darkened or lightened to pass. Everything else is the original theme.
 * The plugin (./index.ts) turns them into the site's code-colour CSS.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

function withColors(theme: PrismTheme, replacements: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) => {
      const color = entry.style.color && replacements[entry.style.color];
      return color ? {...entry, style: {...entry.style, color}} : entry;
    }),
  };
}

/**
 * prism-react-renderer's One Light lists punctuation in two groups, and the
 * later one (strings) turns it green. In Atom's One Light, as in One Dark,
 * punctuation has the text colour; with it, punctuation needs no span
 * (compactTokens), a sixth of the elements on the longest endpoint page.
 */
function withPunctuationAsText(theme: PrismTheme): PrismTheme {
  return {
    ...theme,
    styles: theme.styles.map((entry) =>
      entry.types.includes('string')
        ? {...entry, types: entry.types.filter((type) => type !== 'punctuation')}
        : entry,
    ),
  };
}

/** On One Light's #fafafa. */
export const lightCodeTheme = withColors(withPunctuationAsText(themes.oneLight), {
  'hsl(230, 4%, 64%)': '#6e6f77', // comments
  'hsl(35, 99%, 36%)': '#8a5000', // numbers, attributes
  'hsl(5, 74%, 59%)': '#c0392b', // properties, tags
  'hsl(119, 34%, 47%)': '#2e7d32', // strings
  'hsl(221, 87%, 60%)': '#2f5fd0', // functions, variables
  'hsl(198, 99%, 37%)': '#016c9a', // URLs
});

/** On One Dark's #282c34. */
export const darkCodeTheme = withColors(themes.oneDark, {
  'hsl(220, 10%, 40%)': '#959dab', // comments
  'hsl(355, 65%, 65%)': '#ef7b84', // properties, tags
});

/**
 * The theme Docusaurus itself gets: no colours, so tokens carry only their
 * classes and the server HTML is the same in light and dark mode.
 */
export const tokenClassTheme: PrismTheme = {plain: {}, styles: []};
