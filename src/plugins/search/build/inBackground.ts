/**
 * Runs the dev index's writes one at a time, off the dev server's path: an
 * edit reloads the page at once and the search catches up a moment later.
 * Each write waits until `ready` resolves (the bundler is idle); while one
 * waits or runs, only the latest request waits (older ones are superseded),
 * and a failure is logged, not thrown, so a slip in one page never stops the
 * dev server.
 */
import logger from '@docusaurus/logger';

export function inBackground(
  what: string,
  ready: () => Promise<void> = () => Promise.resolve(),
): (task: () => Promise<void>) => void {
  let running: Promise<void> | null = null;
  let next: (() => Promise<void>) | null = null;
  const drain = async () => {
    while (next) {
      await ready();
      const task = next;
      next = null;
      try {
        await task();
      } catch (error) {
        logger.error(`Could not write ${what}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    running = null;
  };
  return (task) => {
    next = task;
    running ??= drain();
  };
}
