/**
 * The HTML routes of the build, read from build/ (or BUILD_DIR): what a
 * reader can open, so a page added later is checked without editing a list.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import {testOnlyPathPrefix} from '../../src/config/hiddenPages';

export const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));

/**
 * Routes with no Markdown twin, and why: the search page is a tool with no
 * content of its own, and the test-only pages crash on purpose.
 */
export const routesWithoutTwin: ReadonlyArray<string | RegExp> = [
  '/search',
  new RegExp(`^${testOnlyPathPrefix}/`),
];

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** `/x` for build/x.html, `/` for build/index.html; the not-found page is no route. */
export function builtHtmlRoutes(): string[] {
  return htmlFiles(buildDir)
    .map((file) => `/${path.relative(buildDir, file).split(path.sep).join('/')}`.replace(/\.html$/, ''))
    .map((route) => (route === '/index' ? '/' : route))
    .filter((route) => route !== '/404')
    .sort();
}

export function hasTwin(route: string): boolean {
  return !routesWithoutTwin.some((rule) => (typeof rule === 'string' ? rule === route : rule.test(route)));
}
