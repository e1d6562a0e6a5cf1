/**
 * Site identity in one place. Rebranding the site means editing this file.
 */

export const product = {
  name: 'MasChain',
  /** Lower-case product key; also the default search index name. */
  key: 'maschain',
  owner: 'MASVERSE',
} as const;

/** The repository the pages are written in. */
export const docsRepository = {
  url: 'https://github.com/masverse/masverse-portal-docs',
  branch: 'main',
} as const;

export const siteIdentity = {
  title: 'MasChain Enterprise Docs',
  tagline: 'Innovation meets success',
  /** One-line summary: llms.txt, and the meta description of pages without their own. */
  summary:
    'Developer and user documentation of MasChain, an enterprise blockchain platform: REST API services ' +
    '(wallets, tokens, NFTs, audit trail, e-KYC, custom smart contracts, transactions), the Enterprise Portal ' +
    'and the MAS Wallet app.',
  url: 'https://docs.maschain.com',
  /** The copyright year is fixed by the specification, not computed. */
  copyright: `Copyright © 2025 ${product.owner}`,
  /** Where readers report a search that should have found something, or answer "Was this page helpful?". */
  newIssueUrl: `${docsRepository.url}/issues/new`,
  /** "Edit this page": the repository's file, on the branch the site is built from. */
  editUrl: `${docsRepository.url}/edit/${docsRepository.branch}/`,
} as const;

export type Environment = {
  label: string;
  api: string;
  portal: string;
  explorer: string;
  wallet: string;
};

export const environments: Record<'testnet' | 'mainnet', Environment> = {
  testnet: {
    label: 'Testnet',
    api: 'https://service-testnet.maschain.com',
    portal: 'https://portal-testnet.maschain.com',
    explorer: 'https://explorer-testnet.maschain.com',
    wallet: 'https://wallet-testnet.maschain.com',
  },
  mainnet: {
    label: 'Mainnet',
    api: 'https://service.maschain.com',
    portal: 'https://portal.maschain.com',
    explorer: 'https://explorer.maschain.com',
    wallet: 'https://wallet.maschain.com',
  },
};

/** Rows of the environment table (component and Markdown twins): which address, under which label. */
export const environmentServices = [
  {key: 'portal', label: 'Enterprise Portal'},
  {key: 'api', label: 'API URL'},
  {key: 'explorer', label: 'Explorer'},
  {key: 'wallet', label: 'MAS Wallet'},
] as const satisfies readonly {key: Exclude<keyof Environment, 'label'>; label: string}[];

export const aiAssistant = {
  url: 'https://chatgpt.com/g/g-68e4c6ad4aac8191af8bf724e40468b4-maschaingpt',
  name: 'MasChainGPT',
  tooltip: 'Check out MasChainGPT',
} as const;

/**
 * The announcement bar is shown only while `content` is non-empty. Change the
 * id whenever the content changes, so readers who dismissed the old one see it.
 */
export const announcement = {
  id: 'openapi-2025',
  content:
    'The whole REST API is now described in one <a href="/openapi.yaml">OpenAPI 3.1 file</a>: import it into your API client or code generator.',
  isCloseable: true,
  // The site's variables, not fixed colours: Docusaurus writes these inline, the same in both colour modes.
  backgroundColor: 'var(--site-announcement-background)',
  textColor: 'var(--site-announcement-text)',
} as const;
