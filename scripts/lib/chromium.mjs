// Launches the machine's Chromium through Playwright; nothing is downloaded.
import {chromium} from '@playwright/test';
import chromiumOptions from '../chromium.cjs';
import {freePort} from './freePort.mjs';

/**
 * A Chromium that also listens for the DevTools protocol on a loopback port,
 * so Lighthouse can drive it without chrome-launcher; returns {browser, port}.
 * `debuggingPort`: a port number, or true for any free one.
 */
export async function launchChromium({debuggingPort = false} = {}) {
  const port = debuggingPort === true ? await freePort() : debuggingPort || undefined;
  const browser = await chromium.launch({
    executablePath: chromiumOptions.executablePath,
    args: port
      ? [...chromiumOptions.args, `--remote-debugging-port=${port}`, '--remote-debugging-address=127.0.0.1']
      : chromiumOptions.args,
  });
  return {browser, port};
}
