/**
 * The site's files, as the browser fetches them: the search index, the
 * Markdown twins, llms.txt and openapi.yaml. Read from a local build
 * directory, or fetched from a published site and kept for a few minutes.
 * A file name is always a relative path inside the site; anything else is
 * refused before it reaches the disk or the network.
 */
import {readFile} from 'node:fs/promises';
import path from 'node:path';

export class FileMissingError extends Error {
  constructor(readonly file: string) {
    super(`The site has no file /${file}.`);
    this.name = 'FileMissingError';
  }
}

export type SiteFiles = {
  /** Where the files come from, for messages: a directory or a URL. */
  readonly origin: string;
  text(file: string): Promise<string>;
};

/** `a/b.md` stays; `../x`, `/etc/x`, `a\\b`, `a//b`, a NUL or a scheme are refused. */
export function checkSitePath(file: string): string {
  const parts = file.split('/');
  if (
    file === '' ||
    file.length > 300 ||
    /[\\\0:?#%]/.test(file) ||
    parts.some((part) => part === '' || part === '.' || part === '..')
  ) {
    throw new Error(`"${file.slice(0, 80)}" is not a path inside the site.`);
  }
  return file;
}

export function buildFiles(directory: string): SiteFiles {
  const root = path.resolve(directory);
  return {
    origin: root,
    async text(file) {
      const full = path.join(root, checkSitePath(file));
      if (!full.startsWith(root + path.sep)) throw new Error(`"${file}" is not a path inside the site.`);
      try {
        return await readFile(full, 'utf8');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new FileMissingError(file);
        throw error;
      }
    },
  };
}

/** How long a fetched file is reused before it is fetched again. */
const KEEP_MS = 5 * 60_000;
const FETCH_TIMEOUT_MS = 15_000;

export function siteFiles(base: string, fetchFile: typeof fetch = fetch): SiteFiles {
  const address = base.endsWith('/') ? base : `${base}/`;
  const site = URL.canParse(address) ? new URL(address) : null;
  if (!site || !/^https?:$/.test(site.protocol))
    throw new Error(`--site needs an http or https URL, not "${base}".`);
  const cache = new Map<string, {at: number; text: Promise<string>}>();
  return {
    origin: site.href,
    text(file) {
      const url = new URL(checkSitePath(file), site).href;
      const kept = cache.get(url);
      if (kept && Date.now() - kept.at < KEEP_MS) return kept.text;
      const text = fetchFile(url, {signal: AbortSignal.timeout(FETCH_TIMEOUT_MS)}).then(
        async (response) => {
          if (response.status === 404) throw new FileMissingError(file);
          if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}.`);
          return response.text();
        },
        (error: unknown) => {
          // fetch says only "fetch failed"; the reason (no such host, refused, timeout) is its cause.
          const reason =
            error instanceof Error && error.name === 'TimeoutError'
              ? `no answer within ${FETCH_TIMEOUT_MS / 1000} s`
              : String((error as {cause?: {message?: string}})?.cause?.message ?? error);
          throw new Error(`Could not fetch ${url} (${reason}); check the --site address and the network.`);
        },
      );
      cache.set(url, {at: Date.now(), text});
      text.catch(() => cache.delete(url));
      return text;
    },
  };
}
