/**
 * One full garbage collection, run when postBuild starts. By then the main thread holds the garbage of
 * bundling and of rendering every page, which V8 has not yet collected; postBuild (twins, search index, the
 * Postman worker) then grew the heap on top of it, and the build's memory peaked there. Collected first,
 * postBuild reuses that space. Node offers `gc()` only behind `--expose-gc`, so the flag is turned on for the
 * moment it takes to get the function (as Jest's leak detector does) rather than on the command line of every
 * way a build is started.
 */
import {setFlagsFromString} from 'node:v8';
import {runInNewContext} from 'node:vm';

export function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  setFlagsFromString('--no-expose-gc');
  gc();
}
