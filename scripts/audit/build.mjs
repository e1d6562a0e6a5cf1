// Builds the site once and keeps its output, so build warnings are counted
// from the same build the rest of the audit measures.
import {spawn} from 'node:child_process';
import {stripVTControlCharacters} from 'node:util';

/**
 * The build's warnings, split into allowed or unexpected by the allow-list.
 * Docusaurus prints some as one `[WARNING]` line, and collects others under a
 * `[WARNING] Docusaurus site warnings:` line as "- " items: each item is a
 * warning of its own, prefixed with that line.
 */
export function classifyWarnings(log, allowList = []) {
  const lines = stripVTControlCharacters(log).split(/\r?\n/);
  const warnings = [];
  lines.forEach((line, index) => {
    if (!line.includes('[WARNING]')) return;
    const header = line.trim();
    const items = [];
    for (let next = index + 1; next < lines.length && /^\s*- /.test(lines[next]); next += 1)
      items.push(lines[next].trim());
    if (items.length === 0) warnings.push(header);
    for (const item of items) warnings.push(`${header} ${item}`);
  });
  const allowedBy = (warning) => allowList.find((entry) => warning.includes(entry.match));
  return {
    allowed: warnings.filter((warning) => allowedBy(warning)),
    unexpected: warnings.filter((warning) => !allowedBy(warning)),
  };
}

/** Runs `docusaurus build` in `root`; resolves with its exit code and combined output. */
export function runBuild(root) {
  return new Promise((resolve) => {
    const child = spawn('npx', ['docusaurus', 'build'], {
      cwd: root,
      // Plain text, so the log can be searched for [WARNING] as written.
      env: {...process.env, FORCE_COLOR: '0', NO_COLOR: '1'},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let log = '';
    child.stdout.on('data', (chunk) => (log += chunk));
    child.stderr.on('data', (chunk) => (log += chunk));
    child.on('close', (code) => resolve({code: code ?? 1, log}));
  });
}
