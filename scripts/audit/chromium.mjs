// Launches the machine's Chromium through Playwright; nothing is downloaded.
import {createServer} from 'node:net';
import {chromium} from '@playwright/test';

const flags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A Chromium that also listens for the DevTools protocol on a loopback port,
 * so Lighthouse can drive it without chrome-launcher; returns {browser, port}.
 */
export async function launchChromium({debuggingPort = false} = {}) {
  const port = debuggingPort ? await freePort() : undefined;
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: port
      ? [...flags, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1']
      : flags,
  });
  return {browser, port};
}
