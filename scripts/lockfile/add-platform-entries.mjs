#!/usr/bin/env node
// npm run lockfile:fix — run after `npm install` changes package-lock.json.
//
// Some registries do not serve every platform's prebuilt binary (e.g. the macOS
// and Windows builds of @swc/core that Docusaurus Faster lists as optional).
// `npm install` then leaves those packages out of package-lock.json, and
// `npm ci` refuses the lock. This adds a version-only entry, marked with its
// platform, for each missing one: npm skips it on other platforms and fetches
// it by version on its own.
import {readFileSync, writeFileSync} from 'node:fs';
const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(readFileSync(file, 'utf8'));
// Checked in order: the first pattern a package name matches gives the value.
const osPatterns = [
  [/darwin/, 'darwin'],
  [/win32/, 'win32'],
  [/linux/, 'linux'],
];
const cpuPatterns = [
  [/arm64/, 'arm64'],
  [/-arm-/, 'arm'],
  [/ia32/, 'ia32'],
  [/ppc64/, 'ppc64'],
  [/s390x/, 's390x'],
  [/x64/, 'x64'],
];
const libcPatterns = [
  [/musl/, 'musl'],
  [/gnu/, 'glibc'],
];
const firstMatch = (name, patterns) => patterns.find(([pattern]) => pattern.test(name))?.[1] ?? null;
const platform = (name) => ({
  os: firstMatch(name, osPatterns),
  cpu: firstMatch(name, cpuPatterns),
  libc: firstMatch(name, libcPatterns),
});
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${dep}`;
    if (lock.packages[key] || lock.packages[`${path}/${key}`]) continue;
    const {os, cpu, libc} = platform(dep);
    if (!os) continue;
    lock.packages[key] = {
      version,
      ...(cpu && {cpu: [cpu]}),
      ...(libc && {libc: [libc]}),
      os: [os],
      optional: true,
    };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(file, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} optional platform entries`);
