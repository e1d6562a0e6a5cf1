/**
 * Tells when the dev server's bundler has been idle for a moment, so the dev
 * index is written after the page a writer waits for is compiled and fetched
 * by the browser, rather than beside them on the one JavaScript thread that
 * runs the bundler's loaders and serves the page. After the first compile the
 * moment is longer: the browser is still loading the whole dev bundle.
 */
type Hook = {tap(name: string, callback: () => void): void};
type Compiler = {hooks: {invalid: Hook; done: Hook; failed: Hook}};

export function bundlerIdle(
  quietMs = 1000,
  firstQuietMs = 5000,
): {
  plugin: {apply(compiler: Compiler): void};
  idle: () => Promise<void>;
} {
  // `docusaurus start` compiles as soon as the server starts.
  let compiling = true;
  let lastDone = 0;
  let compiles = 0;
  let waiting: Array<() => void> = [];
  const settle = () => {
    compiling = false;
    compiles += 1;
    lastDone = Date.now();
    for (const resolve of waiting) resolve();
    waiting = [];
  };
  return {
    plugin: {
      apply(compiler) {
        compiler.hooks.invalid.tap('bundler-idle', () => (compiling = true));
        compiler.hooks.done.tap('bundler-idle', settle);
        compiler.hooks.failed.tap('bundler-idle', settle);
      },
    },
    async idle() {
      for (;;) {
        if (compiling) await new Promise<void>((resolve) => waiting.push(resolve));
        const left = lastDone + (compiles > 1 ? quietMs : firstQuietMs) - Date.now();
        if (left <= 0 && !compiling) return;
        if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
      }
    },
  };
}
