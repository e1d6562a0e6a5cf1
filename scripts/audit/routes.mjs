// Which pages the audit visits. The Lighthouse sample is fixed here, and only
// here, so figures stay comparable from one run to the next.
import {routeOfFile} from './paths.mjs';

/** A path no page has, to audit the not-found page as a reader meets it. */
export const notFoundPath = '/this-page-does-not-exist';

/**
 * One entry per kind of page, plus a second reference page because those are
 * the heaviest. `quick` marks the subset `--quick` keeps.
 */
export const lighthouseSample = [
  {kind: 'home', route: '/', quick: true},
  {kind: 'general page', route: '/general/calling_apis'},
  {kind: 'portal guide', route: '/portal/create-api-keys'},
  {kind: 'MAS Wallet page', route: '/maswallet/getting-started'},
  {kind: 'service overview', route: '/services/token/overview'},
  {kind: 'service index', route: '/services/audit-trail'},
  {kind: 'service reference', route: '/services/token/token-service', quick: true},
  {kind: 'service reference', route: '/services/wallet-management/wallet'},
  {kind: 'pricing page', route: '/services/token/pricing'},
  {kind: 'e-KYC error codes', route: '/services/ekyc/error-code'},
  {kind: 'hidden page', route: '/services/token/blockchain-api'},
  {kind: 'category page', route: '/category/token-management', quick: true},
  {kind: 'markdown page', route: '/markdown-page'},
  {kind: 'search page', route: '/search', quick: true},
  {kind: 'not-found page', route: notFoundPath, quick: true},
];

/** The first route of each kind: where first-load bytes are measured. */
export function routePerKind(sample) {
  const seen = new Map();
  for (const entry of sample) if (!seen.has(entry.kind)) seen.set(entry.kind, entry.route);
  return [...seen].map(([kind, route]) => ({kind, route}));
}

/** Paths of the <loc>s of a sitemap, in document order. */
export function sitemapRoutes(xml) {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1].trim()).pathname);
}

/** Origin the sitemap names for the site: links to it are internal links. */
export function sitemapOrigin(xml) {
  const first = /<loc>([^<]+)<\/loc>/.exec(xml);
  return first ? new URL(first[1].trim()).origin : undefined;
}

/** Pages that crash or fail on purpose, for the tests (src/config/hiddenPages.ts). */
const testOnlyPrefix = '/test-only/';

/**
 * Every route axe visits: the route of every page in build/ (so pages left
 * out of the sitemap, hidden pages and /search included) except the test-only
 * ones and 404.html, then a not-found path, sorted, without duplicates.
 * `htmlFiles` are paths relative to build/.
 */
export function axeRoutes(htmlFiles) {
  const routes = htmlFiles
    .filter((file) => file !== '404.html')
    .map(routeOfFile)
    .filter((route) => !route.startsWith(testOnlyPrefix));
  return [...new Set(routes)].sort().concat(notFoundPath);
}
