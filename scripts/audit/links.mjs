// Internal links and anchors of the built HTML, checked against build/ itself;
// external links are counted by host, never fetched.
import {readFileSync, statSync} from 'node:fs';
import {readdir} from 'node:fs/promises';
import path from 'node:path';
import * as cheerio from 'cheerio';
import {resolveFile, routeOfFile} from './paths.mjs';

// What a link may point at. <link> and src= are checked too: a broken
// stylesheet, preload, image or alternate is as broken as an <a>.
const linkSelector = 'a[href], area[href], link[href], img[src], script[src], source[src], iframe[src]';

/**
 * What `href`, found on the page served at `route`, points to:
 * {kind: 'internal', pathname, fragment} for the site itself (relative, or
 * absolute on one of `siteOrigins`), {kind: 'external', host} for anything
 * else a reader can follow, {kind: 'ignored'} for scripts, data and the like.
 */
export function classifyHref(href, route, siteOrigins) {
  const base = new URL(route, siteOrigins[0]);
  let url;
  try {
    url = new URL(href.trim(), base);
  } catch {
    return {kind: 'internal', pathname: href, fragment: '', invalid: true};
  }
  if (url.protocol === 'mailto:' || url.protocol === 'tel:') return {kind: 'external', host: url.protocol};
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return {kind: 'ignored'};
  if (!siteOrigins.includes(url.origin)) return {kind: 'external', host: url.host};
  let fragment = url.hash.slice(1);
  try {
    fragment = decodeURIComponent(fragment);
  } catch {
    // Keep the raw fragment; it will simply not match an id.
  }
  return {kind: 'internal', pathname: url.pathname, fragment};
}

/** Ids a fragment can land on: every id, and the name of every <a name>. */
export function anchorsOf(html) {
  return anchorsOfDocument(cheerio.load(html));
}

function anchorsOfDocument($) {
  const anchors = new Set();
  $('[id]').each((_, element) => void anchors.add($(element).attr('id')));
  $('a[name]').each((_, element) => void anchors.add($(element).attr('name')));
  return anchors;
}

/**
 * Checks one internal link: {ok: true} or {ok: false, reason}. `isFile`
 * answers for paths relative to build/; `anchorsIn` gives the anchors of a
 * built HTML file. Fragments of non-HTML targets (YAML, Markdown) are not checked.
 */
export function checkInternal(link, {isFile, anchorsIn}) {
  if (link.invalid) return {ok: false, reason: 'not a valid URL'};
  const file = resolveFile(link.pathname, isFile);
  if (!file) return {ok: false, reason: 'no such file'};
  if (!link.fragment || !file.endsWith('.html')) return {ok: true, file};
  if (anchorsIn(file).has(link.fragment)) return {ok: true, file};
  return {ok: false, reason: `no id "${link.fragment}" in ${file}`, anchor: true};
}

/** Every HTML file under `dir`, relative to it, sorted. */
export async function htmlFiles(dir, prefix = '') {
  const files = [];
  for (const entry of await readdir(path.join(dir, prefix), {withFileTypes: true})) {
    const relative = path.posix.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await htmlFiles(dir, relative)));
    else if (entry.name.endsWith('.html')) files.push(relative);
  }
  return files.sort();
}

/** Checks every link of every built HTML page. */
export async function checkLinks(buildDir, siteOrigins) {
  const isFileCache = new Map();
  const isFile = (relative) => {
    if (!isFileCache.has(relative)) {
      let result = false;
      try {
        result = statSync(path.join(buildDir, relative)).isFile();
      } catch {
        // Missing: not a file.
      }
      isFileCache.set(relative, result);
    }
    return isFileCache.get(relative);
  };
  const anchorCache = new Map();
  const anchorsIn = (file) => {
    if (!anchorCache.has(file))
      anchorCache.set(file, anchorsOf(readFileSync(path.join(buildDir, file), 'utf8')));
    return anchorCache.get(file);
  };

  const pages = await htmlFiles(buildDir);
  const broken = [];
  const external = {};
  let internal = 0;
  for (const file of pages) {
    const html = readFileSync(path.join(buildDir, file), 'utf8');
    const $ = cheerio.load(html);
    if (!anchorCache.has(file)) anchorCache.set(file, anchorsOfDocument($));
    const route = routeOfFile(file);
    $(linkSelector).each((_, element) => {
      const href = $(element).attr('href') ?? $(element).attr('src') ?? '';
      if (href === '' || href === '#') return;
      const link = classifyHref(href, route, siteOrigins);
      if (link.kind === 'ignored') return;
      if (link.kind === 'external') {
        // Only what a reader can follow counts as an external link.
        if (element.tagName === 'a' || element.tagName === 'area')
          external[link.host] = (external[link.host] ?? 0) + 1;
        return;
      }
      // 404.html is served at every unknown URL, and Docusaurus gives it
      // canonical and hreflang links to its own file, which nginx keeps
      // internal on purpose. Search engines ignore those on a 404 response.
      if (file === '404.html' && /^\/404(\.html)?$/.test(link.pathname)) return;
      internal += 1;
      // A bare "#id" stays on the page, whatever URL the page is served at.
      const result = href.startsWith('#')
        ? anchorsIn(file).has(link.fragment)
          ? {ok: true}
          : {ok: false, reason: `no id "${link.fragment}" on this page`, anchor: true}
        : checkInternal(link, {isFile, anchorsIn});
      if (!result.ok) broken.push({page: file, href, reason: result.reason, anchor: Boolean(result.anchor)});
    });
  }
  return {
    pages: pages.length,
    internal,
    brokenLinks: broken.filter((entry) => !entry.anchor),
    brokenAnchors: broken.filter((entry) => entry.anchor),
    external: Object.fromEntries(Object.entries(external).sort((a, b) => b[1] - a[1])),
  };
}
