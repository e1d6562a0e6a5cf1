// Lint for TypeScript and React code. Formatting is Prettier's job (npm run lint runs both).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'reports/',
      '.cache/',
      'patches/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    languageOptions: {globals: {...globals.browser, ...globals.node}},
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
    },
  },
  {
    // A cap on size: no function over cyclomatic complexity 20 and no file over 400 lines in the code that
    // ships or runs the site. Tests and data are exempt (README.md, "Size caps").
    files: ['src/**/*.{ts,tsx,js,mjs,cjs}', 'mcp/**/*.{ts,tsx,js,mjs,cjs}', 'scripts/**/*.{ts,js,mjs,cjs}'],
    rules: {complexity: ['error', 20], 'max-lines': ['error', 400]},
  },
  {
    // Rate cards and error codes grow with the platform, one entry at a time.
    files: ['src/data/**'],
    rules: {'max-lines': 'off'},
  },
  {
    files: ['src/**/*.tsx'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Browser specs take `test` from the shared fixture, which fails a test on a console error, a page error
    // or an outside request it did not declare; a context of their own would not be watched.
    files: ['tests/browser/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              allowTypeImports: true,
              message: "Import test and expect from '../support/fixtures', which watches every page.",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='newContext']",
          message: 'Set context options with test.use() in a describe, so the fixture watches the page.',
        },
      ],
    },
  },
  {
    // Scripts are shipped tools; tests use them, never the other way round.
    files: ['scripts/**/*.{js,mjs,cjs,ts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {patterns: [{group: ['**/tests/**'], message: 'Move what both need to scripts/lib/.'}]},
      ],
    },
  },
  {
    files: ['**/*.cjs', 'babel.config.js'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
