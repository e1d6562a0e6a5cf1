// The pages that the measuring scripts and the budget test use, fixed here and
// only here, so figures stay comparable from one run to the next. Each entry
// says which measurements take it:
// - audit: the Lighthouse audit, one page per kind (`npm run audit`); 'quick'
//   marks the subset `--quick` keeps;
// - firstLoad: one page per kind for the first-load budget (the test and the
//   bench);
// - heavy: the heaviest pages, for the Lighthouse bench against stock Docusaurus.

/** A path no page has, to measure the not-found page as a reader meets it. */
export const notFoundPath = '/this-page-does-not-exist';

const sampleRoutes = [
  {kind: 'home', route: '/', audit: 'quick', firstLoad: true, heavy: true},
  {kind: 'general page', route: '/general/calling_apis', audit: true},
  {kind: 'portal guide', route: '/portal/create-api-keys', audit: true},
  {kind: 'MAS Wallet page', route: '/maswallet/getting-started', audit: true},
  {kind: 'service overview', route: '/services/token/overview', audit: true},
  {kind: 'service index', route: '/services/audit-trail', audit: true},
  {kind: 'service reference', route: '/services/certificate/certificate-service', heavy: true},
  {
    kind: 'service reference',
    route: '/services/token/token-service',
    audit: 'quick',
    firstLoad: true,
    heavy: true,
  },
  {kind: 'service reference', route: '/services/custom-smart-contract/utilities', heavy: true},
  {kind: 'service reference', route: '/services/custom-smart-contract/smart-contract-version', heavy: true},
  {kind: 'service reference', route: '/services/wallet-management/wallet', audit: true, heavy: true},
  {kind: 'pricing page', route: '/services/token/pricing', audit: true, firstLoad: true},
  {kind: 'e-KYC error codes', route: '/services/ekyc/error-code', audit: true, firstLoad: true, heavy: true},
  {kind: 'hidden page', route: '/services/token/blockchain-api', audit: true},
  {kind: 'category page', route: '/category/token-management', audit: 'quick', firstLoad: true},
  {kind: 'markdown page', route: '/markdown-page', audit: true},
  {kind: 'search page', route: '/search', audit: 'quick', firstLoad: true},
  {kind: 'not-found page', route: notFoundPath, audit: 'quick', firstLoad: true},
];

const pick = (use) => sampleRoutes.filter((entry) => entry[use]).map(({kind, route}) => ({kind, route}));

/** The Lighthouse audit's pages; `quick` marks the subset `--quick` keeps. */
export const lighthouseSample = sampleRoutes
  .filter((entry) => entry.audit)
  .map(({kind, route, audit}) => ({kind, route, quick: audit === 'quick'}));

/** One page of each kind: the first-load budget test and bench measure these. */
export const firstLoadPages = pick('firstLoad');

/** The heaviest pages, for the Lighthouse bench. */
export const heavyPages = pick('heavy');
