import {useSyncExternalStore} from 'react';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

const neverChanges = () => () => {};

/**
 * True while React hydrates the server's HTML in the browser; false on the
 * server and in every later client render (a client-side navigation, the dev
 * server). React reads the server snapshot only while hydrating.
 */
export function useIsHydrating(): boolean {
  const serverSnapshot = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  return serverSnapshot && ExecutionEnvironment.canUseDOM;
}
