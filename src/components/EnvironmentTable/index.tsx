import type {ReactNode} from 'react';
import {environments, environmentServices as rows} from '@site/src/config/site';

/** The testnet and mainnet addresses, from the one place they are defined. */
export default function EnvironmentTable(): ReactNode {
  const envs = Object.values(environments);
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Service</th>
          {envs.map((env) => (
            <th key={env.label} scope="col">
              {env.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {envs.map((env) => (
              <td key={env.label}>
                <a href={env[row.key]}>{env[row.key]}</a>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
