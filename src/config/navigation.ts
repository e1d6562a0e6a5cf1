/**
 * Navbar and footer: the site's navigation, kept out of the main config so the
 * config reads like a table of contents.
 */
import type * as Preset from '@docusaurus/preset-classic';
import {environments, siteIdentity} from './site';

type ThemeConfig = Preset.ThemeConfig;

const services = [
  {label: 'Wallet Management', to: '/category/wallet-management'},
  {label: 'Audit Trail', to: '/category/audit-trail'},
  {label: 'Token Management', to: '/category/token-management'},
  {label: 'Non-Fungible Token Management', to: '/category/non-fungible-token-management'},
  {label: 'e-KYC Management', to: '/category/e-kyc-management'},
  {label: 'Custom Smart Contract', to: '/category/custom-smart-contract'},
  {label: 'Transaction', to: '/category/transaction'},
];

export const navbar = {
  title: 'MasChain',
  // Off by default; set to true to hide the navbar while scrolling down.
  hideOnScroll: false,
  logo: {
    alt: 'MasChain logo',
    src: 'img/logo.svg',
    srcDark: 'img/logo-dark.svg',
    width: 32,
    height: 32,
  },
  items: [
    {type: 'dropdown', label: 'Services', position: 'left', items: services},
    {to: '/portal/overview', label: 'Portal', position: 'left', activeBaseRegex: '^/portal/'},
    {to: '/maswallet/introduction', label: 'MAS Wallet', position: 'left', activeBaseRegex: '^/maswallet/'},
    {href: environments.mainnet.portal, label: 'Enterprise Portal', position: 'right'},
  ],
} satisfies ThemeConfig['navbar'];

export const footer = {
  style: 'dark',
  links: [
    {
      title: 'Get started',
      items: [
        {label: 'Introduction', to: '/'},
        {label: 'Quickstart', to: '/#quickstart'},
        {label: 'Calling the APIs', to: '/general/calling_apis'},
        {label: 'Rate limits', to: '/general/rate_limit'},
      ],
    },
    {title: 'Services', items: services},
    {
      title: 'Portal and wallet',
      items: [
        {label: 'Portal overview', to: '/portal/overview'},
        {label: 'Create API keys', to: '/portal/create-api-keys'},
        {label: 'MAS Wallet', to: '/maswallet/introduction'},
      ],
    },
    {
      title: 'MasChain',
      items: [
        {label: 'Enterprise Portal', href: environments.mainnet.portal},
        {label: 'Explorer', href: environments.mainnet.explorer},
        {label: 'MAS Wallet', href: environments.mainnet.wallet},
      ],
    },
  ],
  // The site's tagline over the copyright line, on every page.
  copyright: `<p class="footer__tagline">${siteIdentity.tagline}</p>${siteIdentity.copyright}`,
} satisfies ThemeConfig['footer'];
