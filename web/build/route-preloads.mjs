// Issue 19: a first screen's own chunks start loading beside the framework, not after it. The router asks for a
// route's lazy module only once the entry and the framework chunk (~105 kB as brotli) have loaded and run, and i18n
// asks for the language's texts then too: on a school link that is a round trip and the framework's run time more
// before the page shows. A small module script, put in index.html before the entry, reads the address, the sign-in
// and the language as the app will, and adds a <link rel="modulepreload"> for each chunk the page will wait for; the
// router's and i18n's own imports then find them loaded or loading. It is a file of its own because the page's policy
// (CSP) allows no inline script; it is made after the bundle, as only then are the chunks' names known. While the
// framework downloads it also does the start's one slow built-in step early: loading ICU's data (Intl).
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { FIRST_LOAD_ROUTES, firstLoadFiles, MANIFEST_PATH, SIGNED_IN_FRAME } from './first-load.mjs';

/** A manifest key of a part of a language's texts (build/locale-parts.mjs), the language and the part in it. */
const TEXTS_KEY = /^src\/locales\/([a-z]+)\.json\?([a-z-]+)$/;

/** The part of the texts every page waits for (main.tsx renders after it). */
const FIRST_TEXTS = 'first-screens';

/**
 * @typedef {{ pattern: string, signedIn: boolean, files: string[], texts: string[] }} PreloadRoute a path's pattern
 *   (a RegExp source), whether its page shows only to a signed-in user, the chunks it waits for beside the entry's,
 *   and the parts of the language's texts it waits for
 * @typedef {{ routes: PreloadRoute[], texts: Record<string, Record<string, string>> }} PreloadTable
 * @typedef {{
 *   languages: readonly string[], defaultLanguage: string, languageKey: string, tokenKey: string,
 *   tokenParameter: string }} AppRules how the app picks its language (src/lib/i18n.ts detectLanguage: the local
 *   storage key, then the browser's languages) and where a sign-in's token is (local storage, or SPEC §2's parameter)
 */

/**
 * A route's path as the router writes it (`/quiz/:courseName`) as a RegExp source matching the paths it takes.
 * @param {string} route
 */
export function routePattern(route) {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return `^/${segments.join('/')}${segments.length > 0 ? '/?' : ''}$`;
}

/** @param {string} key a manifest key: the part of the texts it is, if it is one */
const textsPart = (key) => TEXTS_KEY.exec(key)?.[2];

/**
 * The first screens of FIRST_LOAD_ROUTES (those that wait for no texts but the first part): the pages a class opens
 * first. The script carries its table to every page, and a page past the first screens (its list of chunks is
 * longer) is seldom where a visit starts.
 */
const FIRST_SCREEN_ROUTES = Object.fromEntries(
  Object.entries(FIRST_LOAD_ROUTES).filter(([, keys]) =>
    keys.every((key) => [undefined, FIRST_TEXTS].includes(textsPart(key))),
  ),
);

/**
 * What each route's page waits for beyond what index.html already loads, and the file of each part of each
 * language's texts, read from Vite's manifest.
 * @param {import('./first-load.mjs').Manifest} manifest
 * @param {readonly string[]} languages
 * @param {Record<string, readonly string[]>} [routes] the lazy modules each route waits for (first-load.mjs)
 * @returns {PreloadTable}
 */
export function routePreloadTable(manifest, languages, routes = FIRST_SCREEN_ROUTES) {
  const loadedByIndexHtml = new Set(firstLoadFiles(manifest, []));
  /** @type {Record<string, Record<string, string>>} */
  const texts = Object.fromEntries(languages.map((language) => [language, {}]));
  for (const [key, chunk] of Object.entries(manifest)) {
    const [, language, part] = TEXTS_KEY.exec(key) ?? [];
    if (language && part && texts[language]) texts[language][part] = chunk.file;
  }
  return {
    routes: Object.entries(routes).map(([route, moduleKeys]) => {
      const codeKeys = moduleKeys.filter((key) => !textsPart(key));
      return {
        pattern: routePattern(route),
        signedIn: moduleKeys.includes(SIGNED_IN_FRAME),
        files: firstLoadFiles(manifest, codeKeys).filter((file) => !loadedByIndexHtml.has(file)),
        texts: moduleKeys.map(textsPart).filter((part) => part !== undefined),
      };
    }),
    texts,
  };
}

