import {test, expect} from '@playwright/test';
import path from 'node:path';
import {evaluateBudgets, failedChecks, lighthouseWaivers, loadBudgets} from '../../scripts/audit/budgets.mjs';
import {classifyWarnings} from '../../scripts/audit/build.mjs';

const budgets = {
  lighthouse: {
    mobile: {performance: 95, seo: 100},
    desktop: {seo: 100},
    waivers: [
      {route: '/missing', audits: ['http-status-code'], why: 'test'},
      {route: '/missing', audits: ['errors-in-console'], why: 'test'},
    ],
  },
  axe: {maxViolations: {light: 0, dark: 0}},
  links: {maxBrokenLinks: 0, maxBrokenAnchors: 0},
  build: {maxWarnings: 0, allowedWarnings: [{match: 'safely remove the Babel config', why: 'test'}]},
};

const figures = (performance: number | undefined, seo: number) => ({scores: {performance, seo}});

test('waivers are gathered per route', () => {
  expect(lighthouseWaivers(budgets)).toEqual({'/missing': ['http-status-code', 'errors-in-console']});
  expect(lighthouseWaivers({})).toEqual({});
});

test('scores at the budget pass, below it or missing fail, with the route named', () => {
  const checks = evaluateBudgets(budgets, {
    lighthouse: [
      {route: '/', mobile: figures(95, 100), desktop: figures(80, 100)},
      {route: '/slow', mobile: figures(94, 100), desktop: figures(99, 100)},
      {route: '/broken', mobile: figures(undefined, 100), desktop: figures(99, 100)},
    ],
  });
  const failed = failedChecks(checks).map((entry) => entry.name);
  // Desktop performance has no budget, so 80 there is only reported.
  expect(failed).toEqual(['lighthouse mobile performance /slow', 'lighthouse mobile performance /broken']);
});

test('axe, link and warning counts are held to their maxima', () => {
  const checks = evaluateBudgets(budgets, {
    axe: {violations: [{mode: 'dark', rule: 'color-contrast'}]},
    links: {brokenLinks: [], brokenAnchors: [{page: 'a.html', href: '/b#c'}]},
    build: {measured: true, exitCode: 0, unexpected: ['[WARNING] x'], allowed: []},
  });
  const failed = failedChecks(checks).map((entry) => `${entry.name}: ${entry.actual}`);
  expect(failed).toEqual([
    'axe violations (dark): 1',
    'broken anchors: 1',
    'build warnings (outside the allow-list): 1',
  ]);
  expect(checks.find((entry) => entry.name === 'axe violations (light)')?.ok).toBe(true);
});

test('parts not measured are reported as skipped, not as failures', () => {
  const checks = evaluateBudgets(budgets, {build: {measured: false}});
  expect(failedChecks(checks)).toEqual([]);
  expect(checks.filter((entry) => entry.skipped).map((entry) => entry.name)).toEqual([
    'lighthouse scores',
    'axe violations',
    'broken links',
    'build warnings',
  ]);
});

test('build warnings on the allow-list are kept apart, colours and all', () => {
  const log = [
    'info something',
    '\u001b[33m[WARNING]\u001b[39m You can safely remove the Babel config file at babel.config.js.',
    '[WARNING] Docusaurus found broken anchors!',
  ].join('\n');
  const {allowed, unexpected} = classifyWarnings(log, budgets.build.allowedWarnings);
  expect(allowed).toHaveLength(1);
  expect(unexpected).toEqual(['[WARNING] Docusaurus found broken anchors!']);
});

test('each item under "Docusaurus site warnings:" is a warning of its own', () => {
  const log = [
    '[INFO] [en] Creating an optimized production build...',
    '[WARNING] Docusaurus site warnings:',
    '- Your site is using the SWC js loader. You can safely remove the Babel config file at `babel.config.js`.',
    '- Something else the lead should see.',
    '[SUCCESS] Generated static files in "build".',
  ].join('\n');
  const {allowed, unexpected} = classifyWarnings(log, budgets.build.allowedWarnings);
  expect(allowed).toHaveLength(1);
  expect(unexpected).toEqual(['[WARNING] Docusaurus site warnings: - Something else the lead should see.']);
});

test('the project budget file is at least as strict as the starting budgets and explains every allowance', () => {
  const project = loadBudgets(path.join(__dirname, '../../audit-budgets.json'));
  // Starting values (issue 5): mobile Performance 95, the other categories 100.
  expect(project.lighthouse.mobile.performance).toBeGreaterThanOrEqual(95);
  for (const formFactor of ['mobile', 'desktop']) {
    expect(project.lighthouse[formFactor]).toMatchObject({
      accessibility: 100,
      'best-practices': 100,
      seo: 100,
    });
  }
  // No more first-load JavaScript than plain Docusaurus (175 KiB gzip).
  expect(project.sizes.maxFirstLoadJsGzipKiB).toBeLessThanOrEqual(175);
  expect(project.sizes.why).toBeTruthy();
  expect(project.axe.maxViolations).toEqual({light: 0, dark: 0});
  expect(project.links).toEqual({maxBrokenLinks: 0, maxBrokenAnchors: 0});
  expect(project.build.maxWarnings).toBe(0);
  for (const entry of [...project.build.allowedWarnings, ...project.lighthouse.waivers]) {
    expect(entry.why, JSON.stringify(entry)).toBeTruthy();
  }
});

test('first-load JavaScript is held to its gzip budget per kind of page', () => {
  const size = (route: string, gzip: number) => ({route, js: {raw: gzip * 3, gzip, files: 9}});
  const checks = evaluateBudgets(
    {sizes: {maxFirstLoadJsGzipKiB: 175}},
    {sizes: [size('/', 175 * 1024), size('/heavy', 176 * 1024), {route: '/broken', error: 'timeout'}]},
  );
  expect(failedChecks(checks).map((entry) => [entry.name, entry.actual])).toEqual([
    ['first-load measured on /broken', 'timeout'],
    ['first-load JS gzip /heavy', '176 KiB'],
  ]);
  // Without the budget, sizes are only reported.
  expect(failedChecks(evaluateBudgets({}, {sizes: [size('/heavy', 500 * 1024)]}))).toEqual([]);
});
