import {test, expect} from '@playwright/test';
import type {PrismTheme} from 'prism-react-renderer';
import {darkCodeTheme, lightCodeTheme} from '../../src/plugins/code-highlighting/prismThemes';
import {prismThemeCss} from '../../src/plugins/code-highlighting/themeCss';

const light: PrismTheme = {
  plain: {color: '#111', backgroundColor: '#fff'},
  styles: [
    {types: ['comment', 'prolog'], style: {color: '#666', fontStyle: 'italic'}},
    {types: ['property'], languages: ['css', 'scss'], style: {color: '#a00'}},
  ],
};
const dark: PrismTheme = {
  plain: {color: '#eee', backgroundColor: '#222', textShadow: '0 1px black'},
  styles: [{types: ['comment'], style: {color: '#999'}}],
};

test.describe('Prism themes as CSS', () => {
  const css = prismThemeCss({light, dark});

  test('plain colours become the variables the code block reads', () => {
    expect(css).toContain('.theme-code-block { --prism-color: #111; --prism-background-color: #fff; }');
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block { --prism-color: #eee; --prism-background-color: #222; }",
    );
    // Other plain styles go on the <pre>, in the mode they belong to.
    expect(css).toContain("[data-theme='dark'] .theme-code-block .prism-code { text-shadow: 0 1px black; }");
  });

  test('each token type becomes a class rule, with kebab-case properties', () => {
    expect(css).toContain(
      '.prism-code .token.comment, .prism-code .token.prolog { color: #666; font-style: italic; }',
    );
    expect(css).toContain("[data-theme='dark'] .prism-code .token.comment { color: #999; }");
  });

  test('language-specific entries are scoped to that language', () => {
    expect(css).toContain(
      '.prism-code.language-css .token.property, .prism-code.language-scss .token.property { color: #a00; }',
    );
  });

  test('light rules come before dark ones, and the later entry wins for a type', () => {
    expect(css.indexOf('#666')).toBeLessThan(css.indexOf('#999'));
  });

  test("the site's themes give a rule for every entry", () => {
    const siteCss = prismThemeCss({light: lightCodeTheme, dark: darkCodeTheme});
    const rules = siteCss.split('\n').filter((line) => line.includes('.token.'));
    expect(rules).toHaveLength(lightCodeTheme.styles.length + darkCodeTheme.styles.length);
    expect(siteCss).not.toContain('undefined');
  });
});
