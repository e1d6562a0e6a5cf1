/**
 * From what a client gives (`/x`, `x`, `/x.md`, a docs URL, each maybe with
 * `#anchor`) to a page's twin or one section of it. Only pages of the site:
 * other hosts, `..` and absolute file paths are refused with the reason.
 */
import {suggest} from '@site/src/lib/openapi/build/suggest';
import {siteIdentity} from '@site/src/config/site';
import {checkSitePath} from './files';
import {bareHeading, canonicalUrl, type Section, type Site} from './site';

export type PageAnswer = {url: string; title: string; section: string | null; markdown: string};

function parseInput(site: Site, input: string): {path: string; anchor?: string} {
  const hosts = new Set([new URL(siteIdentity.url).host]);
  if (/^https?:/.test(site.files.origin)) hosts.add(new URL(site.files.origin).host);
  // A docs URL pasted without its scheme (`docs.example.com/x`) is that URL, not a page path.
  const firstSegment = input.trim().split(/[/?#]/)[0]!.toLowerCase();
  const text = hosts.has(firstSegment) ? `https://${input.trim()}` : input.trim();
  let path = text;
  let anchor: string | undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    let url: URL;
    try {
      url = new URL(text);
    } catch {
      throw new Error(`"${text.slice(0, 80)}" is not a URL.`);
    }
    if (!/^https?:$/.test(url.protocol) || !hosts.has(url.host)) {
      // A file: or data: URL has no origin (the URL API says "null"): name its scheme instead.
      const where = url.origin === 'null' ? `a ${url.protocol} URL` : url.origin;
      throw new Error(`Only pages of this site are read (${[...hosts].join(', ')}), not ${where}.`);
    }
    path = url.pathname;
    anchor = url.hash.slice(1) || undefined;
  } else {
    const hash = text.indexOf('#');
    if (hash >= 0) {
      anchor = text.slice(hash + 1) || undefined;
      path = text.slice(0, hash);
    }
    // A query string (`/x?utm_source=...`, copied from a browser) does not change the page.
    path = path.replace(/\?.*$/, '');
  }
  path = path.replace(/\/+$/, '').replace(/\.(md|html)$/, '');
  if (path === '' || path === '/index' || path === 'index') return {path: '/', anchor};
  if (!path.startsWith('/')) path = `/${path}`;
  checkSitePath(path.slice(1));
  return {path, anchor};
}

function didYouMean(name: string, known: string[], noun: string): string {
  const close = suggest(name, known);
  return close.length
    ? ` Did you mean ${close.map((s) => `"${s}"`).join(' or ')}?`
    : ` Known ${noun}: ${known.slice(0, 60).join(', ')}${known.length > 60 ? ', …' : ''}.`;
}

/** The lines of the twin from the section's heading to the next heading of its level or above. */
export function sectionOf(markdown: string, section: Section): string | undefined {
  const lines = markdown.split('\n');
  let fence: string | null = null;
  let start = -1;
  for (let i = 0; i < lines.length; i += 1) {
    const line = lines[i]!;
    const fenceMark = /^(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) {
      fence = fence === null ? fenceMark : null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (!heading) continue;
    const level = heading[1]!.length;
    if (start < 0) {
      if (level === section.level && bareHeading(heading[2]!) === bareHeading(section.heading)) start = i;
    } else if (level <= section.level) {
      return lines.slice(start, i).join('\n').trimEnd();
    }
  }
  return start < 0 ? undefined : lines.slice(start).join('\n').trimEnd();
}

export async function pageByPath(site: Site, input: string): Promise<PageAnswer> {
  const {path, anchor} = parseInput(site, input);
  const pages = await site.pages();
  const page = pages.find((p) => p.path === path);
  if (!page) {
    throw new Error(
      `No page at ${path}.${didYouMean(
        path,
        pages.map((p) => p.path),
        'pages',
      )}`,
    );
  }
  const markdown = await site.twin(path);
  if (!anchor) return {url: canonicalUrl(path), title: page.title, section: null, markdown};
  const sections = await site.pageSections(path);
  const section = sections.find((s) => s.anchor === anchor);
  const text = section && sectionOf(markdown, section);
  if (!section || !text) {
    const anchors = sections.map((s) => s.anchor);
    throw new Error(
      `${path} has no section #${anchor.slice(0, 80)}.${anchors.length ? didYouMean(anchor, anchors, 'sections') : ' It has no sections.'}`,
    );
  }
  return {url: canonicalUrl(path, anchor), title: page.title, section: section.heading, markdown: text};
}
