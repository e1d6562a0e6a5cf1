// Turns the Lighthouse medians and budget checks into reports/audit.md and the
// table printed at the end of a run.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {categories} from '../lib/lighthouse-summary.mjs';
import {formatTable} from '../lib/table.mjs';

const number = (value, format) => (Number.isFinite(value) ? format(value) : '–');

/** Scores P/A/BP/SEO, then LCP, TBT and CLS, of one form factor's medians. */
function figures(result) {
  return [
    categories.map((id) => number(result?.scores[id], String)).join('/'),
    number(result?.metrics.lcp, (ms) => `${Math.round(ms)} ms`),
    number(result?.metrics.tbt, (ms) => `${Math.round(ms)} ms`),
    number(result?.metrics.cls, (cls) => cls.toFixed(3)),
  ];
}

const headers = [
  'Kind',
  'Route',
  'Mobile P/A/BP/SEO',
  'LCP',
  'TBT',
  'CLS',
  'Desktop P/A/BP/SEO',
  'LCP',
  'TBT',
  'CLS',
];
const rows = (report) =>
  report.lighthouse.map(({kind, route, mobile, desktop}) => [
    kind,
    route,
    ...figures(mobile),
    ...figures(desktop),
  ]);

/** How busy the machine was while Lighthouse ran: context for the performance figures. */
function machineLine({machine, lighthouse}) {
  const indices = lighthouse.map((entry) => entry.mobile.benchmarkIndex).filter(Number.isFinite);
  const benchmark = indices.length ? Math.round(indices.reduce((a, b) => a + b, 0) / indices.length) : '–';
  const busy = Math.max(machine.loadBefore, machine.loadAfter) > machine.cores;
  return (
    `Load average ${machine.loadBefore.toFixed(1)} → ${machine.loadAfter.toFixed(1)} on ${machine.cores} cores; ` +
    `mean Lighthouse benchmark index ${benchmark}.` +
    (busy ? ' The machine was busy: performance figures (TBT above all) are pessimistic.' : '')
  );
}

/** Scored audits that lost points in any run, waived ones marked, with where they did. */
function losses(report) {
  const where = new Map();
  for (const entry of report.lighthouse) {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const kind of ['failing', 'waived']) {
        for (const [category, audits] of Object.entries(entry[formFactor][kind])) {
          for (const audit of Object.keys(audits)) {
            const key = `${category}: ${audit}${kind === 'waived' ? ' (waived)' : ''}`;
            where.set(key, [...(where.get(key) ?? []), `${entry.route} (${formFactor})`]);
          }
        }
      }
    }
  }
  return [...where].map(([audit, routes]) => [audit, routes.join(', ')]);
}

/** Failed runs: Lighthouse's error codes, per route and form factor. */
function errors(report) {
  return report.lighthouse.flatMap((entry) =>
    ['mobile', 'desktop']
      .filter((formFactor) => entry[formFactor].errors.length > 0)
      .map((formFactor) => `${entry.route} (${formFactor}): ${entry[formFactor].errors.join(', ')}`),
  );
}

function checkLines(report) {
  const failed = report.checks.filter((entry) => !entry.ok);
  return [
    failed.length === 0
      ? `All ${report.checks.length} budget checks pass.`
      : `${failed.length} of ${report.checks.length} budget checks fail:`,
    ...failed.map((entry) => `- ${entry.name}: ${entry.actual} (budget ${entry.limit})`),
    ...errors(report).map((line) => `- failed run: ${line}`),
  ];
}

export function renderMarkdown(report) {
  const lost = losses(report);
  return [
    '# Lighthouse audit',
    '',
    `Generated ${report.generatedAt}; ${report.quick ? 'quick mode' : 'full run'}, median of ${report.runs} ` +
      'run(s) per route and form factor, served by nginx with deploy/nginx.conf.',
    '',
    ...checkLines(report),
    '',
    formatTable(headers, rows(report), {markdown: true}),
    '',
    machineLine(report),
    '',
    '## Scored audits that lost points (any run)',
    '',
    lost.length ? formatTable(['Category: audit', 'Route (form factor)'], lost, {markdown: true}) : '_None._',
    '',
  ].join('\n');
}

export function renderConsole(report) {
  return [
    `Lighthouse (median of ${report.runs}; P/A/BP/SEO):`,
    formatTable(headers, rows(report)),
    machineLine(report),
    '',
    ...checkLines(report),
  ].join('\n');
}

export function writeReport(dir, report) {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'audit.md'), renderMarkdown(report));
}
