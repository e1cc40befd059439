// The first screens' lazy chunks start downloading with the framework, not after it (issue 19: on the school link
// the router asked for a page's chunks and its texts only once the entry had run, about a second in, one round trip
// and their whole download later than they could be). A small classic script, loaded `async` from index.html (the
// gateway's CSP allows no inline script), adds <link rel="modulepreload"> for the chunks the address's route waits
// for and the first screens' texts of the language i18n will pick (src/lib/i18n.ts: stored choice, browser, sv).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { FIRST_LOAD_ROUTES } from './first-load.mjs';

/** The first screens, as the router matches them (src/config/paths.ts); a quiz's course name is one segment. */
const ROUTE_PATTERNS = {
  '/login': '^/login$',
  '/': '^/$',
  '/courses': '^/courses$',
  '/quiz/:courseName': '^/quiz/[^/]+$',
};
const FIRST_TEXTS = /\/locales\/([a-z]+)\.json\?first-screens$/;

/**
 * The script: the route's files and the language's texts, as modulepreload links.
 * @param {{ pattern: string, files: string[] }[]} routes
 * @param {Record<string, string>} texts language → file
 */
function preloadScript(routes, texts) {
  return `(function () {
  var routes = ${JSON.stringify(routes)};
  var texts = ${JSON.stringify(texts)};
  var pathname = location.pathname.replace(/\\/+$/, '') || '/';
  function language() {
    var wanted = [];
    try { wanted.push(localStorage.getItem('language')); } catch (e) {}
    wanted = wanted.concat(navigator.languages || [navigator.language]);
    for (var i = 0; i < wanted.length; i++) {
      var primary = String(wanted[i] || '').toLowerCase().split('-')[0];
      if (texts[primary]) return primary;
    }
    return 'sv';
  }
  function preload(file) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = '/' + file;
    document.head.appendChild(link);
  }
  for (var i = 0; i < routes.length; i++) {
    if (new RegExp(routes[i].pattern).test(pathname)) {
      routes[i].files.forEach(preload);
      preload(texts[language()]);
      return;
    }
  }
})();
`;
}

/**
 * Vite plugin (build only): writes assets/route-preload-<hash>.js and loads it from index.html.
 * @returns {import('vite').Plugin}
 */
export function routePreload() {
  let root = '';
  return {
    name: 'quizdrill-route-preload',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
      const byModule = new Map(
        chunks.filter((chunk) => chunk.facadeModuleId).map((chunk) => [chunk.facadeModuleId, chunk]),
      );
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const entry = chunks.find((chunk) => chunk.isEntry);
      const html = bundle['index.html'];
      if (!entry || !html || html.type !== 'asset')
        throw new Error('route-preload: no entry chunk or index.html');
      /** The file and its static imports, each once. @param {string} file @param {Set<string>} into */
      const withImports = (file, into) => {
        if (into.has(file)) return into;
        into.add(file);
        for (const imported of byFile.get(file)?.imports ?? []) withImports(imported, into);
        return into;
      };
      const loadedAnyway = withImports(entry.fileName, new Set());
      /** @param {string} key a manifest key of first-load.mjs, relative to the web root */
      const chunkOf = (key) => {
        const chunk = byModule.get(path.join(root, key));
        if (!chunk) throw new Error(`route-preload: the build has no chunk for ${key}`);
        return chunk;
      };
      const routes = Object.entries(ROUTE_PATTERNS).map(([route, pattern]) => {
        const files = new Set();
        for (const key of FIRST_LOAD_ROUTES[route].filter((key) => !key.includes('/locales/'))) {
          withImports(chunkOf(key).fileName, files);
        }
        return { pattern, files: [...files].filter((file) => !loadedAnyway.has(file)) };
      });
      const texts = Object.fromEntries(
        [...byModule].flatMap(([id, chunk]) => {
          const match = FIRST_TEXTS.exec(id);
          return match ? [[match[1], chunk.fileName]] : [];
        }),
      );
      const source = preloadScript(routes, texts);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const fileName = `assets/route-preload-${hash}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const page = String(html.source);
      const tag = `<script async src="/${fileName}"></script>`;
      html.source = page.replace(/(\s*)<script type="module"/, `$1${tag}$1<script type="module"`);
    },
  };
}
