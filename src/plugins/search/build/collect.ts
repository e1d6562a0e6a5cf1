/** Turns a finished build into search records (the plugin's postBuild; search:push sends what it wrote). */
import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {htmlToOutline} from './fromHtml';
import {outlineToRecords} from './records';
import type {SearchRecord} from '../../../lib/search/types';

export type CollectOptions = {
  outDir: string;
  routesPaths: string[];
  siteUrl: string;
  /** Route prefixes never indexed (the plugin's `excludedPrefixes` option). */
  excludedPrefixes: string[];
};

/** Where trailingSlash: false puts a route's HTML file. */
export function htmlFileFor(outDir: string, routePath: string): string {
  if (routePath.endsWith('.html')) return path.join(outDir, routePath);
  return routePath === '/' ? path.join(outDir, 'index.html') : path.join(outDir, `${routePath}.html`);
}

export async function collectRecords(options: CollectOptions): Promise<SearchRecord[]> {
  const routes = [...new Set(options.routesPaths)]
    .filter((route) => !route.endsWith('404.html'))
    .filter(
      (route) =>
        !options.excludedPrefixes.some((prefix) => route === prefix || route.startsWith(`${prefix}/`)),
    )
    .sort();
  const perPage = await Promise.all(
    routes.map(async (route) => {
      const html = await readFile(htmlFileFor(options.outDir, route), 'utf8').catch(() => null);
      const outline = html === null ? null : htmlToOutline(html, route);
      return outline ? outlineToRecords(outline, options.siteUrl) : [];
    }),
  );
  return perPage.flat();
}
