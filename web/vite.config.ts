import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { DEFAULT_LANGUAGE, LANGUAGES } from '@quizdrill/contracts/rules';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { formatFirstLoad, measureFirstLoad } from './build/first-load.mjs';
import { firstScreenChunks } from './build/first-screen-chunks.mjs';
import { localeParts } from './build/locale-parts.mjs';
import { routePreloads } from './build/route-preloads.mjs';
import { sourceAlias } from './build/source-alias.mjs';
import { FIRST_CALLS } from './src/app/routes/first-calls';
import { TOKEN_PARAMETER } from './src/config/paths';
import { FIRST_CALLS_GLOBAL, JSON_ACCEPT } from './src/lib/first-call-handoff';
import { StorageKey } from './src/lib/storage';

// The launcher (`npm run dev`) says where its gateway listens; 8080 otherwise.
const backendTarget = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const proxiedPrefixes = ['/api', '/admin', '/oauth2', '/login/oauth2/code'];
const versionFileName = 'FRONTEND_VERSION.txt';

/** `0.1.0+abc1234` inside a git checkout with commits, plain `0.1.0` otherwise. */
function frontendVersion(): string {
  const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
    version: string;
  };
  try {
    const sha = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: import.meta.dirname,
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim();
    return sha ? `${packageJson.version}+${sha}` : packageJson.version;
  } catch {
    return packageJson.version;
  }
}

/** Writes dist/FRONTEND_VERSION.txt on build and serves the same text in dev, for the profile page. */
function frontendVersionFile(): Plugin {
  return {
    name: 'quizdrill-frontend-version',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: versionFileName, source: `${frontendVersion()}\n` });
    },
    configureServer(server) {
      server.middlewares.use(`/${versionFileName}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(`${frontendVersion()}\n`);
      });
    },
  };
}

const frameworkPackages = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@tanstack/query-core',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  '@babel/runtime',
];
// The last node_modules in the path: a copy nested under another package (its own version of a shared dependency)
// stays with that package.
const frameworkModule = new RegExp(
  `^(?!.*/node_modules/.*/node_modules/).*/node_modules/(${frameworkPackages.join('|')})/`,
);

const firstScreens = firstScreenChunks(frameworkModule);

/** After the build: how much JavaScript each main route needs before it shows (build/first-load.mjs). */
function firstLoadReport(): Plugin {
  let outDir = '';
  return {
    name: 'quizdrill-first-load-report',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the compression plugin has written the .br and .gz files the figures are read from.
      order: 'post',
      handler() {
        this.environment.logger.info(`\n${formatFirstLoad(measureFirstLoad(outDir))}`);
      },
    },
  };
}

// react-router 7's package exports only its development build, whose dev warnings then reach users' consoles and
// their code the bundle (remix-run/react-router#12532, #14102). Its production build ships beside it, the same code
// with the warnings off: a build takes that one, `npm run dev` keeps the warnings.
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
  'production',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
];

const proxy = Object.fromEntries(
  proxiedPrefixes.map((prefix) => [prefix, { target: backendTarget, changeOrigin: false }]),
);

export default defineConfig(({ command }) => ({
  plugins: [
    react(),
    localeParts(),
    frontendVersionFile(),
    // Brotli and gzip copies of every text file the gateway serves, made once here instead of per request. Files
    // under 1 KB are left alone: compressing them saves less than the extra headers cost.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/^\.vite\//] }),
    firstLoadReport(),
    firstScreens.plugin,
    routePreloads(
      {
        languages: LANGUAGES,
        defaultLanguage: DEFAULT_LANGUAGE,
        languageKey: StorageKey.language,
        tokenKey: StorageKey.token,
        tokenParameter: TOKEN_PARAMETER,
        firstCallsGlobal: FIRST_CALLS_GLOBAL,
        jsonAccept: JSON_ACCEPT,
      },
      FIRST_CALLS,
    ),
  ],
  resolve: {
    // Workspace packages resolve to their TypeScript source, like everywhere else in the monorepo.
    conditions: ['@quizdrill/source', ...defaultClientConditions],
    alias: [sourceAlias, ...(command === 'build' ? reactRouterProduction : [])],
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps for error reports only: written beside the chunks without a sourceMappingURL comment, and the gateway
    // never serves them.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which chunks each module needs, for the first-load figures.
    manifest: true,
    rolldownOptions: {
      // The framework chunk (React and react-dom, the router, TanStack Query, i18next, and what /login and the app's
      // first screens share) and one chunk per first screen (build/first-screen-chunks.mjs).
      // The rest is split by Rolldown along the lazy routes.
      output: { codeSplitting: { groups: firstScreens.groups } },
    },
  },
}));
