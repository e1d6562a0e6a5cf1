// Turns the audit's results into reports/audit.json, reports/audit.md and the
// table printed at the end of a run.
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {contrastByColours, groupByRule} from './axe.mjs';

const kib = (bytes) => (bytes === undefined ? '–' : `${(bytes / 1024).toFixed(1)} KiB`);
const ms = (value) => (value === undefined ? '–' : `${Math.round(value)} ms`);
const cls = (value) => (value === undefined ? '–' : value.toFixed(3));
const score = (value) => (value === undefined ? '–' : String(value));

/** A table as Markdown, or as padded plain text for the terminal. */
export function formatTable(headers, rows, {markdown = false} = {}) {
  const cells = [headers, ...rows].map((row) => row.map((cell) => String(cell ?? '').replace(/\|/g, '\\|')));
  if (markdown) {
    const line = (row) => `| ${row.join(' | ')} |`;
    return [line(cells[0]), line(headers.map(() => '---')), ...cells.slice(1).map(line)].join('\n');
  }
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  return cells
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths[column]))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Context for the performance figures: how busy the machine was while Lighthouse ran. */
function machineLine(report) {
  const machine = report.machine;
  if (!machine) return '';
  const indices = (report.lighthouse ?? [])
    .map((entry) => entry.mobile?.benchmarkIndex)
    .filter(Number.isFinite);
  const benchmark = indices.length ? Math.round(indices.reduce((a, b) => a + b, 0) / indices.length) : '–';
  const busy = Math.max(machine.loadBefore, machine.loadAfter ?? 0) > machine.cores;
  return (
    `Load average ${machine.loadBefore.toFixed(1)} → ${machine.loadAfter?.toFixed(1)} on ${machine.cores} cores; ` +
    `mean Lighthouse benchmark index ${benchmark}.` +
    (busy ? ' The machine was busy: performance figures (TBT above all) are pessimistic.' : '')
  );
}

const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'];

function figures(result) {
  if (!result) return ['–', '–', '–', '–'];
  return [
    categoryIds.map((id) => score(result.scores[id])).join('/'),
    ms(result.metrics.lcp),
    ms(result.metrics.tbt),
    cls(result.metrics.cls),
  ];
}

/** The worst figure of every column over all routes: lowest scores, highest metrics. */
export function worstOf(results) {
  const pick = (values, choose) => {
    const numbers = values.filter(Number.isFinite);
    return numbers.length ? choose(...numbers) : undefined;
  };
  return {
    scores: Object.fromEntries(
      categoryIds.map((id) => [
        id,
        pick(
          results.map((r) => r?.scores[id]),
          Math.min,
        ),
      ]),
    ),
    metrics: Object.fromEntries(
      ['lcp', 'tbt', 'cls'].map((id) => [
        id,
        pick(
          results.map((r) => r?.metrics[id]),
          Math.max,
        ),
      ]),
    ),
  };
}

