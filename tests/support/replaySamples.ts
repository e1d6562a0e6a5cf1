/**
 * Runs request samples as a reader would, against a mock of the description
 * (./mockServer): curl in bash, JavaScript in Node, Python with requests; one
 * interpreter per language runs them all and reports each call's status and
 * Prism's violations.
 */
import {execFile} from 'node:child_process';
import {mkdir, writeFile} from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);

/** One sample to run, named by its operation. */
export type Replay = {operationId: string; sample: string};
export type Outcome = {operationId: string; status: number; violations: string};

/** The only values a reader fills in before running a sample. */
const credentials: [string, string][] = [
  ['<client_id>', 'replay-client'],
  ['<client_secret>', 'sk_replay'],
  ['<access_token>', 'replay-token'],
];

/** The sample as the reader would run it: their credentials, and the mock in place of the API hosts. */
export function filledIn(sample: string, apiUrls: string[], mockUrl: string): string {
  let out = sample;
  for (const url of apiUrls) out = out.split(url).join(mockUrl);
  for (const [placeholder, value] of credentials) out = out.split(placeholder).join(value);
  return out;
}

/** Files the multipart samples upload: created where the samples look for them. */
export async function createUploads(workDir: string, samples: string[]): Promise<void> {
  const files = new Set(
    samples.flatMap((s) => [...s.matchAll(/(?:=@|open\(')(<path\/to\/[^>]+>)/g)].map((m) => m[1]!)),
  );
  for (const file of files) {
    await mkdir(path.join(workDir, path.dirname(file)), {recursive: true});
    await writeFile(path.join(workDir, file), 'pragma solidity ^0.8.0;\n');
  }
}

function parseOutcomes(output: string): Outcome[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('REPLAY\t'))
    .map((line) => {
      const [, operationId = '', status = '0', violations = ''] = line.split('\t');
      return {operationId, status: Number(status), violations};
    });
}

/** The calls the mock did not accept, as `operationId: status violations`. */
export function rejected(outcomes: Outcome[]): string[] {
  return outcomes
    .filter((o) => o.status < 200 || o.status >= 300)
    .map((o) => `${o.operationId}: ${o.status} ${o.violations}`);
}

export async function replayCurl(workDir: string, replays: Replay[]): Promise<Outcome[]> {
  const script = replays
    .map(({operationId, sample}) => {
      // Print the status and Prism's violations instead of the body.
      const report = `--silent --output /dev/null --dump-header headers.txt --write-out 'REPLAY\\t${operationId}\\t%{http_code}\\t%header{sl-violations}\\n'`;
      return `${sample} \\\n  ${report}`;
    })
    .join('\n');
  await writeFile(path.join(workDir, 'replay.sh'), script);
  const {stdout} = await run('bash', ['replay.sh'], {cwd: workDir, maxBuffer: 1 << 24});
  return parseOutcomes(stdout);
}

export async function replayJavaScript(workDir: string, replays: Replay[]): Promise<Outcome[]> {
  const blocks = replays.map(({operationId, sample}) => {
    // A file input's File in the browser: a Blob here.
    const files = [
      ...new Set([...sample.matchAll(/form\.append\('[^']+', ([A-Za-z_$][\w$]*)\);/g)].map((m) => m[1])),
    ];
    const uploads = files
      .map((name) => `const ${name} = new Blob(['pragma solidity ^0.8.0;\\n']);`)
      .join('\n');
    return `current = ${JSON.stringify(operationId)};\n{\n${uploads}\n${sample}\n}`;
  });
  const prelude = [
    'let current = "";',
    'const realFetch = globalThis.fetch;',
    'globalThis.fetch = async (...args) => {',
    '  const response = await realFetch(...args);',
    "  process.stdout.write(`REPLAY\\t${current}\\t${response.status}\\t${response.headers.get('sl-violations') ?? ''}\\n`);",
    '  return response;',
    '};',
    'console.log = () => {};',
  ].join('\n');
  await writeFile(path.join(workDir, 'replay.mjs'), `${prelude}\n${blocks.join('\n')}\n`);
  const {stdout} = await run(process.execPath, ['replay.mjs'], {cwd: workDir, maxBuffer: 1 << 24});
  return parseOutcomes(stdout);
}

export async function replayPython(workDir: string, replays: Replay[]): Promise<Outcome[]> {
  const samples = replays.map(({operationId, sample}) => [operationId, sample]);
  const prelude = [
    'import builtins, json, sys',
    'import requests',
    'current = ""',
    'real_request = requests.Session.request',
    'def reporting_request(self, *args, **kwargs):',
    '    response = real_request(self, *args, **kwargs)',
    "    sys.stdout.write('REPLAY\\t%s\\t%d\\t%s\\n' % (current, response.status_code, response.headers.get('sl-violations', '')))",
    '    return response',
    'requests.Session.request = reporting_request',
    'builtins.print = lambda *args, **kwargs: None',
    `for current, sample in json.loads(${JSON.stringify(JSON.stringify(samples))}):`,
    '    try:',
    "        exec(sample, {'__name__': '__sample__'})",
    '    except Exception as error:',
    "        sys.stdout.write('REPLAY\\t%s\\t0\\t%s\\n' % (current, repr(error)[:300]))",
  ].join('\n');
  await writeFile(path.join(workDir, 'replay.py'), `${prelude}\n`);
  const python = process.env.PYTHON ?? 'python3';
  const {stdout} = await run(python, ['replay.py'], {cwd: workDir, maxBuffer: 1 << 24});
  return parseOutcomes(stdout);
}

/** Each sample language with the runner that replays it. */
export const replayers = [
  ['curl', replayCurl],
  ['javascript', replayJavaScript],
  ['python', replayPython],
] as const;
