// Issue 19: a first screen's own chunks start loading beside the framework, not after it. The router asks for a
// route's lazy module only once the entry and the framework chunk (~105 kB as brotli) have loaded and run, and i18n
// asks for the language's texts then too: on a school link that is a round trip and the framework's run time more
// before the page shows. A small module script, put in index.html before the entry, reads the address, the sign-in
// and the language as the app will, and adds a <link rel="modulepreload"> for each chunk the page will wait for; the
// router's and i18n's own imports then find them loaded or loading. It is a file of its own because the page's policy
// (CSP) allows no inline script; it is made after the bundle, as only then are the chunks' names known. While the
// framework downloads it also sends a signed-in page's first calls (src/app/routes/first-calls.ts: they too waited for
// the framework to come and run, and then the page waited for them), for the API client to take
// (src/lib/first-call-handoff.ts), and does the start's one slow built-in step early: loading ICU's data (Intl).
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { minifySync } from 'vite';
import { FIRST_LOAD_ROUTES, firstLoadFiles, MANIFEST_PATH, SIGNED_IN_FRAME } from './first-load.mjs';

/** A manifest key of a part of a language's texts (build/locale-parts.mjs), the language and the part in it. */
const TEXTS_KEY = /^src\/locales\/([a-z]+)\.json\?([a-z-]+)$/;

/** The part of the texts every page waits for (main.tsx renders after it). */
const FIRST_TEXTS = 'first-screens';

/**
 * @typedef {{ param: string } | { timeZone: true }} FirstCallValue
 * @typedef {{ path: string, query?: Record<string, FirstCallValue> }} FirstCall a GET a page's loaders start first
 *   (src/app/routes/first-calls.ts, whose types these are)
 * @typedef {{ pattern: string, signedIn: boolean, files: string[], texts: string[], calls: readonly FirstCall[] }}
 *   PreloadRoute a path's pattern (a RegExp source, a named group per parameter), whether its page shows only to a
 *   signed-in user, the chunks it waits for beside the entry's, the parts of the language's texts it waits for, and
 *   the calls its loaders start first
 * @typedef {{ routes: PreloadRoute[], texts: Record<string, Record<string, string>> }} PreloadTable
 * @typedef {{
 *   languages: readonly string[], defaultLanguage: string, languageKey: string, tokenKey: string,
 *   tokenParameter: string, firstCallsGlobal: string, jsonAccept: string }} AppRules how the app picks its language
 *   (src/lib/i18n.ts detectLanguage: the local storage key, then the browser's languages), where a sign-in's token is
 *   (local storage, or SPEC §2's parameter, which wins), and how its first calls are handed over
 *   (src/lib/first-call-handoff.ts)
 */

/**
 * A route's path as the router writes it (`/quiz/:courseName`) as a RegExp source matching the paths it takes, each
 * parameter a named group (`(?<courseName>[^/]+)`).
 * @param {string} route
 */
export function routePattern(route) {
  const segments = route
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment.startsWith(':')
        ? `(?<${segment.slice(1)}>[^/]+)`
        : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    );
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
 * language's texts, read from Vite's manifest; with the calls each route's loaders start first.
 * @param {import('./first-load.mjs').Manifest} manifest
 * @param {readonly string[]} languages
 * @param {Readonly<Record<string, readonly FirstCall[]>>} calls by route (src/app/routes/first-calls.ts)
 * @param {Record<string, readonly string[]>} [routes] the lazy modules each route waits for (first-load.mjs)
 * @returns {PreloadTable}
 */
