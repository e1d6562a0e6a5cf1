import {execFileSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';
import {getFileInfo} from 'prettier';

// `npm run lint` runs `prettier --check .`, which skips what .prettierignore
// names. An unanchored entry there (`docs`) once hid src/lib/docs/ as well.
// Every tracked source file is seen, apart from the folders left in their own
// style on purpose.
const root = path.join(__dirname, '..', '..');
const leftAlone = ['openapi/', 'docs/', 'patches/', 'package-lock.json'];

const sourceFiles = execFileSync('git', ['ls-files'], {cwd: root, encoding: 'utf8'})
  .split('\n')
  .filter((file) => /\.(tsx?|[mc]?js|css|json|ya?ml)$/.test(file))
  .filter((file) => !leftAlone.some((part) => file.startsWith(part)));

test('the formatter checks every source file', async () => {
  expect(sourceFiles.length).toBeGreaterThan(100);
  const unseen: string[] = [];
  for (const file of sourceFiles) {
    const info = await getFileInfo(path.join(root, file), {ignorePath: path.join(root, '.prettierignore')});
    if (info.ignored || !info.inferredParser) unseen.push(file);
  }
  expect(unseen, 'anchor the .prettierignore entry that hides these (/name), or give them a parser').toEqual(
    [],
  );
});
