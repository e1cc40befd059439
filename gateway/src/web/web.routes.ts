// Serves the built web app: its files, and index.html for every client-side route (SPA fallback). The build
// writes a brotli and a gzip copy beside each text file over 1 KB (web/vite.config.ts); @fastify/static picks
// the one the request's Accept-Encoding prefers (br, then gzip, else the file itself) and sends Vary.
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlFor, fileForPath, isApiPath, isPrivateFile, wantsAppPage } from './web-paths.js';

const NOT_BUILT =
  'The QuizDrill web app has not been built yet.\n' +
  'Run `npm run build` (or `npm start`, which builds it) and reload this page.\n';

async function isFile(filePath: string): Promise<boolean> {
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}

export async function webRoutes(app: FastifyInstance, options: { root: string }) {
  const root = path.resolve(options.root);
  // Only the sendFile decorator: which file answers is decided below, so misses can fall back to index.html.
  await app.register(fastifyStatic, {
    root,
    serve: false,
    index: false,
    dotfiles: 'ignore',
    preCompressed: true,
  });

  app.get('/*', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (isApiPath(pathname)) return reply.callNotFound();
    // Checked on each request, so building the web app while the gateway runs needs no restart.
    if (!(await isFile(path.join(root, 'index.html')))) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    }
    const file = fileForPath(pathname);
    if (file && !isPrivateFile(file) && (await isFile(path.join(root, file)))) {
      return reply.header('cache-control', cacheControlFor(file)).sendFile(file, { cacheControl: false });
    }
    if (wantsAppPage(request.method, request.headers.accept, pathname)) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.callNotFound();
  });
}
