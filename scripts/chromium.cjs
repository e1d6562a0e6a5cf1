// The Chromium every script and test drives: Debian's, never a downloaded one.
// The flags keep a headless run from reaching the network on its own.
module.exports = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
