#!/usr/bin/env node
// `npm test`: the build the tests run on, then the typecheck, ESLint, the Prettier check and the
// Playwright suite side by side. Only the suite needs the build; the other three need nothing, so
// they fill the cores the suite leaves idle while it starts and while it waits on pages, instead
// of holding it back. The suite's output streams; the others print when they end.
import {spawn} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/** Runs a command; resolves with its exit code and, if captured, its output. */
function run(name, command, args, {capture}) {
  const started = Date.now();
  const child = spawn(command, args, {
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  let output = '';
  if (capture) {
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
  }
  const done = new Promise((resolve) =>
    child.on('close', (code, signal) =>
      resolve({name, code: code ?? (signal ? 1 : 0), output, seconds: (Date.now() - started) / 1000}),
    ),
  );
  return {child, done};
}

const build = await run('build:check', process.execPath, [path.join(root, 'scripts', 'build-check.mjs')], {
  capture: false,
}).done;
if (build.code !== 0) process.exit(build.code);

const checks = [
  run('typecheck', bin('tsc'), [], {capture: true}),
  run('eslint', bin('eslint'), ['.'], {capture: true}),
  run('prettier', bin('prettier'), ['--check', '--log-level=warn', '.'], {capture: true}),
];
const suite = run('playwright', bin('playwright'), ['test', ...process.argv.slice(2)], {capture: false});

// A check that fails stops the suite, the long part, at once; the other checks run on (they take well
// under a minute), so that every message a writer has to act on shows in one run.
let suiteStopped = false;
const ended = checks.map(({done}) =>
  done.then((result) => {
    const status = result.code === 0 ? 'passed' : 'FAILED';
    const output = result.output.trim() ? `\n${result.output.trimEnd()}` : '';
    console.log(`\n${result.name} ${status} (${result.seconds.toFixed(0)} s)${output}`);
    if (result.code !== 0 && suite.child.exitCode === null && !suiteStopped) {
      suiteStopped = true;
      // SIGINT: Playwright then stops its workers and its web servers before it exits.
      suite.child.kill('SIGINT');
    }
    return result;
  }),
);
const results = [...(await Promise.all(ended)), await suite.done];
const failures = results
  .filter((result) => result.code !== 0 && !(result.name === 'playwright' && suiteStopped))
  .map((result) => result.name);
if (suiteStopped) console.error(`\nnpm test: playwright stopped, as ${failures.join(', ')} failed`);
else if (failures.length) console.error(`\nnpm test: ${failures.join(', ')} failed`);
process.exit(failures.length ? 1 : 0);
