import {test, expect} from '@playwright/test';
import {contrastByColours, groupByRule} from '../../scripts/audit/axe.mjs';

const summary = (ratio: string, foreground: string, background: string) =>
  `Fix any of the following:\n  Element has insufficient color contrast of ${ratio} (foreground color: ${foreground}, ` +
  `background color: ${background}, font size: 12.0pt (16px), font weight: normal). Expected contrast ratio of 4.5:1`;

const violations = [
  {
    route: '/a',
    mode: 'light',
    rule: 'color-contrast',
    impact: 'serious',
    help: 'contrast',
    targets: ['.token:nth-child(1)', '.token:nth-child(2)'],
    summaries: [summary('3.07', '#50a14f', '#fafafa'), summary('3.51', '#e45649', '#fafafa')],
  },
  {
    route: '/b',
    mode: 'light',
    rule: 'color-contrast',
    impact: 'serious',
    help: 'contrast',
    targets: ['.token:nth-child(3)'],
    summaries: [summary('3.07', '#50a14f', '#fafafa')],
  },
  {
    route: '/b',
    mode: 'dark',
    rule: 'link-in-text-block',
    impact: 'serious',
    help: 'links',
    targets: ['p > a'],
    summaries: [''],
  },
];

test('violations are grouped by rule with their modes, pages and node counts', () => {
  const rules = groupByRule(violations);
  expect(rules.map((rule) => [rule.rule, rule.modes, rule.routes, rule.nodes])).toEqual([
    ['color-contrast', ['light'], ['/a', '/b'], 3],
    ['link-in-text-block', ['dark'], ['/b'], 1],
  ]);
});

test('contrast failures are grouped by mode and colour pair, most nodes first', () => {
  expect(contrastByColours(violations)).toEqual([
    {
      mode: 'light',
      foreground: '#50a14f',
      background: '#fafafa',
      ratio: 3.07,
      required: '4.5:1',
      nodes: 2,
      routes: 2,
      example: '.token:nth-child(1) (/a)',
    },
    {
      mode: 'light',
      foreground: '#e45649',
      background: '#fafafa',
      ratio: 3.51,
      required: '4.5:1',
      nodes: 1,
      routes: 1,
      example: '.token:nth-child(2) (/a)',
    },
  ]);
});
