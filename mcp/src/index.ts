/**
 * What the bundle exports (bundle.mjs): the command, and the server's own
 * account of itself for the discovery file the build writes.
 */
import type {ServerDescription} from './describe';

export {main} from './main';
export type {ServerDescription};

/** Loaded when asked for: a server's start does not pay for the SDK's client. */
export async function describeServer(build: string): Promise<ServerDescription> {
  const {describeServer: describe} = await import('./describe');
  return describe(build);
}
