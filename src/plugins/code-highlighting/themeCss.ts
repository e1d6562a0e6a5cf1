/**
 * Turns Prism themes into CSS: token colours as rules on Prism's token
 * classes, the plain colours as the --prism-* variables Docusaurus's code
 * block reads. Pure, so it is unit-tested.
 */
import type {PrismTheme} from 'prism-react-renderer';

type Style = PrismTheme['plain'];

/** `fontStyle: 'italic'` → `font-style: italic;` */
function declarations(style: Style): string {
  return Object.entries(style)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(
      ([property, value]) => `${property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${String(value)};`,
    )
    .join(' ');
}

function themeRules(theme: PrismTheme, scope: string): string[] {
  const {color, backgroundColor, ...plainRest} = theme.plain;
  const rules = [
    `${scope}.theme-code-block { ${declarations({'--prism-color': color, '--prism-background-color': backgroundColor} as Style)} }`,
  ];
  if (Object.keys(plainRest).length > 0)
    rules.push(`${scope}.theme-code-block .prism-code { ${declarations(plainRest)} }`);
  // Later entries win for a type, as in prism-react-renderer's own lookup.
  for (const entry of theme.styles) {
    const languages = entry.languages?.map((language) => `.language-${language}`) ?? [''];
    const selectors = languages.flatMap((language) =>
      entry.types.map((type) => `${scope}.prism-code${language} .token.${type}`),
    );
    rules.push(`${selectors.join(', ')} { ${declarations(entry.style)} }`);
  }
  return rules;
}

/**
 * CSS for a light and a dark theme: the light one everywhere, the dark one
 * under [data-theme='dark'], which Docusaurus sets before first paint.
 */
export function prismThemeCss({light, dark}: {light: PrismTheme; dark: PrismTheme}): string {
  return [
    '/* Generated from src/config/prism.ts by src/plugins/code-highlighting. */',
    ...themeRules(light, ''),
    ...themeRules(dark, "[data-theme='dark'] "),
    '',
  ].join('\n');
}
