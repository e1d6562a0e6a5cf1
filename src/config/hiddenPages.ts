/**
 * Pages that are real routes but stay off the sidebar: each extends another
 * page, which links to it. They are searchable but kept out of the sitemap.
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
