/**
 * The tslib helpers that @docusaurus/utils-common's CommonJS build calls in the
 * browser, as named ESM exports: a `require('tslib')` keeps every helper
 * (about 3 KiB gzip), these named exports let the bundler drop the rest.
 * tests/unit/lean-bundle.spec.ts fails if that build starts calling another one.
 */
export {__importDefault} from 'tslib';
