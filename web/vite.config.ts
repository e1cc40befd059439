import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

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

const proxy = Object.fromEntries(
  proxiedPrefixes.map((prefix) => [prefix, { target: backendTarget, changeOrigin: false }]),
);

export default defineConfig({
  plugins: [react(), frontendVersionFile()],
  resolve: {
    // Workspace packages resolve to their TypeScript source, like everywhere else in the monorepo.
    conditions: ['@quizdrill/source', ...defaultClientConditions],
  },
  server: { port: 5173, strictPort: true, proxy },
  preview: { proxy },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true },
});
