/** `<EnvironmentTable />` as a Markdown table, from the same config as the component. */
import {environments, environmentServices} from '../../../config/site';

export function environmentTableMarkdown(): string {
  const envs = Object.values(environments);
  return [
    `| Service | ${envs.map((env) => env.label).join(' | ')} |`,
    `| --- | ${envs.map(() => '---').join(' | ')} |`,
    ...environmentServices.map((row) => `| ${row.label} | ${envs.map((env) => env[row.key]).join(' | ')} |`),
  ].join('\n');
}
