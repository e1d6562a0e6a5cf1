// The Chromium every script and test drives: Debian's, never a downloaded one.
// The flags keep a headless run from reaching the network on its own.
// CHROME_PATH, when set, names the Chromium to use for both.
const args = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

module.exports = {
  // The benches that measure what a reader gets (LCP, Lighthouse, first load) run the full browser.
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args,
  // The browser tests run Debian's chromium-headless-shell: the same Chromium build without the
  // browser's own interface, which is what Playwright runs headless by default. On this suite it
  // takes about 0.6 of the full browser's time.
  tests: {executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium-headless-shell', args},
};
