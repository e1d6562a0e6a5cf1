import {test, expect} from '@playwright/test';
import {readFileSync} from 'node:fs';
import path from 'node:path';

type LockEntry = {version?: string; optionalDependencies?: Record<string, string>};

test('package-lock.json names every optional dependency, so `npm ci` accepts it', () => {
  const lock = JSON.parse(readFileSync(path.join(__dirname, '../../package-lock.json'), 'utf8')) as {
    packages: Record<string, LockEntry>;
  };
  const missing = Object.entries(lock.packages).flatMap(([where, entry]) =>
    Object.keys(entry.optionalDependencies ?? {}).filter(
      (dep) => !lock.packages[`node_modules/${dep}`] && !lock.packages[`${where}/node_modules/${dep}`],
    ),
  );
  expect(missing, 'Run `npm run lockfile:fix` after `npm install` and commit package-lock.json.').toEqual([]);
});
