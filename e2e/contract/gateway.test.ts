// The public HTTP surface of the running system, driven exactly as a client would (DESIGN.md "Testing" tier 3).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PublicRoutes, type ServiceName } from '@quizdrill/contracts';
import { describe, expect, it } from 'vitest';
import { baseUrl } from '../support/system.js';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const serviceExists = (service: ServiceName) => existsSync(`${repoRoot}services/${service}/package.json`);

describe('the system over HTTP', () => {
  it('answers /api/version with the backend version as text', async () => {
    const response = await fetch(`${baseUrl()}/api/version`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await response.text()).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('serves the web app and its version file', async () => {
    const version = await fetch(`${baseUrl()}/FRONTEND_VERSION.txt`);
    expect(version.status).toBe(200);
    expect((await version.text()).trim()).toMatch(/^\d+\.\d+\.\d+/);

    const page = await fetch(`${baseUrl()}/courses`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await page.text()).toContain('<div id="root">');
  });

  it('when a request carries an id, then the answer carries the same id', async () => {
    const response = await fetch(`${baseUrl()}/api/version`, {
      headers: { 'x-request-id': 'contract-test-0001' },
    });
    expect(response.headers.get('x-request-id')).toBe('contract-test-0001');
  });

  it('when an API path is unknown, then 404 JSON', async () => {
    const response = await fetch(`${baseUrl()}/api/v2/does-not-exist`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'not_found' });
  });

  const absent = PublicRoutes.filter((route) => !serviceExists(route.service));
  it.skipIf(absent.length === 0)(
    'when a service is not running, then its paths answer 503 JSON naming nothing internal',
    async () => {
      for (const route of absent) {
        const response = await fetch(`${baseUrl()}${route.path}`, { method: 'GET' });
        expect(response.status, route.path).toBe(503);
        const body = (await response.json()) as { error: string; message: string };
        expect(body.error).toBe('service_unavailable');
        expect(body.message).not.toMatch(/127\.0\.0\.1|localhost|ECONNREFUSED|:\d{4}/);
      }
    },
  );
});
