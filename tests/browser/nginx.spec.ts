import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {APIRequestContext, APIResponse} from '@playwright/test';
import {test, expect} from '../support/fixtures';
import {environments} from '../../src/config/site';

// deploy/nginx.conf as deployed: the browser project serves through it.
// The build nginx serves (see scripts/lib/start-nginx.mjs).
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(__dirname, '..', '..', 'build'));
const noRedirect = {maxRedirects: 0};

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(file);
    return entry.name.endsWith('.html') ? [file] : [];
  });
}

/** The CSP source of every inline script a browser runs (JSON-LD data is not run). */
function inlineScriptHashes(): Set<string> {
  const hashes = new Set<string>();
  for (const file of htmlFiles(buildDir)) {
    for (const [, attrs, body] of readFileSync(file, 'utf8').matchAll(
      /<script([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/\ssrc=/.test(attrs) || /type=["']?application\/(ld\+)?json/.test(attrs)) continue;
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }
  return hashes;
}

const mainScript = () =>
  // Listed in <head> by src/config/ssrTemplate.ts, whose inline script starts it.
  /data-bundles="[^"]*?(\/assets\/js\/main\.[^"\s]+\.js)/.exec(
    readFileSync(path.join(buildDir, 'index.html'), 'utf8'),
  )![1];

function expectSecurityHeaders(response: APIResponse): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  for (const directive of [
    "default-src 'self'",
    "img-src 'self' data:",
    // The Try it panels call the two API addresses, and no other host.
    `connect-src 'self' ${environments.testnet.api} ${environments.mainnet.api};`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ]) {
    expect(csp, `${response.url()} CSP`).toContain(directive);
  }
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
}

/**
 * DocSearch 4's modal bundles zod, whose object schemas try `new Function("")`
 * once to see whether they may compile a fast parser, and parse without it
 * when the CSP refuses: a refusal the site wants, with nothing lost (listed
 * in UPGRADING.md). Only that probe, from that bundle, is let through.
 */
async function isZodEvalProbe(
  request: APIRequestContext,
  {text, sourceFile}: {text: string; sourceFile: string},
): Promise<boolean> {
  if (!text.endsWith('blocked eval') || !sourceFile) return false;
  const source = await (await request.get(sourceFile)).text();
  return (
    source.includes('DocSearch-Modal') &&
    /includes\("Cloudflare"\)\)return!1;try\{return (new )?Function\(""\)/.test(source)
  );
}

test.describe('nginx: deploy/nginx.conf', () => {
  test('/x serves x.html and / serves index.html', async ({request}) => {
    for (const url of ['/', '/general/rate_limit', '/services/token/overview']) {
      const response = await request.get(url, noRedirect);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('<h1');
    }
  });

  test('a trailing slash, index.html and .html redirect to the canonical URL, keeping the query', async ({
    request,
  }) => {
    const redirects = {
      '/general/rate_limit/': '/general/rate_limit',
      '/general/rate_limit/index.html': '/general/rate_limit',
      '/services/token/overview/?tab=curl': '/services/token/overview?tab=curl',
      '/index.html': '/',
      '/services/token/overview.html': '/services/token/overview',
      '/general/rate_limit.html?x=1': '/general/rate_limit?x=1',
    };
    for (const [from, to] of Object.entries(redirects)) {
      const response = await request.get(from, noRedirect);
      expect(response.status(), from).toBe(301);
      expect(response.headers()['location'], from).toBe(to);
      expectSecurityHeaders(response);
    }
  });

  test('an unknown path gets the not-found page with status 404 and every header', async ({request}) => {
    for (const url of [
      '/no-such-page',
      '/services/token/nope',
      '/404',
      '/404.html',
      '/assets/js/missing.js',
      // Decoded, these resolve to the home page and another page: the router knows neither path.
      '/general/rate_limit/..%2f..%2f',
      '/services/%2e%2e%2fgeneral/rate_limit',
      // Brotli copies go out only in place of their file, encoded.
      '/llms.txt.br',
      '/index.md.br',
      `${mainScript()}.br`,
    ]) {
      const response = await request.get(url, noRedirect);
      expect(response.status(), url).toBe(404);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      expect(await response.text()).toContain('Page Not Found');
      expect(response.headers()['cache-control'], `${url} must not be cached for a year`).toBe('no-cache');
      expectSecurityHeaders(response);
    }
  });

  test('hashed assets are cached for good, everything else revalidates', async ({request}) => {
    const asset = await request.get(mainScript());
    expect(asset.status()).toBe(200);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
    for (const url of [
      '/',
      '/general/rate_limit',
      '/search-index.json',
      '/openapi.yaml',
      '/llms.txt',
      '/index.md',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('no-cache');
    }
  });

  test('markdown, YAML and llms.txt have their own types', async ({request}) => {
    const types = {
      '/index.md': 'text/markdown; charset=utf-8',
      '/services/token/overview.md': 'text/markdown; charset=utf-8',
      '/openapi.yaml': 'application/yaml',
      '/llms.txt': 'text/plain; charset=utf-8',
      '/search-index.json': 'application/json',
    };
    for (const [url, type] of Object.entries(types)) {
      expect((await request.get(url)).headers()['content-type'], url).toBe(type);
    }
  });

  test('a page answers with its Markdown twin when Accept prefers text/markdown', async ({request}) => {
    const twin = readFileSync(path.join(buildDir, 'services', 'token', 'overview.md'), 'utf8');
    const home = readFileSync(path.join(buildDir, 'index.md'), 'utf8');
    const vary = (response: APIResponse) =>
      response
        .headersArray()
        .filter((h) => h.name.toLowerCase() === 'vary')
        .flatMap((h) => h.value.split(',').map((v) => v.trim().toLowerCase()));
    const markdown = [
      'text/markdown',
      'text/markdown, text/html;q=0.9, */*;q=0.8',
      'application/json, text/markdown',
    ];
    for (const accept of markdown) {
      const response = await request.get('/services/token/overview', {headers: {accept}});
      expect(response.status(), accept).toBe(200);
      expect(response.headers()['content-type'], accept).toBe('text/markdown; charset=utf-8');
      expect(await response.text(), accept).toBe(twin);
      expect(vary(response), accept).toContain('accept');
      expectSecurityHeaders(response);
    }
    const root = await request.get('/', {headers: {accept: 'text/markdown'}});
    expect(await root.text()).toBe(home);
    const html = [
      'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
      'text/html, text/markdown',
      'text/markdown;q=0, text/html',
      '*/*',
    ];
    for (const accept of html) {
      const response = await request.get('/services/token/overview', {headers: {accept}});
      expect(response.headers()['content-type'], accept).toBe('text/html; charset=utf-8');
      expect(vary(response), accept).toContain('accept');
    }
    // Files other than pages never turn into a twin, nor into a 404.
    const asset = await request.get('/img/logo.svg', {headers: {accept: 'text/markdown'}});
    expect(asset.status()).toBe(200);
    expect(asset.headers()['content-type']).toBe('image/svg+xml');
  });

  test('text is sent as Brotli or gzip, whichever the client accepts', async ({request}) => {
    for (const url of [
      mainScript(),
      '/',
      '/search-index.json',
      '/openapi.yaml',
      '/index.md',
      '/llms.txt',
      '/sitemap.xml',
    ]) {
      const plain = await request.get(url, {headers: {'Accept-Encoding': 'identity'}});
      expect(plain.headers()['content-encoding'], url).toBeUndefined();
      // Brotli copies written by the build (scripts/precompress), gzip on the fly.
      for (const [accept, encoding] of [
        ['gzip, deflate, br', 'br'],
        ['gzip', 'gzip'],
      ]) {
        const encoded = await request.get(url, {headers: {'Accept-Encoding': accept}});
        expect(encoded.headers()['content-encoding'], `${url} (${accept})`).toBe(encoding);
        expect(encoded.headers()['vary'], url).toMatch(/Accept-Encoding/i);
        // Buffer.equals: a deep toEqual of a 1.4 MB index takes seconds.
        expect(
          (await encoded.body()).equals(await plain.body()),
          `${url} (${encoding}) decodes to the same bytes`,
        ).toBe(true);
      }
    }
  });

  test('the CSP allows every inline script of the build by its hash', async ({request}) => {
    const csp = (await request.get('/')).headers()['content-security-policy'];
    const scriptSrc = /script-src ([^;]*)/.exec(csp)![1].split(' ');
    const missing = [...inlineScriptHashes()].filter((hash) => !scriptSrc.includes(hash));
    expect(missing, 'add these to script-src in deploy/nginx.conf').toEqual([]);
  });

  for (const route of ['/', '/general/rate_limit', '/services/token/overview']) {
    test(`${route} runs under the CSP with no violation`, async ({page, request}) => {
      const violations: string[] = [];
      const reports: Array<{text: string; sourceFile: string}> = [];
      await page.exposeFunction('reportCspViolation', (text: string, sourceFile: string) =>
        reports.push({text, sourceFile}),
      );
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) =>
          (
            window as unknown as {reportCspViolation: (text: string, sourceFile: string) => void}
          ).reportCspViolation(
            `${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
            event.sourceFile,
          ),
        );
      });
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.locator('html[data-has-hydrated="true"]').waitFor();
      await expect(page.locator('h1').first()).toBeVisible();
      if (route === '/general/rate_limit') {
        // Search fetches /search-index.json: connect-src must allow it.
        await page.keyboard.press('Control+k');
        await page.locator('.DocSearch-Input').fill('wallet');
        await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      }
      for (const report of reports) {
        if (!(await isZodEvalProbe(request, report))) violations.push(report.text);
      }
      expect(violations).toEqual([]);
    });
  }

  test.describe('without the bundles', () => {
    // The bundles are refused on purpose.
    test.use({expectedProblems: /^console error: Failed to load resource: net::ERR_FAILED$/});

    test('the inline colour-mode script runs under the CSP', async ({page}) => {
      // With the bundles blocked, only the inline script can apply the stored theme.
      await page.route('**/assets/js/**', (route) => route.abort());
      await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
      await page.goto('/general/rate_limit');
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });
  });
});
