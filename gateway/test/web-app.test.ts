import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_SCRIPT, startGateway, type TestGateway, writeWebBuild } from './support/gateway.js';

describe('the web app, version and docs', () => {
  let content: FakeServer;
  let gateway: TestGateway;
  let unbuilt: TestGateway;

  beforeAll(async () => {
    content = await startFakeServer((incoming, response) => {
      if (incoming.url === '/openapi.json') {
        return sendJson(response, 200, {
          openapi: '3.0.3',
          info: { title: 'QuizDrill content API', version: '0.1.0' },
          paths: {
            '/api/v2/courses': {
              get: {
                summary: 'List courses',
                tags: ['courses'],
                parameters: [
                  { name: 'q', in: 'query', description: 'Words <b>to</b> find', schema: { type: 'string' } },
                ],
              },
            },
            '/internal/reindex': { post: {} },
          },
          components: { schemas: { ErrorBody: { type: 'object' } } },
        });
      }
      if (incoming.url === '/api/v2/courses/a-page') {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end('<!doctype html><title>A service’s page</title>');
        return;
      }
      sendJson(response, 200, []);
    });
    gateway = await startGateway({ CONTENT_SERVICE_URL: content.url });
    await writeWebBuild(gateway.webDir);
    unbuilt = await startGateway();
  });

  afterAll(async () => {
    await Promise.all([gateway.close(), unbuilt.close()]);
    await content.close();
  });

  it.each(['/', '/courses', '/courses/7/quiz', '/login/oauth2?token=abc'])(
    'when a browser opens %s, then it gets index.html, never cached',
    async (path) => {
      const answer = await request(`${gateway.url}${path}`, { headers: { accept: 'text/html,*/*;q=0.8' } });

      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/html/);
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(await answer.body.text()).toContain('<div id="root">');
    },
  );

  it('when FRONTEND_VERSION.txt is asked for, then the build file is served and revalidated each time', async () => {
    const answer = await request(`${gateway.url}/FRONTEND_VERSION.txt`);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(await answer.body.text()).toBe('0.1.0+abc1234\n');
  });

  it('when a hashed asset is asked for, then browsers may keep it for a year', async () => {
    const answer = await request(`${gateway.url}/assets/index-3f2a9c1b.js`);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await answer.body.text()).toContain('quizdrill');
  });

  it.each([
    ['gzip, deflate, br, zstd', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['br;q=0.5, gzip', 'gzip', gunzipSync],
  ])(
    'when a browser accepts %s, then a hashed asset comes precompressed as %s, typed, sized and still immutable',
    async (acceptEncoding, encoding, decode) => {
      const answer = await request(`${gateway.url}/assets/index-3f2a9c1b.js`, {
        headers: { 'accept-encoding': acceptEncoding },
      });
      const body = Buffer.from(await answer.body.arrayBuffer());

      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-encoding']).toBe(encoding);
      expect(answer.headers['content-type']).toMatch(/^application\/javascript/);
      expect(Number(answer.headers['content-length'])).toBe(body.length);
      expect(body.length).toBeLessThan(Buffer.byteLength(BUILT_SCRIPT) / 4);
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode(body).toString()).toBe(BUILT_SCRIPT);
    },
  );

  it.each([
    ['no Accept-Encoding', {}],
    ['only identity', { 'accept-encoding': 'identity' }],
  ])(
    'when a client sends %s, then the asset comes as it is, still marked as varying by encoding',
    async (_, headers) => {
      const answer = await request(`${gateway.url}/assets/index-3f2a9c1b.js`, { headers });

      expect(answer.headers).not.toHaveProperty('content-encoding');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(BUILT_SCRIPT));
      expect(answer.headers.vary).toMatch(/accept-encoding/i);
      expect(await answer.body.text()).toBe(BUILT_SCRIPT);
    },
  );

  it('when a browser opens a page accepting br, then index.html comes compressed and is still never cached', async () => {
    const answer = await request(`${gateway.url}/courses`, {
      headers: { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' },
    });
    const body = Buffer.from(await answer.body.arrayBuffer());

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(body).toString()).toContain('<div id="root">');
  });

  it.each([
    ['a source map', '/assets/index-3f2a9c1b.js.map'],
    ['Vite’s build manifest', '/.vite/manifest.json'],
  ])('when %s is asked for, then it is a 404 although the build has it', async (_, path) => {
    const answer = await request(`${gateway.url}${path}`, { headers: { 'accept-encoding': 'br, gzip' } });

    expect(answer.statusCode).toBe(404);
    expect(await answer.body.json()).toMatchObject({ error: 'not_found' });
  });

  it.each([
    ['an unknown API path', '/api/unknown', 'text/html'],
    ['an unknown admin path', '/admin/nothing', 'text/html'],
    ['a missing asset', '/assets/gone-123.js', '*/*'],
    ['a path climbing out of the build', '/..%2F..%2Fpackage.json', 'text/html'],
  ])('when %s is asked for, then the answer is a JSON 404, not the app', async (_, path, accept) => {
    const answer = await request(`${gateway.url}${path}`, { headers: { accept } });

    expect(answer.statusCode).toBe(404);
    expect(await answer.body.json()).toMatchObject({ error: 'not_found' });
  });

  it('when the web app is not built, then pages answer 503 saying how to build it, and the API still works', async () => {
    const page = await request(`${unbuilt.url}/courses`, { headers: { accept: 'text/html' } });

    expect(page.statusCode).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/plain/);
    expect(await page.body.text()).toContain('npm run build');
    const version = await request(`${unbuilt.url}/api/version`);
    expect(version.statusCode).toBe(200);
    await version.body.dump();
  });

  it('when /api/version is asked for, then it answers the backend version as plain text', async () => {
    const answer = await request(`${gateway.url}/api/version`);

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(await answer.body.text()).toMatch(/^\d+\.\d+\.\d+\+abc1234$/);
  });

  it('when /api/docs is asked for, then the answering services’ public paths are merged and the down ones skipped', async () => {
    const answer = await request(`${gateway.url}/api/docs`);
    const document = (await answer.body.json()) as {
      paths: Record<string, unknown>;
      components: { schemas: Record<string, unknown> };
    };

    expect(answer.statusCode).toBe(200);
    expect(Object.keys(document.paths)).toEqual(['/api/v2/courses']);
    expect(document.components.schemas).toHaveProperty('ErrorBody');
  });

  it('when a browser opens /api/docs, then it gets the reference page under a policy that runs no script', async () => {
    const answer = await request(`${gateway.url}/api/docs`, {
      headers: { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' },
    });
    const page = await answer.body.text();

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.headers.vary).toMatch(/accept/i);
    expect(page).toContain('<code>/api/v2/courses</code>');
    expect(page).toContain('List courses');
    expect(page).toContain('Words &lt;b&gt;to&lt;/b&gt; find');
    expect(page).toContain('href="/api/docs/openapi.json"');
    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'; base-uri 'none'/);
    expect(csp).not.toContain('script-src');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each([
    ['an API client', '/api/docs', 'application/json'],
    ['a client naming no type', '/api/docs', '*/*'],
    ['a browser', '/api/docs/openapi.json', 'text/html,*/*;q=0.8'],
  ])('when %s asks for %s, then it gets the JSON document', async (_, path, accept) => {
    const answer = await request(`${gateway.url}${path}`, { headers: { accept } });
    const document = (await answer.body.json()) as { paths: Record<string, unknown> };

    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(Object.keys(document.paths)).toEqual(['/api/v2/courses']);
  });

  it.each([
    ['the web app’s page', '/courses'],
    ['a service’s page', '/api/v2/courses/a-page'],
    // A script may become a worker, which takes its policy from its script's answer.
    ['a script', '/assets/index-3f2a9c1b.js'],
  ])('when %s is served, then it carries the page’s security headers', async (_, path) => {
    const answer = await request(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
    await answer.body.dump();

    const csp = String(answer.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    // KaTeX (questions' mathematics) styles each formula inline and loads its fonts from our assets.
    expect(csp).toContain("font-src 'self' data:");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
    // Not in production: HSTS on plain-HTTP localhost would lock developers out.
    expect(answer.headers).not.toHaveProperty('strict-transport-security');
  });

  it('when a kept page is revalidated, then the 304 sends no security headers, so the page keeps its own', async () => {
    const first = await request(`${gateway.url}/courses`, { headers: { accept: 'text/html' } });
    await first.body.dump();
    const etag = String(first.headers.etag);

    const again = await request(`${gateway.url}/courses`, {
      headers: { accept: 'text/html', 'if-none-match': etag },
    });
    await again.body.dump();

    expect(again.statusCode).toBe(304);
    expect(again.headers).not.toHaveProperty('content-security-policy');
    expect(again.headers).not.toHaveProperty('x-frame-options');
  });

  it.each([
    ['a proxied API answer', '/api/v2/courses'],
    ['an error', '/api/unknown'],
  ])(
    'when %s is served, then it carries the data answer’s security headers and no page-only ones',
    async (_, path) => {
      const answer = await request(`${gateway.url}${path}`, { headers: { accept: 'text/html' } });
      await answer.body.dump();

      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(answer.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
      for (const pageOnly of [
        'referrer-policy',
        'cross-origin-opener-policy',
        'x-dns-prefetch-control',
        'x-xss-protection',
      ])
        expect(answer.headers).not.toHaveProperty(pageOnly);
      expect(answer.headers).not.toHaveProperty('strict-transport-security');
    },
  );

  it('when running in production, then HSTS is sent too', async () => {
    const production = await startGateway({ NODE_ENV: 'production' });
    try {
      const answer = await request(`${production.url}/api/version`);
      await answer.body.dump();
      expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    } finally {
      await production.close();
    }
  });
});
