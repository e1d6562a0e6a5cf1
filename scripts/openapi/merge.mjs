// Brings the edits a branch made to the single-file description into the
// per-service sources, keeping the edits made to those since the split: it
// splits the file as it was before the branch (base) and as the branch left
// it (theirs), then merges each file three ways into `out` with
// `git merge-file`, as git would have merged the single file. Conflicts are
// left marked in the files, and listed. See README.md in this folder.
//
// Usage: node scripts/openapi/merge.mjs <base.yaml> <theirs.yaml> [out=openapi]
import {execFileSync, spawnSync} from 'node:child_process';
import {copyFileSync, existsSync, mkdtempSync, readdirSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const [base, theirs, outDir = 'openapi'] = process.argv.slice(2);
if (!base || !theirs) {
  console.error('Usage: node scripts/openapi/merge.mjs <base.yaml> <theirs.yaml> [out=openapi]');
  process.exit(1);
}
const split = path.join(path.dirname(new URL(import.meta.url).pathname), 'split.mjs');
const work = mkdtempSync(path.join(tmpdir(), 'openapi-merge-'));
try {
  for (const [name, file] of [
    ['base', base],
    ['theirs', theirs],
  ]) {
    execFileSync(process.execPath, [split, file, path.join(work, name)], {stdio: 'inherit'});
  }
  const files = [
    'openapi.yaml',
    ...readdirSync(path.join(work, 'theirs', 'services')).map((f) => `services/${f}`),
  ];
  const conflicts = [];
  for (const file of files) {
    const [ours, older, newer] = [outDir, path.join(work, 'base'), path.join(work, 'theirs')].map((dir) =>
      path.join(dir, file),
    );
    // A service the branch added: nothing to merge with.
    if (!existsSync(ours) && !existsSync(older)) {
      copyFileSync(newer, ours);
      continue;
    }
    const merged = spawnSync('git', [
      'merge-file',
      '-L',
      'ours',
      '-L',
      'base',
      '-L',
      'theirs',
      ours,
      older,
      newer,
    ]);
    if (merged.status !== 0) conflicts.push(`${ours} (${merged.status} conflict(s))`);
  }
  if (conflicts.length) {
    console.error(`merge: resolve the conflicts marked in:\n  ${conflicts.join('\n  ')}`);
    process.exitCode = 1;
  } else {
    console.log(`merge: ${theirs}'s edits are in ${outDir}/`);
  }
} finally {
  rmSync(work, {recursive: true, force: true});
}
