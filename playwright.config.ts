import {defineConfig, devices} from '@playwright/test';
import chromium from './scripts/chromium.cjs';

// Browser tests drive Debian's Chromium against the production build served
// on loopback; nothing is downloaded. Unit tests run in the same runner.
// The browser suite runs once, against nginx with deploy/nginx.conf, the way
// the site is deployed (project `browser`). The tests tagged @smoke run again
// against `docusaurus serve`, what `npm run serve` users get (project `smoke`).
const servePort = Number(process.env.TEST_PORT ?? 4173);
const nginxPort = Number(process.env.NGINX_TEST_PORT ?? 4174);

/** Projects named with --project (both `--project=x` and `--project x`); none means all. */
function requestedProjects(argv: string[]): string[] {
  return argv.flatMap((arg, i) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project'
        ? [argv[i + 1]]
        : [],
  );
}
const requested = requestedProjects(process.argv);
// Start only the servers the chosen projects need: none for `--project=unit`.
// A wildcard pattern may match any project, so it starts them all.
const wants = (project: string) =>
  requested.length === 0 || requested.some((name) => name.includes('*') || name.toLowerCase() === project);

if (wants('unit') || wants('mcp')) process.env.RUN_SENDS_REQUESTS = '1';

const browserUse = {
  ...devices['Desktop Chrome'],
  launchOptions: chromium.tests,
};

export default defineConfig({
  testDir: 'tests',
  // The unit tests read the OpenAPI description as the build bundles it from its sources;
  // the unit and MCP tests that send requests share one mock of it.
  globalSetup: './tests/support/globalSetup.ts',
  fullyParallel: true,
  // One worker per core: a browser test waits on the page as much as it
  // computes, so Playwright's default of half the cores leaves one idle.
  // One more than the cores is slower: three workers on two cores took 1.07x
  // the wall time and 1.15x the CPU of two (npm test, two runs each in turn).
  workers: '100%',
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['./tests/support/summaryReporter.ts']] : 'list',
  projects: [
    {name: 'unit', testDir: 'tests/unit'},
    // The MCP server's clients, over the build (tests/mcp/connect.ts).
    {name: 'mcp', testDir: 'tests/mcp'},
    {
      name: 'browser',
      testDir: 'tests/browser',
      // What only the smoke project needs: the browser project checks the same more fully.
      grepInvert: /@serve-only/,
      use: {...browserUse, baseURL: `http://127.0.0.1:${nginxPort}`},
    },
    {
      name: 'smoke',
      testDir: 'tests/browser',
      grep: /@smoke/,
      use: {...browserUse, baseURL: `http://127.0.0.1:${servePort}`},
    },
  ],
  webServer: [
    ...(wants('browser')
      ? [
          {
            command: `node scripts/lib/start-nginx.mjs ${nginxPort}`,
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
            // SIGTERM lets the script stop nginx and remove its temp dir.
            gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
          },
        ]
      : []),
    ...(wants('smoke')
      ? [
          {
            command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${servePort}`,
            url: `http://127.0.0.1:${servePort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
  ],
});
