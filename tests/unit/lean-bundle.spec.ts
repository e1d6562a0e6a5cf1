import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import * as helpers from '../../src/plugins/lean-bundle/tslibHelpers';
import {extractLeadingEmoji} from '../../src/plugins/lean-bundle/emojiUtils';

const root = path.join(__dirname, '..', '..');

test('the tslib stand-in exports every helper that utils-common calls', () => {
  const lib = path.join(root, 'node_modules', '@docusaurus', 'utils-common', 'lib');
  const called = new Set(
    readdirSync(lib)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(path.join(lib, file), 'utf8').matchAll(/tslib_\d+\.(\w+)/g)])
      .map((match) => match[1]),
  );
  expect(called.size).toBeGreaterThan(0);
  for (const helper of called)
    expect(typeof (helpers as Record<string, unknown>)[helper], helper).toBe('function');
});

test("the emoji check answers as theme-common's own", async () => {
  const {extractLeadingEmoji: original} = (await import(
    path.join(root, 'node_modules', '@docusaurus', 'theme-common', 'lib', 'utils', 'emojiUtils.js')
  )) as {extractLeadingEmoji: typeof extractLeadingEmoji};
  const labels = [
    'Token Management',
    '⚠️ Warning',
    '📄️ Page',
    '🇲🇾 Malaysia',
    '👍🏽 ok',
    '1 step',
    '#tag',
    '',
    'é',
  ];
  for (const label of labels) expect(extractLeadingEmoji(label), label).toEqual(original(label));
});
