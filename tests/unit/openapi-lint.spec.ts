/**
 * Redocly CLI's recommended rules on the OpenAPI description's sources
 * (openapi/): no errors and no warnings beyond those listed with their
 * reasons (redocly.yaml, .redocly.lint-ignore.yaml). Each problem is named by
 * the source file, line and column to edit (tests/unit/openapi-sources.spec.ts
 * makes such a slip).
 */
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {lintProblems} from '../support/redoclyLint';

const root = path.resolve(__dirname, '..', '..');

test('Redocly recommended rules report no problem that is not listed with its reason', async () => {
  test.setTimeout(60_000);
  expect(await lintProblems(root, ['maschain'])).toEqual([]);
});
