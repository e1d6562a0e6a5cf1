/**
 * Redocly CLI's recommended rules on the OpenAPI description: no errors and
 * no warnings beyond those listed with their reasons (redocly.yaml,
 * .redocly.lint-ignore.yaml).
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';
import {test, expect} from '@playwright/test';

const run = promisify(execFile);
const root = path.resolve(__dirname, '..', '..');

type Problem = {ruleId: string; severity: string; message: string; location: {pointer: string}[]};

test('Redocly recommended rules report no problem that is not listed with its reason', async () => {
  test.setTimeout(60_000);
  const {stdout} = await run(
    path.join(root, 'node_modules', '.bin', 'redocly'),
    ['lint', 'maschain', '--format=json'],
    {
      cwd: root,
      maxBuffer: 1 << 24,
    },
  ).catch((error: {stdout?: string}) => ({stdout: error.stdout ?? ''}));
  const {problems} = JSON.parse(stdout) as {problems: Problem[]};
  const listed = problems.map((p) => `${p.severity} ${p.ruleId} at ${p.location[0]?.pointer}: ${p.message}`);
  expect(listed).toEqual([]);
});
