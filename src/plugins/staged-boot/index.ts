/**
 * Starts the client in steps, each its own task, instead of evaluating the
 * whole of main.js and hydrating in one: see README.md. Client build only.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function stagedBootPlugin(): Plugin {
  return {
    name: 'staged-boot',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        mergeStrategy: {entry: 'replace'},
        entry: path.join(__dirname, 'clientEntry.tsx'),
      };
    },
  };
}
