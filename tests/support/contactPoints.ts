import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

// Finds the site's points of contact with the inside of its dependencies:
// what an upgrade can break without a type error. UPGRADING.md must have a row
// for each (tests/unit/upgrade-ledger.spec.ts).

export type ContactPoint = {
  /** Repository-relative path of the file that holds the point. */
  file: string;
  kind:
    | 'deep import'
    | 'wrapper relying on markup'
    | 'replaced theme component'
    | 'CSS on theme classes'
    | 'code on theme classes'
    | 'patch'
    | 'private member';
  /** What the file relies on: the import, the class names, the member. */
  detail: string;
  /** Names the row for this point must mention (theme class names a stylesheet targets). */
  mustName: string[];
};

const root = path.join(__dirname, '..', '..');
const modules = path.join(root, 'node_modules');
/** Where the site's own code lives (tests are not shipped and are checked by running). */
const codeDirs = ['src', 'mcp', 'scripts'];
const codeFiles = ['docusaurus.config.ts'];

function listFiles(dir: string, ends: RegExp): string[] {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && ends.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.includes('/node_modules/'))
    .sort();
}

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const withoutComments = (code: string) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

const scriptFiles = () => [...codeDirs.flatMap((dir) => listFiles(dir, /\.(tsx?|[mc]?js)$/)), ...codeFiles];