/**
 * The preloading script: the language as the app picks it, the first route whose pattern matches the address, a
 * modulepreload link per file (crossorigin as Vite's own, so the module fetch reuses it). A route is preloaded only
 * when the visitor's sign-in fits it: a first visit to / goes on to /login, and a signed-in /login to /, and the
 * other page's chunks would take the link's bandwidth from the framework. Storage can throw (privacy modes): then the
 * browser's languages decide, as in the app. Every page gets the first texts.
 * @param {PreloadTable} table
 * @param {AppRules} rule
 * @param {string} base the public base path of the assets (Vite's `base`)
 */
export function routePreloadScript(table, rule, base) {
  return `// Made by web/build/route-preloads.mjs: preloads the chunks the page at this address waits for.
const table = ${JSON.stringify(table)};
const languages = ${JSON.stringify(rule.languages)};
const known = (value) => languages.find((language) => language === String(value ?? '').toLowerCase().split('-')[0]);
let stored = null;
let token = null;
try {
  stored = localStorage.getItem(${JSON.stringify(rule.languageKey)});
  token = localStorage.getItem(${JSON.stringify(rule.tokenKey)});
} catch {}
const language =
  known(stored) ?? (navigator.languages ?? [navigator.language]).map(known).find(Boolean) ?? ${JSON.stringify(rule.defaultLanguage)};
const signedIn = Boolean(token || new URLSearchParams(location.search).get(${JSON.stringify(rule.tokenParameter)}));
const page = table.routes.find((route) => new RegExp(route.pattern).test(location.pathname) && route.signedIn === signedIn);
const parts = page ? page.texts : [${JSON.stringify(FIRST_TEXTS)}];
for (const file of [...parts.map((part) => table.texts[language][part]), ...(page ? page.files : [])]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = ${JSON.stringify(base)} + file;
  document.head.append(link);
}
// A page's first Intl object loads ICU's data (20–40 ms here, more on a phone), and a signed-in page's first task
// would make two: the time zone its review call sends and the collator its course list sorts with. Made now, in a
// task of their own while the framework downloads, they cost the app's start next to nothing. A visitor's pages
// (login, register) make none: for them it would be work for nothing.
if (signedIn) {
  setTimeout(() => {
    try {
      Intl.DateTimeFormat().resolvedOptions();
      new Intl.Collator(language);
    } catch {}
  }, 0);
}
`;
}

/**
 * Vite plugin: writes the preloading script as assets/route-preloads-<hash>.js and puts it in index.html before the
 * entry, async so it runs as soon as it arrives.
 * @param {AppRules} rule
 * @returns {import('vite').Plugin}
 */
export function routePreloads(rule) {
  let base = '/';
  return {
    name: 'quizdrill-route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      // After Vite has written index.html and the manifest into the bundle.
      order: 'post',
      handler(_options, bundle) {
        const manifestAsset = bundle[MANIFEST_PATH];
        const html = bundle['index.html'];
        if (manifestAsset?.type !== 'asset' || html?.type !== 'asset') {
          this.error('route preloads need build.manifest and index.html in the bundle');
        }
        const manifest = JSON.parse(String(manifestAsset.source));
        const source = routePreloadScript(routePreloadTable(manifest, rule.languages), rule, base);
        const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
        const fileName = `assets/route-preloads-${hash}.js`;
        this.emitFile({ type: 'asset', fileName, source });
        // The compression plugin has run by now (it follows the manifest): the gateway's precompressed copies.
        this.emitFile({ type: 'asset', fileName: `${fileName}.br`, source: brotliCompressSync(source) });
        this.emitFile({ type: 'asset', fileName: `${fileName}.gz`, source: gzipSync(source, { level: 9 }) });
        const page = String(html.source);
        const entry = page.indexOf('<script type="module"');
        if (entry < 0) this.error('index.html has no module script to put the route preloads before');
        const tag = `<script type="module" async crossorigin src="${base}${fileName}"></script>\n    `;
        html.source = `${page.slice(0, entry)}${tag}${page.slice(entry)}`;
      },
    },
  };
}
