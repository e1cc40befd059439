// How much JavaScript a browser fetches before a route shows, read from Vite's manifest (build.manifest): the entry
// chunk and each lazy module the route waits for, each with its static imports (Vite preloads those alongside).
// Dynamic imports are not followed: they load later, on demand. Plain JavaScript so the bench can run it in Node.
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** The manifest key of the entry: index.html's module script. */
const ENTRY = 'index.html';

/**
 * The first screens' part of the interface language's texts loads before the first paint, and the other pages wait
 * for the rest too (build/locale-parts.mjs, router.tsx); Swedish is the default language.
 */
const FIRST_LANGUAGE = 'src/locales/sv.json?first-screens';
const OTHER_TEXTS = 'src/locales/sv.json?other-screens';

/** The signed-in frame (header and menu): a route under it shows only to a signed-in user. */
export const SIGNED_IN_FRAME = 'src/app/routes/app/layout.tsx';

/**
 * The lazy modules each route waits for (web/src/app/router.tsx), parents first: what the first-load figures count,
 * and what index.html's route preloads fetch beside the framework (build/route-preloads.mjs). The first screens'
 * texts are fetched by main.tsx before anything renders, so every route counts them; pages past the first screens
 * (and a quiz's questions) count the rest as well.
 */
export const FIRST_LOAD_ROUTES = {
  '/login': [FIRST_LANGUAGE, 'src/app/routes/login.tsx'],
  '/': [FIRST_LANGUAGE, SIGNED_IN_FRAME, 'src/app/routes/app/welcome.tsx'],
  '/courses': [FIRST_LANGUAGE, SIGNED_IN_FRAME, 'src/app/routes/app/courses.tsx'],
  '/quiz/:courseName': [FIRST_LANGUAGE, SIGNED_IN_FRAME, 'src/app/routes/app/quiz.tsx'],
  '/progress/:courseName': [FIRST_LANGUAGE, OTHER_TEXTS, SIGNED_IN_FRAME, 'src/app/routes/app/progress.tsx'],
  '/texttoquiz': [FIRST_LANGUAGE, OTHER_TEXTS, SIGNED_IN_FRAME, 'src/app/routes/app/text-to-quiz.tsx'],
};

/** Where `vite build` writes its manifest inside the output directory. */
export const MANIFEST_PATH = '.vite/manifest.json';

/** @typedef {Record<string, { file: string, imports?: string[] }>} Manifest Vite's manifest, as far as read here. */
/** @typedef {{ route: string, files: string[], raw: number, gzip: number, brotli: number }} FirstLoad */

/**
 * Every JavaScript file the entry and the given manifest keys need before they run, each once (shared chunks
 * are fetched once). Throws for a key the manifest does not have, so a renamed route cannot drop out unseen.
 * @param {Manifest} manifest
 * @param {readonly string[]} moduleKeys
 * @returns {string[]}
 */
export function firstLoadFiles(manifest, moduleKeys) {
  /** @type {Set<string>} */
  const files = new Set();
  /** @param {string} key */
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build manifest has no module ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of [ENTRY, ...moduleKeys]) visit(key);
  return [...files];
}

/**
 * The scripts index.html names (its `src`s under the build, without the leading slash): the entry, and what the build
 * put there beside the manifest's chunks (the route preloads, build/route-preloads.mjs).
 * @param {string} html
 */
export function indexHtmlScripts(html) {
  return [...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g)].map(
    ([, file]) => /** @type {string} */ (file),
  );
}

/**
 * The bytes sent for a file in an encoding: its precompressed sibling when the build made one, else the file.
 * @param {string} distDir
 * @param {string} file
 * @param {'' | '.gz' | '.br'} extension
 */
function sentBytes(distDir, file, extension) {
  const compressed = path.join(distDir, `${file}${extension}`);
  return statSync(existsSync(compressed) ? compressed : path.join(distDir, file)).size;
}

/**
 * Raw, gzip and brotli bytes of each route's first load, from a build in `distDir`.
 * @param {string} distDir
 * @param {Record<string, readonly string[]>} [routes]
 * @returns {FirstLoad[]}
 */
export function measureFirstLoad(distDir, routes = FIRST_LOAD_ROUTES) {
  const manifestFile = path.join(distDir, MANIFEST_PATH);
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run \`npm run build\` first`);
  /** @type {Manifest} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const pageScripts = indexHtmlScripts(readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  return Object.entries(routes).map(([route, moduleKeys]) => {
    const files = [...new Set([...pageScripts, ...firstLoadFiles(manifest, moduleKeys)])];
    /** @param {'' | '.gz' | '.br'} extension */
    const sum = (extension) => files.reduce((total, file) => total + sentBytes(distDir, file, extension), 0);
    return { route, files, raw: sum(''), gzip: sum('.gz'), brotli: sum('.br') };
  });
}

/** @param {number} bytes */
const kilobytes = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The figures as a table for a terminal.
 * @param {FirstLoad[]} rows
 */
export function formatFirstLoad(rows) {
  const width = Math.max(...rows.map((row) => row.route.length));
  const header = `${'route'.padEnd(width)}  files        raw       gzip     brotli`;
  const lines = rows.map(
    (row) =>
      `${row.route.padEnd(width)}  ${String(row.files.length).padStart(5)}  ${kilobytes(row.raw).padStart(9)}  ` +
      `${kilobytes(row.gzip).padStart(9)}  ${kilobytes(row.brotli).padStart(9)}`,
  );
  return [
    'First-load JavaScript per route (what a browser fetches before the page shows):',
    header,
    ...lines,
  ].join('\n');
}
