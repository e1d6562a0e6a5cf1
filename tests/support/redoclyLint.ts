/**
 * Redocly CLI's lint (the rules of redocly.yaml), one line per problem:
 * `file:line:col severity rule: message`, the file as a writer opens it.
 */
import {execFile} from 'node:child_process';
import path from 'node:path';
import {promisify} from 'node:util';

const run = promisify(execFile);
const redocly = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'redocly');

type Problem = {
  ruleId: string;
  severity: string;
  message: string;
  location: {source: {ref: string}; start?: {line: number; col: number}}[];
};

export async function lintProblems(cwd: string, args: string[]): Promise<string[]> {
  const {stdout} = await run(redocly, ['lint', ...args, '--format=json'], {cwd, maxBuffer: 1 << 24}).catch(
    (error: {stdout?: string}) => ({stdout: error.stdout ?? ''}),
  );
  const {problems} = JSON.parse(stdout) as {problems: Problem[]};
  return problems.map(({location: [at], severity, ruleId, message}) => {
    const where = at ? `${at.source.ref}:${at.start?.line ?? 1}:${at.start?.col ?? 1}` : '(no location)';
    return `${where} ${severity} ${ruleId}: ${message}`;
  });
}
