import {test, expect} from '@playwright/test';
import {anchorsOf, checkInternal, classifyHref} from '../../scripts/audit/links.mjs';
import {candidateFiles, resolveFile, routeOfFile} from '../../scripts/audit/paths.mjs';
import {axeRoutes, sitemapOrigin, sitemapRoutes} from '../../scripts/audit/routes.mjs';

const origins = ['https://docs.example.com', 'http://127.0.0.1:4000'];
const files = new Set([
  'index.html',
  'general/calling_apis.html',
  'general/calling_apis.md',
  'services/token.html',
  'services/token/overview.html',
  'openapi.yaml',
  'llms.txt',
  'assets/js/main.123.js',
  '404.html',
]);
const isFile = (file: string) => files.has(file);

test.describe('URL paths map to files as the server serves them', () => {
  test('"/" is index.html, "/x" is x.html, static files are themselves', () => {
    expect(resolveFile('/', isFile)).toBe('index.html');
    expect(resolveFile('/general/calling_apis', isFile)).toBe('general/calling_apis.html');
    expect(resolveFile('/general/calling_apis.md', isFile)).toBe('general/calling_apis.md');
    expect(resolveFile('/openapi.yaml', isFile)).toBe('openapi.yaml');
    expect(resolveFile('/llms.txt', isFile)).toBe('llms.txt');
    expect(resolveFile('/assets/js/main.123.js', isFile)).toBe('assets/js/main.123.js');
  });

  test('"/x/" and "/x/index.html" redirect to "/x"; a directory alone serves nothing', () => {
    expect(resolveFile('/services/token/', isFile)).toBe('services/token.html');
    expect(resolveFile('/index.html', isFile)).toBe('index.html');
    expect(candidateFiles('/services/token/index.html')).toEqual(['services/token', 'services/token.html']);
    expect(resolveFile('/services', isFile)).toBeUndefined();
  });

  test('the not-found page, escapes and bad encodings have no file', () => {
    expect(resolveFile('/404', isFile)).toBeUndefined();
    expect(resolveFile('/404.html', isFile)).toBeUndefined();
    expect(candidateFiles('/%2e%2e/secret')).toEqual([]);
    expect(candidateFiles('/%E0%A4%A')).toEqual([]);
  });

  test('built files map back to their routes', () => {
    expect(routeOfFile('index.html')).toBe('/');
    expect(routeOfFile('general/calling_apis.html')).toBe('/general/calling_apis');
    expect(routeOfFile('docs/index.html')).toBe('/docs');
  });
});

test.describe('links are classified and resolved', () => {
  test('relative, root-relative and own-origin links are internal, with decoded fragments', () => {
    expect(classifyHref('overview#step-2', '/services/token/pricing', origins)).toEqual({
      kind: 'internal',
      pathname: '/services/token/overview',
      fragment: 'step-2',
    });
    expect(classifyHref('https://docs.example.com/general/calling_apis#a%20b', '/', origins)).toMatchObject({
      kind: 'internal',
      pathname: '/general/calling_apis',
      fragment: 'a b',
    });
    expect(classifyHref('/search?q=wallet', '/', origins)).toMatchObject({
      kind: 'internal',
      pathname: '/search',
    });
  });

  test('other hosts and mail links are external; scripts and data are ignored', () => {
    expect(classifyHref('https://portal.example.net/login', '/', origins)).toEqual({
      kind: 'external',
      host: 'portal.example.net',
    });
    expect(classifyHref('mailto:help@example.com', '/', origins)).toEqual({
      kind: 'external',
      host: 'mailto:',
    });
    expect(classifyHref('javascript:void(0)', '/', origins)).toEqual({kind: 'ignored'});
    expect(classifyHref('data:image/png;base64,AAAA', '/', origins)).toEqual({kind: 'ignored'});
  });

  test('a link is broken when no file serves it or the target has no such id or name', () => {
    const anchors: Record<string, Set<string>> = {
      'general/calling_apis.html': anchorsOf('<h2 id="headers">H</h2><a name="legacy"></a><p name="x">'),
    };
    const context = {isFile, anchorsIn: (file: string) => anchors[file] ?? new Set<string>()};
    const link = (href: string) => classifyHref(href, '/', origins);
    expect(checkInternal(link('/general/calling_apis#headers'), context)).toMatchObject({ok: true});
    expect(checkInternal(link('/general/calling_apis#legacy'), context)).toMatchObject({ok: true});
    // Only <a name> is a fragment target; a name on anything else is not.
    expect(checkInternal(link('/general/calling_apis#x'), context)).toMatchObject({ok: false, anchor: true});
    expect(checkInternal(link('/general/calling_apis#missing'), context)).toMatchObject({
      ok: false,
      anchor: true,
    });
    expect(checkInternal(link('/general/nope'), context)).toEqual({ok: false, reason: 'no such file'});
    // Fragments into YAML or Markdown are not ids of a page.
    expect(checkInternal(link('/openapi.yaml#/paths'), context)).toMatchObject({ok: true});
  });
});

test('the sitemap gives the site origin and its routes', () => {
  const xml =
    '<urlset><url><loc>https://docs.example.com/</loc></url><url><loc>https://docs.example.com/search</loc></url></urlset>';
  expect(sitemapOrigin(xml)).toBe('https://docs.example.com');
  expect(sitemapRoutes(xml)).toEqual(['/', '/search']);
});

test('the audited routes are every built page but the test-only ones, then a not-found path', () => {
  const routes = axeRoutes([
    '404.html',
    'index.html',
    'search.html',
    'services/token/wallet-tokens.html',
    'test-only/crash.html',
  ]);
  expect(routes.slice(0, 2)).toEqual(['/', '/search']);
  expect(routes.filter((route) => route === '/search')).toHaveLength(1);
  expect(routes).toContain('/services/token/wallet-tokens');
  expect(routes).not.toContain('/test-only/crash');
  expect(routes).not.toContain('/404');
  expect(routes.at(-1)).toBe('/this-page-does-not-exist');
});
