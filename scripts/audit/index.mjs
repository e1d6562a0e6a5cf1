// npm run audit [-- --quick] [-- --port=N]
// Serves the existing build/ with nginx, runs Lighthouse (mobile and desktop)
// on a fixed sample of routes, writes reports/audit.md, prints a table and
// exits non-zero when a score misses its budget in audit-budgets.json.
import {existsSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {evaluateBudgets, failedChecks, lighthouseWaivers, loadBudgets} from './budgets.mjs';
import {launchChromium} from '../lib/chromium.mjs';
import {freePort} from '../lib/freePort.mjs';
import {auditSample} from '../lib/lighthouse.mjs';
import {renderConsole, writeReport} from './report.mjs';
import {lighthouseSample, notFoundPath} from '../lib/sample-routes.mjs';
import {startServer} from '../lib/server.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);
const quick = args.includes('--quick');
const portArg = args.find((arg) => arg.startsWith('--port='));
const port = portArg ? Number(portArg.slice('--port='.length)) : undefined;
if (port !== undefined && !(Number.isInteger(port) && port > 0 && port < 65535)) {
  console.error(
    `audit: --port needs a port number below 65535 (nginx uses it, Chromium the next), not "${portArg}"`,
  );
  process.exit(2);
}
if (!existsSync(path.join(root, 'build/index.html'))) {
  console.error('audit: no build/index.html; run `npm run build:check` (or `npm run build`) first');
  process.exit(2);
}

const runs = quick ? 1 : 3;
const sample = quick ? lighthouseSample.filter((entry) => entry.quick) : lighthouseSample;
const budgets = loadBudgets(path.join(root, 'audit-budgets.json'));

let server;
try {
  server = await startServer(root, port ?? (await freePort()));
} catch (error) {
  console.error(`audit: ${error.message}`);
  process.exit(1);
}
const {browser, port: debuggingPort} = await launchChromium({debuggingPort: port ? port + 1 : true});
// Interrupted (Ctrl-C, a timeout): still stop nginx and Chromium.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await Promise.allSettled([browser.close(), server.stop()]);
    process.exit(130);
  });
}

const machine = {cores: cpus().length, loadBefore: loadavg()[0], loadAfter: 0};
let lighthouse;
try {
  lighthouse = await auditSample(server.url, sample, {
    port: debuggingPort,
    runs,
    notFoundRoute: notFoundPath,
    waivers: lighthouseWaivers(budgets),
    onProgress: (message) => process.stderr.write(`[lighthouse] ${message}\n`),
  });
} finally {
  machine.loadAfter = loadavg()[0];
  await browser.close();
  await server.stop();
}

const checks = evaluateBudgets(budgets, lighthouse);
const report = {generatedAt: new Date().toISOString(), quick, runs, machine, lighthouse, checks};
writeReport(path.join(root, 'reports'), report);
console.log(`\n${renderConsole(report)}\n\nReport: reports/audit.md`);
if (failedChecks(checks).length > 0) process.exitCode = 1;
