// Which requests the web app answers, with what, and how long browsers may keep it.
import path from 'node:path';

/** Paths the SPA never owns: a miss there is a JSON 404, not the app's index page. */
const API_PREFIXES = ['/api/', '/admin/', '/oauth2/', '/login/oauth2/code/'];
/** `/metrics` is served on METRICS_PORT only: a scrape sent to the public port gets a plain 404, not the app. */
const API_PATHS = new Set(['/api', '/metrics']);

export function isApiPath(pathname: string): boolean {
  return API_PATHS.has(pathname) || API_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * A client route the SPA renders (`/courses`, `/login/oauth2?token=…`): a GET or HEAD that accepts HTML and
 * does not name a file. `/assets/gone-abc123.js` after a deploy must be a 404, not index.html parsed as script.
 */
export function wantsAppPage(method: string, accept: string | undefined, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  const acceptsHtml = !accept || accept.includes('text/html') || accept.includes('*/*');
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return acceptsHtml && !lastSegment.includes('.');
}

/**
 * The file a URL path names, relative to the web root, or undefined when it names none (`/`, a directory
 * path, or something undecodable). `..` cannot climb out: the path is normalised as if from the root.
 */
export function fileForPath(pathname: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.endsWith('/')) return undefined;
  const relative = path.posix.normalize(`/${decoded}`).slice(1);
  return relative === '' ? undefined : relative;
}

/**
 * Files in the build that are not for browsers: source maps (built hidden, kept for error reports) and Vite's
 * own files under dot-folders (`.vite/manifest.json`).
 */
export function isPrivateFile(relativePath: string): boolean {
  return relativePath.endsWith('.map') || relativePath.split('/').some((segment) => segment.startsWith('.'));
}

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Vite puts content-hashed files under assets/: they never change. Everything else is revalidated each time. */
export function cacheControlFor(relativePath: string): string {
  return relativePath.startsWith('assets/') ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache';
}
