import {hiddenPages} from '../../src/config/hiddenPages';

/** Every route of spec §2, from the root. The tests hold the site to this list. */
const services = {
  'audit-trail': ['audit-category', 'audit-tags', 'overview', 'pricing'],
  certificate: ['certificate-extra', 'certificate-service', 'overview', 'pricing'],
  'custom-smart-contract': [
    'overview',
    'pricing',
    'smart-contract-interaction',
    'smart-contract-project',
    'smart-contract-version',
    'smart-contract-webhook',
    'transactions',
    'utilities',
  ],
  ekyc: ['ekyc-extra', 'ekyc-service', 'error-code', 'example', 'overview', 'pricing'],
  token: ['blockchain-api', 'overview', 'pricing', 'token-service', 'transaction-fee', 'wallet-tokens'],
  transaction: ['explorer-display-option', 'overview'],
  'wallet-management': [
    'overview',
    'wallet',
    'wallet-category',
    'wallet-entity',
    'wallet-entity-category',
    'wallet-extra',
  ],
};

export const categoryRoutes = [
  'audit-trail',
  'custom-smart-contract',
  'e-kyc-management',
  'non-fungible-token-management',
  'token-management',
  'transaction',
  'wallet-management',
].map((slug) => `/category/${slug}`);

export const docRoutes = [
  '/',
  '/general/calling_apis',
  '/general/rate_limit',
  '/maswallet/introduction',
  '/maswallet/getting-started',
  ...['overview', 'company-management', 'create-api-keys', 'create-smart-contract', 'wallet-management'].map(
    (page) => `/portal/${page}`,
  ),
  '/services/audit-trail',
  '/services/transaction',
  ...Object.entries(services).flatMap(([service, pages]) =>
    pages.map((page) => `/services/${service}/${page}`),
  ),
];

/** Real routes in the sidebar but not shown there, as the site configures them. */
export const hiddenRoutes: readonly string[] = hiddenPages;

/** All 57 routes of the spec. */
export const specRoutes = [...docRoutes, ...categoryRoutes, '/markdown-page', '/search'];

export const siteTitle = 'MasChain Enterprise Docs';

/** Pages that document REST endpoints with <Endpoint>: method, path and field tables. */
export const endpointRoutes = [
  '/services/audit-trail',
  '/services/transaction',
  ...['audit-category', 'audit-tags'].map((page) => `/services/audit-trail/${page}`),
  ...['certificate-extra', 'certificate-service'].map((page) => `/services/certificate/${page}`),
  ...[
    'smart-contract-interaction',
    'smart-contract-project',
    'smart-contract-version',
    'smart-contract-webhook',
    'transactions',
    'utilities',
  ].map((page) => `/services/custom-smart-contract/${page}`),
  ...['ekyc-extra', 'ekyc-service', 'example'].map((page) => `/services/ekyc/${page}`),
  ...['blockchain-api', 'token-service', 'transaction-fee'].map((page) => `/services/token/${page}`),
  '/services/transaction/explorer-display-option',
  ...['wallet', 'wallet-category', 'wallet-entity', 'wallet-entity-category', 'wallet-extra'].map(
    (page) => `/services/wallet-management/${page}`,
  ),
];

/**
 * One page for each kind of content, where each shows (every admonition
 * type, the environment, pricing and error-code tables, endpoints and code,
 * the introduction's tabs and request sample, a category, the search page, a
 * plain Markdown page): every MDX component used in docs/ is on one of them.
 * What depends on the kind rather than the page (colours, what shows without
 * JavaScript) is checked on these.
 */
export const kindRoutes: readonly string[] = [
  '/',
  '/services/audit-trail/overview',
  '/services/certificate/overview',
  '/portal/create-api-keys',
  '/services/certificate/pricing',
  '/services/ekyc/error-code',
  '/services/audit-trail/audit-category',
  '/category/token-management',
  '/search',
  '/markdown-page',
];
