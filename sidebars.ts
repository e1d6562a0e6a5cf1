import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

// The one sidebar. Pages listed in src/config/hiddenPages.ts are real docs
// that this definition leaves out on purpose; the page each one extends links to it.

/** A service: a category whose index page is generated at /category/<slug>. */
function service(label: string, slug: string, description: string, items: string[]) {
  return {
    type: 'category',
    label,
    link: {type: 'generated-index', slug: `/category/${slug}`, description},
    items,
  } as const;
}

const sidebars: SidebarsConfig = {
  docs: [
    {type: 'doc', id: 'intro', label: 'Introduction'},
    {
      type: 'category',
      label: 'General',
      items: ['general/quickstart', 'general/calling_apis', 'general/rate_limit'],
    },
    {
      type: 'category',
      label: 'Portal',
      items: [
        'portal/overview',
        'portal/company-management',
        'portal/create-api-keys',
        'portal/create-smart-contract',
        'portal/wallet-management',
      ],
    },
    {
      type: 'category',
      label: 'Services',
      items: [
        service('Audit Trail', 'audit-trail', 'Record data on the blockchain and prove it has not changed.', [
          'services/audit-trail/overview',
          'services/audit-trail/pricing',
          'services/audit-trail',
          'services/audit-trail/audit-category',
          'services/audit-trail/audit-tags',
        ]),
        service('Token Management', 'token-management', 'Create, mint, transfer and track fungible tokens.', [
          'services/token/overview',
          'services/token/pricing',
          'services/token/token-service',
        ]),
        service(
          'Wallet Management',
          'wallet-management',
          'Create and organise custodial wallets for users and entities.',
          [
            'services/wallet-management/overview',
            'services/wallet-management/wallet',
            'services/wallet-management/wallet-category',
            'services/wallet-management/wallet-entity',
            'services/wallet-management/wallet-entity-category',
          ],
        ),
        service(
          'Non-Fungible Token Management',
          'non-fungible-token-management',
          'Create NFT collections, mint NFTs with files and metadata, and transfer them.',
          [
            'services/certificate/overview',
            'services/certificate/pricing',
            'services/certificate/certificate-service',
          ],
        ),
        service(
          'e-KYC Management',
          'e-kyc-management',
          'Verify identity documents and faces from your application.',
          [
            'services/ekyc/overview',
            'services/ekyc/pricing',
            'services/ekyc/ekyc-service',
            'services/ekyc/example',
            'services/ekyc/error-code',
          ],
        ),
        service(
          'Custom Smart Contract',
          'custom-smart-contract',
          'Upload, deploy and call your own Solidity contracts.',
          [
            'services/custom-smart-contract/overview',
            'services/custom-smart-contract/pricing',
            'services/custom-smart-contract/smart-contract-project',
            'services/custom-smart-contract/smart-contract-version',
            'services/custom-smart-contract/smart-contract-webhook',
            'services/custom-smart-contract/smart-contract-interaction',
            'services/custom-smart-contract/transactions',
            'services/custom-smart-contract/utilities',
          ],
        ),
        service(
          'Transaction',
          'transaction',
          'Look up transactions and choose how the explorer displays them.',
          [
            'services/transaction/overview',
            'services/transaction',
            'services/transaction/explorer-display-option',
          ],
        ),
      ],
    },
    {
      type: 'category',
      label: 'MAS Wallet',
      items: ['maswallet/introduction', 'maswallet/getting-started'],
    },
  ],
};

export default sidebars;
