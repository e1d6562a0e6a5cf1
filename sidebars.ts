import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {hiddenSidebarItemClass} from './src/config/hiddenPages';

// The one sidebar, every doc in it.

/**
 * A page that extends the one listed before it, which links to it: in the
 * sidebar but not shown (src/config/hiddenPages.ts lists it too).
 */
function hidden(id: string) {
  return {type: 'doc', id, className: hiddenSidebarItemClass} as const;
}

/** A service: a category whose index page is generated at /category/<slug>. */
function service(
  label: string,
  slug: string,
  description: string,
  items: (string | ReturnType<typeof hidden>)[],
) {
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
      items: ['general/calling_apis', 'general/rate_limit'],
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
          hidden('services/token/blockchain-api'),
          hidden('services/token/transaction-fee'),
          hidden('services/token/wallet-tokens'),
        ]),
        service(
          'Wallet Management',
          'wallet-management',
          'Create and organise custodial wallets for users and entities.',
          [
            'services/wallet-management/overview',
            'services/wallet-management/wallet',
            hidden('services/wallet-management/wallet-extra'),
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
            hidden('services/certificate/certificate-extra'),
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
            hidden('services/ekyc/ekyc-extra'),
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
