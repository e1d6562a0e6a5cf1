/**
 * Pages that are real routes but stay off the sidebar's list: each extends
 * another page, which links to it. They are real docs (no CSS hiding), left
 * out of sidebars.ts, and show the sidebar like every doc through
 * `displayed_sidebar: docs` in their front matter (the build says so when a
 * page here lacks it). This list keeps them out of the sitemap
 * (docusaurus.config.ts). They are built, searchable like any page, and get
 * a Markdown twin and a line in llms.txt.
 */
export const hiddenPages = [
  '/services/wallet-management/wallet-extra',
  '/services/certificate/certificate-extra',
  '/services/ekyc/ekyc-extra',
  '/services/token/blockchain-api',
  '/services/token/transaction-fee',
  '/services/token/wallet-tokens',
] as const;

/** Pages that crash on purpose so tests can reach the error states. */
export const testOnlyPathPrefix = '/test-only';

/**
 * The test-only pages are built only when this variable is 'true', as
 * `npm run build:check` (the build the tests run on) sets it: a deployed
 * build (`npm run build`) answers their paths with the not-found page.
 */
export const testPagesVariable = 'SITE_TEST_PAGES';
