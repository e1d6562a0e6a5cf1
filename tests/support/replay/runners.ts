/**
 * Runs request samples as a reader would, one process per language for all
 * of them: curl in bash, fetch in Node (the browser sample and the Node.js
 * one), Python with requests, PHP with its curl extension, Java's source
 * launcher, `go run`, and C# compiled by Mono's mcs. The samples call the
 * recording proxy (./recorder), which keeps what each one sent; a runner only
 * has to run them all, one after the other, and carry on past a failure.
 */
import {execFile} from 'node:child_process';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import type {SampleLanguage} from '../../../src/lib/openapi/sampleLanguages';

const exec = promisify(execFile);

/** One sample to run, named by its operation. */
export type Replay = {operationId: string; sample: string};
/** Runs every sample; resolves to what the process wrote to stderr (a compile error, say). */
type Runner = (dir: string, replays: Replay[]) => Promise<string>;

/** The only values a reader fills in before running a sample. */
const credentials: [string, string][] = [
  ['<client_id>', 'replay-client'],
  ['<client_secret>', 'sk_replay'],
  ['<access_token>', 'replay-token'],
];

/**
 * The sample as the reader would run it: their credentials and values in
 * place of the `<placeholders>` (a URL with `<` is no URL to Java or PHP),
 * and `target` in place of the API hosts. Upload paths stay: the files are
 * created there.
 */
export function filledIn(sample: string, apiUrls: string[], target: string): string {
  let out = sample;
  for (const url of apiUrls) out = out.split(url).join(target);
  for (const [placeholder, value] of credentials) out = out.split(placeholder).join(value);
  return out.replace(/<([a-z][A-Za-z0-9_]*)>/g, 'replay-$1');
}

/** The file content every upload sends. */
export const uploadContent = 'pragma solidity ^0.8.0;\n';

/** Files the multipart samples upload: created where the samples look for them. */
export async function createUploads(dir: string, samples: string[]): Promise<void> {
  const files = new Set(samples.flatMap((s) => [...s.matchAll(/<path\/to\/[^>]+>/g)].map((m) => m[0])));
  for (const file of files) {
    await mkdir(path.join(dir, path.dirname(file)), {recursive: true});
    await writeFile(path.join(dir, file), uploadContent);
  }
}

async function run(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv = {},
): Promise<string> {
  // A sample that fails is seen in what the proxy recorded: the run itself only has to finish.
  const options = {cwd, env: {...process.env, ...env}, maxBuffer: 1 << 26, timeout: 240_000};
  return exec(command, args, options).then(
    ({stderr}) => stderr,
    (error: {stderr?: string; code?: unknown}) => {
      if (typeof error.code !== 'number') throw error;
      return `${command} exited ${error.code}: ${error.stderr ?? ''}`;
    },
  );
}

async function inDir(dir: string, name: string): Promise<string> {
  const sub = path.join(dir, name);
  await mkdir(sub, {recursive: true});
  return sub;
}

const curl: Runner = async (dir, replays) => {
  // A heredoc body (`--data @- <<EOF`) ends the line: the flags go in a config curl reads first.
  await writeFile(path.join(dir, '.curlrc'), 'silent\noutput = /dev/null\n');
  await writeFile(path.join(dir, 'replay.sh'), replays.map(({sample}) => `${sample}\n`).join(''));
  return run('bash', ['replay.sh'], dir, {HOME: dir});
};

/** Each sample a module of its own; the runner imports them in turn and waits for their calls. */
const fetchRunner: Runner = async (dir, replays) => {
  const files = await Promise.all(
    replays.map(async ({sample}, i) => {
      await writeFile(path.join(dir, `sample${i}.mjs`), sample);
      return `./sample${i}.mjs`;
    }),
  );
  const runner = [
    'const pending = [];',
    'const realFetch = globalThis.fetch;',
    'globalThis.fetch = (...args) => { const call = realFetch(...args); pending.push(call.catch(() => {})); return call; };',
    'console.log = console.error = () => {};',
    `for (const file of ${JSON.stringify(files)}) {`,
    '  try { await import(file); } catch {}',
    '  await Promise.all(pending.splice(0));',
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'replay.mjs'), `${runner}\n`);
  return run(process.execPath, ['replay.mjs'], dir);
};