function lighthouseRows(report) {
  const entries = report.lighthouse ?? [];
  const rows = entries.map(({kind, route, mobile, desktop}) => [
    kind,
    route,
    ...figures(mobile),
    ...figures(desktop),
  ]);
  if (entries.length > 1) {
    const worst = (formFactor) => worstOf(entries.map((entry) => entry[formFactor]));
    rows.push(['all routes', '(worst)', ...figures(worst('mobile')), ...figures(worst('desktop'))]);
  }
  return rows;
}
const lighthouseHeaders = [
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

/** Scored Lighthouse audits that lost points, with the routes (and form factors) where they did. */
function lighthouseLosses(report) {
  const losses = new Map();
  for (const entry of report.lighthouse ?? []) {
    for (const formFactor of ['mobile', 'desktop']) {
      for (const kind of ['failing', 'waived']) {
        for (const [category, audits] of Object.entries(entry[formFactor]?.[kind] ?? {})) {
          for (const audit of Object.keys(audits)) {
            const key = `${category}: ${audit}${kind === 'waived' ? ' (waived)' : ''}`;
            const where = losses.get(key) ?? new Set();
            where.add(`${entry.route} (${formFactor})`);
            losses.set(key, where);
          }
        }
      }
    }
  }
  return [...losses]
    .sort((a, b) => b[1].size - a[1].size)
    .map(([audit, where]) => [audit, where.size, [...where].join(', ')]);
}

function axeRows(report) {
  return groupByRule(report.axe?.violations ?? []).map((rule) => [
    rule.rule,
    rule.impact,
    rule.modes.join('+'),
    rule.routes.length,
    rule.nodes,
    rule.examples.slice(0, 3).join('; '),
  ]);
}

function sizeRows(report) {
  return (report.sizes ?? []).map((entry) => [
    entry.kind,
    entry.error ? `${entry.route} (failed: ${entry.error})` : entry.route,
    entry.js.files,
    kib(entry.js.raw),
    kib(entry.js.gzip),
    entry.css.files,
    kib(entry.css.raw),
    kib(entry.css.gzip),
    `${entry.prefetched.js.files + entry.prefetched.css.files} / ${kib(entry.prefetched.js.gzip + entry.prefetched.css.gzip)}`,
  ]);
}
const sizeHeaders = [
  'Kind',
  'Route',
  'JS files',
  'JS raw',
  'JS gzip',
  'CSS files',
  'CSS raw',
  'CSS gzip',
  'Prefetched files / gzip',
];

function checkLines(report) {
  const failed = report.checks.filter((entry) => !entry.ok);
  const skipped = report.checks.filter((entry) => entry.skipped);
  return [
    failed.length === 0
      ? `All ${report.checks.length - skipped.length} budget checks pass.`
      : `${failed.length} of ${report.checks.length - skipped.length} budget checks fail:`,
    ...failed.map((entry) => `  ✗ ${entry.name}: ${entry.actual} (budget ${entry.limit})`),
    ...skipped.map((entry) => `  – ${entry.name}: not measured in this run`),
  ];
}

export function renderMarkdown(report) {
  const md = (headers, rows) => (rows.length ? formatTable(headers, rows, {markdown: true}) : '_None._');
  const links = report.links;
  return [
    '# Site audit',
    '',
    ...(report.complete
      ? []
      : ['**Incomplete: written before the run finished; parts not reached read as not measured.**', '']),
    `Generated ${report.generatedAt}; ${report.options.quick ? 'quick mode' : 'full run'}, ` +
      `${report.options.runs} Lighthouse run(s) per route and form factor (medians); served by ${report.server}.`,
    '',
    '## Budgets',
    '',
    ...checkLines(report).map((line) => line.replace(/^ {2}/, '- ')),
    '',
    '## Lighthouse',
    '',
    md(lighthouseHeaders, lighthouseRows(report)),
    '',
    machineLine(report),
    '',
    'Scored audits that lost points (any run):',
    '',
    md(['Category: audit', 'Count', 'Route (form factor)'], lighthouseLosses(report)),
    '',
    `## axe-core (WCAG 2.1 A/AA, ${report.axe?.routes ?? 0} routes × light and dark)`,
    '',
    md(['Rule', 'Impact', 'Modes', 'Pages', 'Nodes', 'Examples (target, page, mode)'], axeRows(report)),
    '',
    'Contrast failures by colour pair:',
    '',
    md(
      ['Mode', 'Foreground', 'Background', 'Ratio', 'Needed', 'Nodes', 'Pages', 'Example'],
      contrastByColours(report.axe?.violations ?? []).map((pair) => [
        pair.mode,
        pair.foreground,
        pair.background,
        pair.ratio,
        pair.required,
        pair.nodes,
        pair.routes,
        pair.example,
      ]),
    ),
    '',
    '## Links',
    '',
    links
      ? `${links.pages} HTML files, ${links.internal} internal links checked: ${links.brokenLinks.length} broken links, ${links.brokenAnchors.length} broken anchors.`
      : 'Not checked.',
    '',
    md(
      ['Page', 'Link', 'Problem'],
      [...(links?.brokenLinks ?? []), ...(links?.brokenAnchors ?? [])].map((entry) => [
        entry.page,
        entry.href,
        entry.reason,
      ]),
    ),
    '',
    'External links by host (not fetched):',
    '',
    md(['Host', 'Links'], Object.entries(links?.external ?? {})),
    '',
    '## First-load JS and CSS',
    '',
    'Scripts and stylesheets fetched until hydration and network idle; "prefetched" are the chunks of linked pages Docusaurus fetches once idle, which the page does not wait for. Sizes of the files in build/, gzip level 9.',
    '',
    md(sizeHeaders, sizeRows(report)),
    '',
    '## Build warnings',
    '',
    report.build?.measured
      ? md(
          ['Warning', 'Allowed'],
          [
            ...report.build.unexpected.map((line) => [line, 'no']),
            ...report.build.allowed.map((line) => [line, 'yes (allow-list)']),
          ],
        )
      : 'Not measured (run without `--no-build`).',
    '',
  ].join('\n');
}

export function renderConsole(report) {
  const links = report.links;
  const axeCount = report.axe?.violations.length ?? 0;
  return [
    '',
    report.lighthouse
      ? `Lighthouse (median of ${report.options.runs}; P/A/BP/SEO):\n${formatTable(lighthouseHeaders, lighthouseRows(report))}\n${machineLine(report)}\n`
      : 'Lighthouse: not run',
    report.axe
      ? `axe: ${axeCount} violations (rule × page × mode) on ${report.axe.routes} routes`
      : 'axe: not run',
    axeCount
      ? formatTable(
          ['Rule', 'Impact', 'Modes', 'Pages', 'Nodes', 'Examples'],
          axeRows(report).map((row) => [...row.slice(0, 5), String(row[5]).slice(0, 100)]),
        )
      : '',
    links
      ? `Links: ${links.internal} internal checked in ${links.pages} files; ${links.brokenLinks.length} broken links, ${links.brokenAnchors.length} broken anchors; external: ${Object.keys(links.external).length} hosts`
      : '',
    '',
    report.sizes
      ? `First-load JS/CSS (prefetched: idle-time chunks of linked pages):\n${formatTable(sizeHeaders, sizeRows(report))}`
      : 'First-load JS/CSS: not measured',
    '',
    report.build?.measured
      ? `Build: ${report.build.unexpected.length} warnings outside the allow-list, ${report.build.allowed.length} allowed`
      : 'Build: not measured (--no-build)',
    '',
    ...checkLines(report),
  ].join('\n');
}

export function writeReports(dir, report) {
  mkdirSync(dir, {recursive: true});
  writeFileSync(path.join(dir, 'audit.json'), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(path.join(dir, 'audit.md'), renderMarkdown(report));
}
