// Which pages the audit visits. The Lighthouse sample is fixed here, and only
// here, so figures stay comparable from one run to the next.

/** A path no page has, to audit the not-found page as a reader meets it. */
export const notFoundPath = '/this-page-does-not-exist';

/**
 * Pages kept out of the sitemap on purpose. Mirrors src/config/hiddenPages.ts,
 * which Node cannot import (TypeScript); routesFromBuild() reports any built
 * page that neither list covers, so a drift shows up in the audit.
 */
export const hiddenRoutes = [
  '/services/wallet-management/wallet-extra',
  '/services/certificate/certificate-extra',
  '/services/ekyc/ekyc-extra',
  '/services/token/blockchain-api',
  '/services/token/transaction-fee',
  '/services/token/wallet-tokens',
];

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

/**
 * Every route axe visits: the sitemap, the hidden pages, /search and a
 * not-found path, without duplicates, in a stable order.
 */
export function axeRoutes(sitemapXml) {
  return [...new Set([...sitemapRoutes(sitemapXml), ...hiddenRoutes, '/search', notFoundPath])];
}
