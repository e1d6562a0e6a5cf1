/**
 * Guides that walk through several calls (the quickstart): a `##` section of a page holding two or more
 * `<EndpointRequest>`s, its steps the `###` sections under it. Pure reading of MDX sources, for the
 * content rules in tests/unit/content.spec.ts.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parsePlaceholderRenames} from '../../src/lib/openapi/build/placeholders';

const root = path.join(__dirname, '..', '..');

export type FlowCall = {operationId: string; line: number; renames: Record<string, string>};
export type FlowStep = {heading: string; id: string; line: number; text: string};
export type Flow = {file: string; heading: string; line: number; text: string; steps: FlowStep[]};

const HEADING_ID = /\{#([\w-]+)\}\s*$/;

/** Sections of `level` in an MDX source: heading, its id, 1-based line and the text up to the next one. */
function sections(source: string, level: number, firstLine = 1): FlowStep[] {
  const out: FlowStep[] = [];
  let current: FlowStep | undefined;
  source.split('\n').forEach((line, i) => {
    const depth = /^(#{1,6}) /.exec(line)?.[1].length;
    if (depth !== undefined && depth <= level) {
      current = undefined;
      if (depth === level) {
        const heading = line
          .slice(depth + 1)
          .replace(HEADING_ID, '')
          .trim();
        current = {heading, id: HEADING_ID.exec(line)?.[1] ?? '', line: firstLine + i, text: ''};
        out.push(current);
      }
    } else if (current) current.text += `${line}\n`;
  });
  return out;
}

/** The `<EndpointRequest>`s of a text, with the placeholder names each one renames. */
export function flowCalls(text: string, firstLine = 1): FlowCall[] {
  return [...text.matchAll(/<EndpointRequest\b([\s\S]*?)\/>/g)].map((match) => {
    const operationId = /operation="([^"]+)"/.exec(match[1])?.[1] ?? '';
    const renames = /placeholders="([^"]*)"/.exec(match[1])?.[1];
    const line = firstLine + text.slice(0, match.index).split('\n').length - 1;
    return {operationId, line, renames: renames ? Object.fromEntries(parsePlaceholderRenames(renames)) : {}};
  });
}

/** Every guide of the MDX pages given as `{file, source}`. */
export function guideFlows(pages: {file: string; source: string}[]): Flow[] {
  return pages.flatMap(({file, source}) =>
    sections(source, 2)
      .filter((section) => flowCalls(section.text).length >= 2)
      .map((section) => ({
        file,
        heading: section.heading,
        line: section.line,
        text: section.text,
        steps: sections(section.text, 3, section.line + 1),
      })),
  );
}

/** The operation documented under a site link's section (`/services/transaction#retrieve-transaction-info`). */
export function operationAtLink(link: string): string | undefined {
  const [route, anchor] = link.split('#');
  const file = path.join(root, 'docs', `${route.replace(/^\//, '') || 'intro'}.mdx`);
  if (!anchor || !existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const start = lines.findIndex((line) => /^#{2,6} /.test(line) && line.includes(`{#${anchor}}`));
  if (start < 0) return undefined;
  const level = lines[start].indexOf(' ');
  for (const line of lines.slice(start + 1)) {
    if (/^#{1,6} /.test(line) && line.indexOf(' ') <= level) return undefined;
    const operation = /<Endpoint\s+operation="([^"]+)"/.exec(line)?.[1];
    if (operation) return operation;
  }
  return undefined;
}

/** Site links of a text that point at a section: `](/path#anchor)`. */
export function sectionLinks(text: string): string[] {
  return [...text.matchAll(/\]\((\/[^)\s#]*#[\w-]+)\)/g)].map((match) => match[1]);
}

/** `<name>` placeholders written in the fenced code blocks of a text. */
export function codePlaceholders(text: string): string[] {
  const blocks = text.match(/^```[\s\S]*?^```/gm) ?? [];
  return [
    ...new Set(blocks.flatMap((block) => [...block.matchAll(/<([a-z][a-z0-9_]*)>/g)].map((m) => m[1]))),
  ];
}

/** Every `<name>` placeholder written in a value's strings. */
export function placeholdersIn(value: unknown): string[] {
  const names = new Set<string>();
  JSON.stringify(value, (_key, item: unknown) => {
    if (typeof item === 'string')
      for (const [, name] of item.matchAll(/<([a-z][a-z0-9_]*)>/g)) names.add(name);
    return item;
  });
  return [...names];
}
