import {readFileSync} from 'node:fs';
import path from 'node:path';
import {test, expect} from '../support/fixtures';
import {measureFirstLoad} from '../../scripts/lib/first-load.mjs';
import {firstLoadPages} from '../../scripts/lib/sample-routes.mjs';

// First-load JavaScript of each kind of page, held to the budget in
// audit-budgets.json: a dependency that lands in every page's first load
// should not fit. Sizes are those of the built files (gzip level 9), so they
// do not depend on the server. `npm run bench -- first-load` prints them.
const root = path.join(__dirname, '..', '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'audit-budgets.json'), 'utf8')) as {
  sizes: {maxFirstLoadJsGzipKiB: number};
};
const buildDir = path.resolve(process.env.BUILD_DIR ?? path.join(root, 'build'));

for (const entry of firstLoadPages) {
  test(`first-load JavaScript of a ${entry.kind} stays within budget`, async ({browser, baseURL}) => {
    const [result] = await measureFirstLoad(browser, new URL(baseURL!).origin, buildDir, [entry]);
    expect('error' in result ? result.error : undefined).toBeUndefined();
    expect(result.missing, 'every fetched asset is a file of the build').toEqual([]);
    const kib = result.js.gzip / 1024;
    expect(
      kib,
      `${entry.route} loads ${kib.toFixed(1)} KiB of gzipped JS before hydration (budget ${budgets.sizes.maxFirstLoadJsGzipKiB} KiB)`,
    ).toBeLessThanOrEqual(budgets.sizes.maxFirstLoadJsGzipKiB);
  });
}
