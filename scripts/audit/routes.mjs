// The pages Lighthouse visits, fixed here and only here, so figures stay
// comparable from one run to the next.

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
