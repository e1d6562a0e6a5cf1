import {defineConfig, devices} from '@playwright/test';
import chromium from './scripts/chromium.cjs';

// Browser tests drive Debian's Chromium against the production build served
// on loopback; nothing is downloaded. Unit tests run in the same runner.
// Browser tests run twice: project `browser` against `docusaurus serve`, and
// `browser-nginx` against nginx with deploy/nginx.conf, as the site is deployed.
const port = Number(process.env.TEST_PORT ?? 4173);
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

const browserUse = {
  ...devices['Desktop Chrome'],
  launchOptions: chromium,
};

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['./tests/support/summaryReporter.ts']] : 'list',
  projects: [
    {name: 'unit', testDir: 'tests/unit'},
    {name: 'browser', testDir: 'tests/browser', use: {...browserUse, baseURL: `http://127.0.0.1:${port}`}},
    {
      name: 'browser-nginx',
      testDir: 'tests/browser',
      use: {...browserUse, baseURL: `http://127.0.0.1:${nginxPort}`},
    },
  ],
  webServer: [
    ...(wants('browser')
      ? [
          {
            command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
            url: `http://127.0.0.1:${port}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 60_000,
          },
        ]
      : []),
    ...(wants('browser-nginx')
      ? [
          {
            command: `node tests/support/start-nginx.mjs ${nginxPort}`,
            url: `http://127.0.0.1:${nginxPort}/`,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
            // SIGTERM lets the script stop nginx and remove its temp dir.
            gracefulShutdown: {signal: 'SIGTERM' as const, timeout: 5_000},
          },
        ]
      : []),
  ],
});