/** `@docusaurus/<pkg>/lib/...` and `/internal`, in imports, requires and resolved paths alike. */
function deepImports(): ContactPoint[] {
  return scriptFiles().flatMap((file) => {
    const found = new Set(
      [
        ...withoutComments(read(file)).matchAll(
          /['"`](@docusaurus\/[\w-]+\/(?:lib|internal)\b[^'"`]*)['"`]/g,
        ),
      ].map((match) => match[1]!),
    );
    return [...found].map((detail) => ({file, kind: 'deep import' as const, detail, mustName: []}));
  });
}

/** Theme component folders of the installed themes, and core's fallbacks. */
const upstreamThemeDirs = [
  '@docusaurus/theme-classic/lib/theme',
  '@docusaurus/theme-search-algolia/lib/theme',
  '@docusaurus/core/lib/client/theme-fallback',
].map((dir) => path.join(modules, dir));

function isUpstreamComponent(component: string): boolean {
  return upstreamThemeDirs.some((dir) =>
    ['', '.js', '/index.js'].some((end) => existsSync(path.join(dir, component + end))),
  );
}

/** `src/theme/X/index.tsx` and `src/plugins/p/theme/X.tsx` are the component `X`. */
function themeComponent(file: string): string | undefined {
  const match = /^src\/(?:plugins\/[\w-]+\/)?theme\/(.+)\.tsx?$/.exec(file);
  return match?.[1]!.replace(/\/index$/, '');
}

const rendersOriginal = (code: string) => /['"]@theme-(?:original|init)\//.test(code);
/**
 * A wrapper depends on the theme's markup when it looks elements up in the page,
 * or writes the theme's markup itself (its class names, its props getters).
 */
const reliesOnMarkup =
  /\b(?:querySelector(?:All)?|closest|getElementById|getElementsBy\w+)(?:<[^>]*>)?\(|\bThemeClassNames\b|\bget\w+Props\(/;

function themeOverrides(): ContactPoint[] {
  return scriptFiles().flatMap((file): ContactPoint[] => {
    const component = themeComponent(file);
    if (!component || !isUpstreamComponent(component)) return [];
    const code = read(file);
    if (!rendersOriginal(code)) {
      return [{file, kind: 'replaced theme component', detail: component, mustName: []}];
    }
    return reliesOnMarkup.test(withoutComments(code))
      ? [{file, kind: 'wrapper relying on markup', detail: component, mustName: []}]
      : [];
  });
}

/** Class names and ids the themes and Infima put in their markup or style. */
function upstreamNames(): Set<string> {
  const names = new Set<string>();
  for (const sheet of ['infima/dist/css/default/default.css', '@docsearch/css/dist/style.css']) {
    for (const match of readFileSync(path.join(modules, sheet), 'utf8').matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
      names.add(match[1]!);
    }
  }
  // Class names and ids written in the themes' code: ThemeClassNames, clsx('navbar__toggle'), …
  for (const dir of [
    '@docusaurus/theme-classic/lib',
    '@docusaurus/theme-common/lib',
    '@docusaurus/core/lib/client',
  ]) {
    for (const file of readdirSync(path.join(modules, dir), {recursive: true, withFileTypes: true})) {
      if (!file.isFile() || !file.name.endsWith('.js')) continue;
      const code = readFileSync(path.join(file.parentPath, file.name), 'utf8');
      for (const literal of code.matchAll(/['"]([\w -]+)['"]/g)) {
        for (const word of literal[1]!.split(' '))
          if (/^[a-zA-Z_][\w-]*[_-][\w-]*$/.test(word)) names.add(word);
      }
    }
  }
  return names;
}

/** The selector text of a stylesheet: outside CSS modules all of it, inside only `:global(...)`. */
function globalSelectors(file: string, css: string): string[] {
  const preludes = [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g)].map(
    (match) => match[1]!,
  );
  if (!file.endsWith('.module.css')) return preludes;
  return preludes.flatMap((prelude) => {
    const parts: string[] = [];
    for (let at = prelude.indexOf(':global('); at !== -1; at = prelude.indexOf(':global(', at + 1)) {
      let depth = 0;
      let end = at + ':global'.length;
      for (; end < prelude.length; end++) {
        if (prelude[end] === '(') depth++;
        else if (prelude[end] === ')' && --depth === 0) break;
      }
      parts.push(prelude.slice(at + ':global('.length, end));
    }
    return parts;
  });
}

function themeStyles(upstream: Set<string>): ContactPoint[] {
  return codeDirs
    .flatMap((dir) => listFiles(dir, /\.css$/))
    .flatMap((file): ContactPoint[] => {
      const selectors = globalSelectors(file, read(file)).join(' ');
      const named = new Set<string>();
      for (const match of selectors.matchAll(/[.#](-?[_a-zA-Z][\w-]*)/g)) {
        if (upstream.has(match[1]!) || match[1]!.startsWith('__docusaurus')) named.add(match[1]!);
      }
      // [class^='loadingSpinner_']: a theme's CSS-module class, hashed
      for (const match of selectors.matchAll(/\[class[*^|$~]?=\s*['"]?([\w-]+)/g)) named.add(match[1]!);
      const mustName = [...named].sort();
      return mustName.length
        ? [{file, kind: 'CSS on theme classes', detail: mustName.join(', '), mustName}]
        : [];
    });
}

/** Selectors in scripts (`querySelector('.navbar__toggle')`) that name the themes' classes. */
function themeSelectorsInCode(upstream: Set<string>): ContactPoint[] {
  return scriptFiles().flatMap((file): ContactPoint[] => {
    const code = withoutComments(read(file));
    const named = new Set<string>();
    for (const literal of code.matchAll(/(['"`])((?:(?!\1).)*)\1/g)) {
      if (!/^[\w\s>+~*:(),[\]='"^$|-]*[.#][a-zA-Z_]/.test(literal[2]!) || /\s{2}|\/\//.test(literal[2]!))
        continue;
      for (const match of literal[2]!.matchAll(/(?<![\w-])[.#](-?[_a-zA-Z][\w-]*)/g)) {
        if (upstream.has(match[1]!)) named.add(match[1]!);
      }
    }
    const mustName = [...named].sort();
    return mustName.length
      ? [{file, kind: 'code on theme classes', detail: mustName.join(', '), mustName}]
      : [];
  });
}

function patches(): ContactPoint[] {
  return listFiles('patches', /\.patch$/).map((file) => ({
    file,
    kind: 'patch' as const,
    detail: path.basename(file, '.patch'),
    mustName: [],
  }));
}

/**
 * Members named `_x` of another object: a dependency's private member. In
 * TypeScript, reaching one takes a cast (`as unknown as {_x: …}`, `as any`) or a
 * bracket (`['_x']`), while the documented `_x` fields of a format (Algolia's
 * `_snippetResult`) are typed; in JavaScript, any `._x` the file does not declare.
 */
function privateMembers(): ContactPoint[] {
  return scriptFiles().flatMap((file) => {
    const code = withoutComments(read(file));
    const found = new Set<string>();
    const bracketed = /\[\s*['"](_[a-zA-Z]\w*)['"]\s*\]/g;
    const cast = /\bas\s+(?:unknown\s+as\s+)?\{[^}]*?\b(_[a-zA-Z]\w*)\??:/g;
    const dotted = /(?<!\bthis)\??\.\s*(_[a-zA-Z]\w*)/g;
    for (const pattern of [bracketed, cast, ...(/\.[mc]?js$/.test(file) ? [dotted] : [])]) {
      for (const match of code.matchAll(pattern)) found.add(match[1]!);
    }
    if (/\bas any\b/.test(code)) for (const match of code.matchAll(dotted)) found.add(match[1]!);
    const declared = (name: string) =>
      new RegExp(`(?:const|let|var|function|class)\\s+${name}\\b`).test(code);
    return [...found]
      .filter((name) => !declared(name))
      .map((name) => ({file, kind: 'private member' as const, detail: name, mustName: []}));
  });
}

export function contactPoints(): ContactPoint[] {
  const upstream = upstreamNames();
  return [
    ...deepImports(),
    ...themeOverrides(),
    ...themeStyles(upstream),
    ...themeSelectorsInCode(upstream),
    ...patches(),
    ...privateMembers(),
  ];
}

/** Files whose header says they were ejected (copied from upstream, then changed). */
export function ejectedFiles(): string[] {
  return scriptFiles().filter((file) => /^\/\*\*?\s*\n?\s*\*?\s*Ejected from/.test(read(file)));
}

export {read as readRepoFile};
