import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {test, expect} from '@playwright/test';

// `npm test` starts with this check: on a machine without what the browser and
// sample tests need, it fails at once and says what to install.
const check = path.join(__dirname, '..', 'support', 'prerequisites.mjs');

test('a missing Chromium and Python requests are named, with the one command that installs them', () => {
  const run = spawnSync(process.execPath, [check], {
    encoding: 'utf8',
    env: {...process.env, CHROME_PATH: '/nonexistent/chromium', PYTHON: '/nonexistent/python3'},
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain(
    "Chromium's headless shell (/nonexistent/chromium; set CHROME_PATH for another Chromium)",
  );
  expect(run.stderr).toContain('Python 3 with requests (/nonexistent/python3; set PYTHON for another)');
  expect(run.stderr).toMatch(
    /Install them with: sudo apt-get install -y chromium-headless-shell( \S+)* python3-requests\n/,
  );
});

test('nothing is said when everything is there', () => {
  const run = spawnSync(process.execPath, [check], {encoding: 'utf8'});
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
});