export function routePreloadTable(manifest, languages, calls, routes = FIRST_SCREEN_ROUTES) {
  for (const route of Object.keys(calls)) {
    if (!(route in routes))
      throw new Error(`first calls for ${route}, which is no first screen (first-load.mjs)`);
  }
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
      const pattern = routePattern(route);
      // Made once here, so that a pattern the browser would refuse (a parameter name no group may have) fails the
      // build instead of the script.
      new RegExp(pattern);
      return {
        pattern,
        signedIn: moduleKeys.includes(SIGNED_IN_FRAME),
        files: firstLoadFiles(manifest, codeKeys).filter((file) => !loadedByIndexHtml.has(file)),
        texts: moduleKeys.map(textsPart).filter((part) => part !== undefined),
        calls: calls[route] ?? [],
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
// A token's claims and whether they name a user and have not expired, read as src/lib/token-claims.ts userFromToken
// reads them, and the account they name as accountIdOf does: a change there is one here.
const claimsOf = (value) => {
  try {
    return JSON.parse(atob(value.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
  } catch {
    return null;
  }
};
const isCurrent = (claims) =>
  typeof claims?.sub === 'string' && claims.sub !== '' && !(typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now());
const accountOf = (claims) => (typeof claims.uid === 'string' && claims.uid !== '' ? claims.uid : claims.sub);
// The address's token counts as the app takes it (src/lib/address-token.ts addressTokenOutcome): for a signed-out
// visitor and for the account signed in. Over another signed-in account the app asks first (issue 39): until the user
// says yes the page stays that account's, and no call goes with a token the user has not agreed to.
const addressToken = new URLSearchParams(location.search).get(${JSON.stringify(rule.tokenParameter)});
if (addressToken) {
  const storedClaims = claimsOf(token);
  const addressClaims = claimsOf(addressToken);
  const keepSession =
    isCurrent(storedClaims) && !(isCurrent(addressClaims) && accountOf(addressClaims) === accountOf(storedClaims));
  if (!keepSession) token = addressToken;
}
const signedIn = Boolean(token);
const page = table.routes.find((route) => new RegExp(route.pattern).test(location.pathname) && route.signedIn === signedIn);
const parts = page ? page.texts : [${JSON.stringify(FIRST_TEXTS)}];
for (const file of [...parts.map((part) => table.texts[language][part]), ...(page ? page.files : [])]) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = ${JSON.stringify(base)} + file;
  document.head.append(link);
}
// The page's first calls, sent as its loaders will send them (the API client's path, query, Accept and token), and
// only when they will: with a token that names a user and has not expired. The time zone is read as
// features/quiz/api/get-review-summary.ts browserTimeZone reads it: a change there is one here. Each is left for the
// API client to take once (src/lib/first-call-handoff.ts); a failure is its to report then. Nothing is sent when the
// app has started already (it leaves its mark under the same name) or the address is one the router reads otherwise
// (a different case, a malformed escape): then the loaders send their own, only later.
const current = isCurrent(claimsOf(token));
if (page && current && page.calls.length > 0 && window[${JSON.stringify(rule.firstCallsGlobal)}] === undefined) {
  try {
    const groups = new RegExp(page.pattern).exec(location.pathname).groups ?? {};
    const params = Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)]));
    const timeZone = () => {
      try {
        return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
      } catch {}
    };
    const responses = {};
    for (const call of page.calls) {
      const query = new URLSearchParams();
      for (const [name, value] of Object.entries(call.query ?? {})) {
        const text = 'param' in value ? params[value.param] : timeZone();
        if (text !== undefined) query.set(name, text);
      }
      const search = query.toString();
      const url = search ? call.path + '?' + search : call.path;
      responses[url] = fetch(url, { headers: { Accept: ${JSON.stringify(rule.jsonAccept)}, Authorization: 'Bearer ' + token } });
      responses[url].catch(() => {});
    }
    window[${JSON.stringify(rule.firstCallsGlobal)}] = { token, responses };
  } catch {}
}
// A page's first Intl object loads ICU's data (20–40 ms here, more on a phone), and a signed-in page's first task
// would make two: the time zone its review call sends and the collator its course list sorts with. Made now, in a
// task of their own while the framework downloads (the first calls' time zone may have made the first already), they
// cost the app's start next to nothing. A visitor's pages (login, register) make none: for them it would be work for
// nothing.
if (signedIn) {
  setTimeout(() => {
    try {
      Intl.DateTimeFormat().resolvedOptions();
      new Intl.Collator(language, { numeric: true });
    } catch {}
  }, 0);
}
`;
}

/**
 * The script minified by the minifier Vite uses for the chunks (Oxc): its comments and names are for this file's
 * readers, and every page's first bytes carry it (about 1 kB less, gzipped).
 * @param {string} script
 */
export function minified(script) {
  const { code, errors } = minifySync('route-preloads.js', script, {
    compress: true,
    mangle: true,
    module: true,
  });
  if (errors.length > 0) throw new Error(`route preloads could not be minified: ${errors[0]?.message}`);
  return code;
}

/**
 * Vite plugin: writes the preloading script as assets/route-preloads-<hash>.js and puts it in index.html before the
 * entry, async so it runs as soon as it arrives.
 * @param {AppRules} rule
 * @param {Readonly<Record<string, readonly FirstCall[]>>} calls the calls each route's loaders start first
 * @returns {import('vite').Plugin}
 */
export function routePreloads(rule, calls) {
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
        const source = minified(
          routePreloadScript(routePreloadTable(manifest, rule.languages, calls), rule, base),
        );
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
