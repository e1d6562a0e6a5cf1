import {defineConfig, devices} from '@playwright/test';

// Browser tests drive Debian's Chromium against the production build served
// on loopback; nothing is downloaded. Unit tests run in the same runner.
const port = Number(process.env.TEST_PORT ?? 4173);
const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Unit tests need no server; only start one when browser tests may run.
const isUnitOnly = process.argv.includes('--project=unit');

export default defineConfig({
  testDir: 'tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['./tests/support/summaryReporter.ts']] : 'list',
  projects: [
    {name: 'unit', testDir: 'tests/unit'},
    {
      name: 'browser',
      testDir: 'tests/browser',
      use: {
        ...devices['Desktop Chrome'],
        baseURL: `http://127.0.0.1:${port}`,
        launchOptions: {
          executablePath: chromiumPath,
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: isUnitOnly
    ? undefined
    : {
        command: `npx docusaurus serve --no-open --host 127.0.0.1 --port ${port}`,
        url: `http://127.0.0.1:${port}/`,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      },
});
