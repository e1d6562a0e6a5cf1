// How a URL path of the site maps to a file of build/, as deploy/nginx.conf
// serves it with `trailingSlash: false`: "/" is index.html, "/x" is the file x
// (assets, .md twins, openapi.yaml, llms.txt) or else x.html, "/x/" redirects
// to "/x", and the not-found page has no URL of its own. The fallback server
// and the link check both use this, so a link the check accepts is one the
// production server would answer.

/** Files that could serve `pathname`, most specific first; [] for a path no file can serve. */
export function candidateFiles(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return [];
  }
  const segments = decoded.split('/').filter(Boolean);
  // URL parsing already resolves dot segments; one left here is an attempt to
  // leave build/, and a NUL byte cannot name a file.
  if (segments.some((segment) => segment === '.' || segment === '..') || decoded.includes('\0')) return [];
  // "/x/" and "/x/index.html" are redirected to "/x" before any file is looked up.
  if (segments.at(-1) === 'index.html') segments.pop();
  const relative = segments.join('/');
  if (relative === '') return ['index.html'];
  if (/^404(\.html)?$/.test(relative)) return [];
  return [relative, `${relative}.html`];
}

/** The file (relative to build/) serving `pathname`, or undefined. */
export function resolveFile(pathname, isFile) {
  return candidateFiles(pathname).find((file) => isFile(file));
}

/** The route a built HTML file is served at: "a/b.html" → "/a/b", "index.html" → "/". */
export function routeOfFile(file) {
  const posix = file.split('\\').join('/');
  if (posix === 'index.html') return '/';
  return `/${posix.replace(/(\/index)?\.html$/, '')}`;
}
