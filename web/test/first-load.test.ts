// The first-load budget (issue 12): what /login and /courses make a browser fetch before they show, measured on
// the build `npm run build` made (the manifest walk of build/first-load.mjs, with the .gz sizes it wrote).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  FIRST_LOAD_ROUTES,
  firstLoadFiles,
  indexHtmlScripts,
  measureFirstLoad,
} from '../build/first-load.mjs';

/**
 * The most JavaScript, gzipped, that the first screens may need (issues 12 and 40). On React 19 they do not fit in
 * 150 kB: without MUI they measure 153.6 (/login) · 158.2 (/courses) · 162.6 (a quiz question) kB, of which react-dom,
 * react and scheduler are ~67 (Preact was ~9), the router ~30, i18next with react-i18next ~15, TanStack Query ~10,
 * lucide's icons 2-4, Vite's preload helper and the chunks' glue ~5, and the app's own code 23-29 (the modules the
 * first screens share and the screen's own, with the first screens' Swedish texts, ~4). MUI's styling core
 * (emotion, stylis, @mui/system) and its theme add ~24 kB for as long as the first screens load them.
 */
const BUDGET_GZIP_BYTES = 163_000;

const distDir = path.resolve(import.meta.dirname, '../dist');

describe('first-load JavaScript', () => {
  const manifest = {
    'index.html': { file: 'assets/index.js', imports: ['_framework.js'] },
    '_framework.js': { file: 'assets/framework.js' },
    '_shared.js': { file: 'assets/shared.js', imports: ['_framework.js'] },
    'src/page.tsx': { file: 'assets/page.js', imports: ['_shared.js', '_framework.js'] },
    'src/other.tsx': { file: 'assets/other.js', imports: ['_shared.js'] },
    'src/charts.tsx': { file: 'assets/charts.js' },
  };

  it('when a route is walked, then it counts the entry and its modules with their static imports, each once', () => {
    expect(firstLoadFiles(manifest, ['src/page.tsx', 'src/other.tsx']).sort()).toEqual([
      'assets/framework.js',
      'assets/index.js',
      'assets/other.js',
      'assets/page.js',
      'assets/shared.js',
    ]);
  });

  it('when a route names a module the build does not have, then the walk fails naming it', () => {
    expect(() => firstLoadFiles(manifest, ['src/renamed.tsx'])).toThrow('src/renamed.tsx');
  });

  it('when index.html names scripts, then each counts, the route preloads beside the entry', () => {
    const html = [
      '<script type="module" async crossorigin src="/assets/route-preloads-a1.js"></script>',
      '<script type="module" crossorigin src="/assets/index-b2.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework-c3.js">',
    ].join('\n');
    expect(indexHtmlScripts(html)).toEqual(['assets/route-preloads-a1.js', 'assets/index-b2.js']);
  });

  it.each(['/login', '/courses', '/quiz/:courseName'] as const)(
    'when %s is opened, then the JavaScript it needs before it shows stays within the budget, gzipped',
    (route) => {
      const [measured] = measureFirstLoad(distDir, { [route]: FIRST_LOAD_ROUTES[route] });

      expect(measured?.gzip).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
    },
  );
});

describe('the framework in the build', () => {
  it('when the app is built, then react-router is its production build: its development warnings do not ship', () => {
    const assets = path.join(distDir, 'assets');
    const routerSources = readdirSync(assets)
      .filter((file) => file.endsWith('.js.map'))
      .flatMap(
        (file) =>
          (JSON.parse(readFileSync(path.join(assets, file), 'utf8')) as { sources: string[] }).sources,
      )
      .filter((source) => source.includes('/react-router/dist/'));

    expect(routerSources.length).toBeGreaterThan(0);
    expect(routerSources.filter((source) => !source.includes('/react-router/dist/production/'))).toEqual([]);
  });
});