const python: Runner = async (dir, replays) => {
  const samples = replays.map(({sample}) => sample);
  const runner = [
    'import builtins, json',
    'builtins.print = lambda *args, **kwargs: None',
    `for sample in json.loads(${JSON.stringify(JSON.stringify(samples))}):`,
    '    try:',
    "        exec(sample, {'__name__': '__sample__'})",
    '    except Exception:',
    '        pass',
  ].join('\n');
  await writeFile(path.join(dir, 'replay.py'), `${runner}\n`);
  return run(process.env.PYTHON ?? 'python3', ['replay.py'], dir);
};

const php: Runner = async (dir, replays) => {
  await Promise.all(replays.map(({sample}, i) => writeFile(path.join(dir, `sample${i}.php`), sample)));
  const runner = [
    '<?php',
    // Each sample in a function of its own: its variables start fresh.
    'function replay($file) { try { include $file; } catch (Throwable $e) {} }',
    'ob_start();',
    `for ($i = 0; $i < ${replays.length}; $i++) replay(__DIR__ . "/sample$i.php");`,
    'ob_end_clean();',
  ].join('\n');
  await writeFile(path.join(dir, 'replay.php'), `${runner}\n`);
  return run('php', ['replay.php'], dir);
};

const java: Runner = async (dir, replays) => {
  const methods = replays.map(
    ({sample}, i) => `  static void sample${i}() throws Exception {\n${sample}\n  }`,
  );
  const calls = replays.map((_, i) => `    try { sample${i}(); } catch (Exception e) {}`);
  const source = [
    'import java.net.URI;',
    'import java.net.http.HttpClient;',
    'import java.net.http.HttpRequest;',
    'import java.net.http.HttpResponse;',
    'public class Replay {',
    ...methods,
    '  public static void main(String[] args) {',
    '    System.setOut(new java.io.PrintStream(java.io.OutputStream.nullOutputStream()));',
    ...calls,
    '  }',
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'Replay.java'), `${source}\n`);
  // One short run: the JIT's first tier and one GC thread do it in about 0.6 of the CPU of the defaults.
  return run('java', ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', 'Replay.java'], dir);
};

/** Each sample a file of one package, its `main` renamed; one `main` runs them all. */
const go: Runner = async (dir, replays) => {
  await Promise.all(
    replays.map(({sample}, i) =>
      writeFile(path.join(dir, `sample${i}.go`), sample.replace('func main() {', `func sample${i}() {`)),
    ),
  );
  const calls = replays.map((_, i) => `\tsafely(sample${i})`).join('\n');
  const main = [
    'package main',
    '',
    'import "os"',
    '',
    'func safely(sample func()) {',
    '\tdefer func() { _ = recover() }()',
    '\tsample()',
    '}',
    '',
    'func main() {',
    '\tos.Stdout, _ = os.Open(os.DevNull)',
    calls,
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'main.go'), `${main}\n`);
  await writeFile(path.join(dir, 'go.mod'), 'module replay\n\ngo 1.19\n');
  return run('go', ['run', '.'], dir, {GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local'});
};

/** The samples' `using` lines go to the top of one file; each body becomes a method. */
const csharp: Runner = async (dir, replays) => {
  const usings = new Set([
    'using System;',
    'using System.IO;',
    'using System.Net.Http;',
    'using System.Threading.Tasks;',
  ]);
  const methods = replays.map(({sample}, i) => {
    const body = sample
      .split('\n')
      .filter((line) => !(/^using [\w.]+;$/.test(line) && usings.add(line)))
      .join('\n');
    return `  static async Task Sample${i}() {\n${body}\n  }`;
  });
  const calls = replays.map((_, i) => `    try { Sample${i}().Wait(); } catch (Exception) {}`);
  const source = [
    ...usings,
    'public static class Replay {',
    ...methods,
    '  public static void Main() {',
    '    Console.SetOut(TextWriter.Null);',
    ...calls,
    '  }',
    '}',
  ].join('\n');
  await writeFile(path.join(dir, 'Replay.cs'), `${source}\n`);
  const compiled = await run('mcs', ['-r:System.Net.Http', '-out:Replay.exe', 'Replay.cs'], dir);
  return compiled.includes('exited') ? compiled : run('mono', ['Replay.exe'], dir);
};

/** Each sample language with the runner that replays it. */
export const runners: Record<SampleLanguage, Runner> = {
  curl,
  javascript: fetchRunner,
  node: fetchRunner,
  python,
  php,
  java,
  go,
  csharp,
};

/** A language's runner, in a directory of its own under `dir`. */
export async function replay(language: SampleLanguage, dir: string, replays: Replay[]): Promise<string> {
  const sub = await inDir(dir, language);
  await createUploads(
    sub,
    replays.map((r) => r.sample),
  );
  return runners[language](sub, replays);
}
