/**
 * Pages that are real routes but not shown in the sidebar's list: each extends
 * another page, which links to it. sidebars.ts lists each one, right after
 * the page it extends, as `hidden(id)`: an item with the class below, which
 * src/css/custom.css hides. So on the page itself the sidebar opens its
 * category and the breadcrumbs show where it sits, like any doc. This list
 * keeps them out of the sitemap (docusaurus.config.ts), and the build checks
 * it against the sidebar (src/plugins/doc-guards). They are built, searchable
 * like any page, and get a Markdown twin and a line in llms.txt.
 */
export const hiddenPages = [
  '/services/wallet-management/wallet-extra',
  '/services/certificate/certificate-extra',
  '/services/ekyc/ekyc-extra',
  '/services/token/blockchain-api',
  '/services/token/transaction-fee',
  '/services/token/wallet-tokens',
] as const;

/** The class of a hidden page's sidebar item (sidebars.ts); src/css/custom.css hides it. */
export const hiddenSidebarItemClass = 'sidebar-item--hidden';

/** Pages that crash on purpose so tests can reach the error states. */
export const testOnlyPathPrefix = '/test-only';

/**
 * The test-only pages are built only when this variable is 'true', as
 * `npm run build:check` (the build the tests run on) sets it: a deployed
 * build (`npm run build`) answers their paths with the not-found page.
 */
export const testPagesVariable = 'SITE_TEST_PAGES';
