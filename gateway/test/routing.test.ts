import http from 'node:http';
import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway } from './support/gateway.js';

const services = ['auth', 'content', 'quiz', 'ai', 'billing', 'classroom'] as const;
const DEVICE_COOKIE =
  'quizdrill_device=a.b.1.c~d.e.2.f; Max-Age=15552000; Path=/api/v2/auth; HttpOnly; SameSite=Strict';
type Service = (typeof services)[number];

describe('routing to services', () => {
  const fakes = {} as Record<Service, FakeServer>;
  let gateway: TestGateway;

  beforeAll(async () => {
    for (const service of services) {
      fakes[service] = await startFakeServer((incoming, response) => {
        response.setHeader('x-served-by', service);
        response.setHeader('x-request-id', 'an-upstream-id-to-hide');
        // With a Content-Length, as the services answer: small answers are read whole, a course list larger
        // than 64 KiB streams through.
        if (incoming.url === '/api/v2/courses?sized' || incoming.url === '/api/v2/courses?large') {
          const count = incoming.url.endsWith('large') ? 20_000 : 0;
          const json = JSON.stringify({ service, names: Array.from({ length: count }, (_, i) => `c-${i}`) });
          response.writeHead(200, {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(json),
          });
          response.end(json);
          return;
        }
        if (incoming.url === '/api/v2/auth/login') {
          // As auth answers a login: the device cookie, here beside a second cookie to show both arrive.
          response.setHeader('set-cookie', [DEVICE_COOKIE, 'second=2; Path=/']);
        }
        sendJson(response, incoming.url?.startsWith('/api/v2/courses') ? 201 : 200, { service });
      });
    }
    gateway = await startGateway(
      Object.fromEntries(
        services.map((service) => [`${service.toUpperCase()}_SERVICE_URL`, fakes[service].url]),
      ),
    );
  });

  afterAll(async () => {
    await gateway.close();
    await Promise.all(services.map((service) => fakes[service].close()));
  });

  const lastRequest = (service: Service) => fakes[service].requests.at(-1)!;

  it('when an answer is small or larger than the gateway reads whole, then either arrives intact with its length', async () => {
    for (const path of ['/api/v2/courses?sized', '/api/v2/courses?large']) {
      const answer = await request(`${gateway.url}${path}`);
      const body = await answer.body.text();
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(body));
      expect(JSON.parse(body).service).toBeDefined();
    }
    const large = await request(`${gateway.url}/api/v2/courses?large`);
    expect(((await large.body.json()) as { names: string[] }).names).toHaveLength(20_000);
  });

  it.each([
    ['POST', '/api/v2/auth/login', 'auth'],
    ['GET', '/api/v2/users/me', 'auth'],
    ['GET', '/oauth2/authorization/google', 'auth'],
    ['GET', '/login/oauth2/code/google?code=c0de&state=s7', 'auth'],
    ['GET', '/api/v2/courses', 'content'],
    ['PUT', '/api/v2/questions/42', 'content'],
    ['GET', '/api/v2/images/7', 'content'],
    ['POST', '/admin/sql', 'content'],
    ['GET', '/api/v2/quiz/next?courseId=3', 'quiz'],
    ['POST', '/api/v2/questions/regenerate-options', 'ai'],
    ['POST', '/api/v2/phototoquiz', 'ai'],
    ['GET', '/api/v2/jobs/job-1', 'ai'],
    ['POST', '/api/v2/stripe/webhook', 'billing'],
    ['GET', '/api/v2/billing/status', 'billing'],
    ['POST', '/api/v2/live/join', 'classroom'],
    ['DELETE', '/api/v2/live/games/5c1f/players/7', 'classroom'],
    ['GET', '/api/v2/assignments', 'classroom'],
  ] as const)(
    'when a client sends %s %s, then %s receives it with path and query intact',
    async (method, path, service) => {
      const answer = await request(`${gateway.url}${path}`, { method });
      expect(await answer.body.json()).toEqual({ service });
      expect(answer.headers['x-served-by']).toBe(service);
      expect(lastRequest(service)).toMatchObject({ method, url: path });
    },
  );

  it('when a request has a body, query and headers, then the service gets the same bytes and headers', async () => {
    const body = JSON.stringify({ name: 'Kemi 1', language: 'sv' });
    const answer = await request(`${gateway.url}/api/v2/courses?draft=true&tag=a&tag=b`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-custom': 'kept',
      },
      body,
    });

    expect(answer.statusCode).toBe(201);
    await answer.body.dump();
    const received = lastRequest('content');
    expect(received.url).toBe('/api/v2/courses?draft=true&tag=a&tag=b');
    expect(received.body.toString()).toBe(body);
    expect(received.headers).toMatchObject({
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'x-custom': 'kept',
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': new URL(gateway.url).host,
    });
  });

  it('when a live-game player sends their player token, then it reaches classroom untouched, unchecked at the edge', async () => {
    // Not a JWT: the edge would refuse it as a bearer token. It is classroom's to check.
    const authorization = `Player ${'Zq9-_'.repeat(8)}abc`;
    const answer = await request(`${gateway.url}/api/v2/live/games/5c1f/answer`, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/json' },
      body: JSON.stringify({ questionIndex: 0, answer: 'B' }),
    });

    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
    expect(lastRequest('classroom').headers.authorization).toBe(authorization);
  });

  it('when a login carries a device cookie and auth sets a new one, then both cross the gateway unchanged', async () => {
    const answer = await request(`${gateway.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: 'quizdrill_device=old.entry.1.mac; other=x',
      },
      body: JSON.stringify({ username: 'student', password: 'quizdrill' }),
    });

    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
    expect(answer.headers['set-cookie']).toEqual([DEVICE_COOKIE, 'second=2; Path=/']);
    expect(lastRequest('auth').headers.cookie).toBe('quizdrill_device=old.entry.1.mac; other=x');
  });

  it('when a client sends an x-request-id, then the service and the client both see that id', async () => {
    const answer = await request(`${gateway.url}/api/v2/quiz/next`, {
      headers: { 'x-request-id': 'client-chosen-id-123' },
    });
    await answer.body.dump();

    expect(answer.headers['x-request-id']).toBe('client-chosen-id-123');
    expect(lastRequest('quiz').headers['x-request-id']).toBe('client-chosen-id-123');
  });

  it('when a client sends no x-request-id, then one is generated, sent upstream and returned', async () => {
    const answer = await request(`${gateway.url}/api/v2/quiz/next`);
    await answer.body.dump();

    const id = answer.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(lastRequest('quiz').headers['x-request-id']).toBe(id);
  });

  it('when a client sends hop-by-hop or forwarding headers, then they do not reach the service', async () => {
    // node:http, because undici (rightly) refuses to send a custom Connection header.
    await new Promise<void>((resolve, reject) => {
      const outgoing = http.get(
        `${gateway.url}/api/v2/quiz/next`,
        {
          headers: {
            connection: 'keep-alive, x-drop-me',
            'x-drop-me': 'listed in Connection',
            'proxy-authorization': 'Basic secret',
            te: 'trailers',
            'x-forwarded-for': '203.0.113.9',
            'x-forwarded-host': 'evil.example',
          },
          agent: false,
        },
        (answer) => answer.resume().on('end', resolve),
      );
      outgoing.on('error', reject);
    });

    const { headers } = lastRequest('quiz');
    expect(headers).not.toHaveProperty('x-drop-me');
    expect(headers).not.toHaveProperty('proxy-authorization');
    expect(headers).not.toHaveProperty('te');
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-host']).toBe(new URL(gateway.url).host);
  });

  it('when a path belongs to no service, then the gateway answers a JSON 404 and forwards nothing', async () => {
    const before = services.map((service) => fakes[service].requests.length);
    const answer = await request(`${gateway.url}/api/v2/nothing-here`, { method: 'POST' });

    expect(answer.statusCode).toBe(404);
    expect(await answer.body.json()).toMatchObject({ error: 'not_found' });
    expect(services.map((service) => fakes[service].requests.length)).toEqual(before);
  });
});
