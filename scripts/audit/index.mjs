// npm run audit [-- --quick] [-- --no-build] [-- --skip=lighthouse,axe,links,sizes]
// Builds the site once, serves build/, runs Lighthouse, axe, the link check
// and the first-load measurement, writes reports/audit.{json,md}, prints a
// table and exits non-zero when a budget of audit-budgets.json is missed.
import {existsSync, readFileSync, statSync, writeFileSync, mkdirSync} from 'node:fs';
import {cpus, loadavg} from 'node:os';
import path from 'node:path';
import {auditMode, modes} from './axe.mjs';
import {classifyWarnings, runBuild} from './build.mjs';
import {evaluateBudgets, failedChecks, lighthouseWaivers, loadBudgets} from './budgets.mjs';
import {launchChromium} from './chromium.mjs';
import {auditSample} from './lighthouse.mjs';
import {checkLinks, htmlFiles} from './links.mjs';
import {renderConsole, writeReports} from './report.mjs';
import {axeRoutes, lighthouseSample, notFoundPath, routePerKind, sitemapOrigin} from './routes.mjs';
import {startServer} from './server.mjs';
import {measureFirstLoad} from './sizes.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const buildDir = path.join(root, 'build');
const reportsDir = path.join(root, 'reports');
const buildLog = path.join(reportsDir, 'build.log');

const args = process.argv.slice(2);
const quick = args.includes('--quick');
const skip = new Set(
  args.filter((arg) => arg.startsWith('--skip=')).flatMap((arg) => arg.slice('--skip='.length).split(',')),
);
const runs = quick ? 1 : 3;
const progress = (part) => (message) => process.stderr.write(`[${part}] ${message}\n`);

const budgets = loadBudgets(path.join(root, 'audit-budgets.json'));
const allowList = budgets.build?.allowedWarnings ?? [];

/** Builds, or with --no-build reuses build/ and the log of the build that made it, if the audit kept one. */
async function buildStep() {
  if (!args.includes('--no-build')) {
    progress('build')('npx docusaurus build');
    const {code, log} = await runBuild(root);
    mkdirSync(reportsDir, {recursive: true});
    writeFileSync(buildLog, log);
    if (code !== 0) process.stderr.write(log.slice(-4000));
    return {measured: true, exitCode: code, source: 'this run', ...classifyWarnings(log, allowList)};
  }
  if (!existsSync(path.join(buildDir, 'index.html')))
    throw new Error('--no-build, but there is no build/index.html');
  // A log written after build/index.html belongs to the build in build/.
  if (
    existsSync(buildLog) &&
    statSync(buildLog).mtimeMs >= statSync(path.join(buildDir, 'index.html')).mtimeMs
  ) {
    const log = readFileSync(buildLog, 'utf8');
    return {measured: true, exitCode: 0, source: 'reports/build.log', ...classifyWarnings(log, allowList)};
  }
  return {measured: false};
}

const build = await buildStep();
if (build.exitCode) {
  console.error('audit: the build failed; see reports/build.log');
  process.exit(1);
}

const sitemap = readFileSync(path.join(buildDir, 'sitemap.xml'), 'utf8');
const siteOrigin = sitemapOrigin(sitemap);
const sample = quick ? lighthouseSample.filter((entry) => entry.quick) : lighthouseSample;
const server = await startServer(root, buildDir);
progress('server')(`${server.kind} at ${server.url}`);
// Loopback and the production origin from the sitemap are both the site itself.
const siteOrigins = [siteOrigin ?? server.url, server.url];

const {browser, port} = await launchChromium({debuggingPort: true});
// Interrupted (Ctrl-C, a timeout): still stop nginx and Chromium.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, async () => {
    await Promise.allSettled([browser.close(), server.stop()]);
    process.exit(130);
  });
}
const results = {};
/**
 * Writes the reports from what has been measured so far: called after each
 * part, so a run that dies late (an hour of Lighthouse) still leaves its figures.
 */
function saveReport(complete = false) {
  if (server.status.diedEarly) results.serverDiedEarly = true;
  const report = {
    generatedAt: new Date().toISOString(),
    complete,
    options: {quick, runs, skipped: [...skip]},
    server: server.kind,
    build,
    ...results,
  };
  report.checks = evaluateBudgets(budgets, report);
  writeReports(reportsDir, report);
  return report;
}
try {
  if (!skip.has('links')) {
    progress('links')('checking build/**/*.html');
    results.links = await checkLinks(buildDir, siteOrigins);
    saveReport();
  }
  if (!skip.has('sizes')) {
    progress('sizes')('first-load JS and CSS per kind of page');
    results.sizes = await measureFirstLoad(browser, server.url, buildDir, routePerKind(sample));
    saveReport();
  }
  // Lighthouse first: its performance figures are the ones a busy machine spoils.
  if (!skip.has('lighthouse')) {
    results.machine = {cores: cpus().length, loadBefore: loadavg()[0]};
    results.lighthouse = await auditSample(server.url, sample, {
      port,
      runs,
      notFoundRoute: notFoundPath,
      waivers: lighthouseWaivers(budgets),
      onProgress: progress('lighthouse'),
    });
    results.machine.loadAfter = loadavg()[0];
    saveReport();
  }
  if (!skip.has('axe')) {
    const routes = axeRoutes(await htmlFiles(buildDir));
    const violations = [];
    for (const mode of modes) {
      violations.push(
        ...(await auditMode(browser, server.url, routes, mode, {
          onProgress: progress(`axe ${mode}`),
          serverDown: () => server.status.diedEarly,
        })),
      );
    }
    results.axe = {routes: routes.length, violations};
    saveReport();
  }
} finally {
  await browser.close();
  await server.stop();
}

const report = saveReport(true);
console.log(renderConsole(report));
console.log('\nReports: reports/audit.md, reports/audit.json');
if (failedChecks(report.checks).length > 0) process.exitCode = 1;
