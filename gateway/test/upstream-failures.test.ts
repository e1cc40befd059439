import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_URL, startGateway, type TestGateway } from './support/gateway.js';

const SHORT_TIMEOUT_MS = 300;

describe('when a service is down or slow', () => {
  let slow: FakeServer;
  let overloaded: FakeServer;
  let gateway: TestGateway;
  const pendingAnswers = new Set<() => void>();

  beforeAll(async () => {
    // Answers only when the test lets it (or at close), so "slow" never depends on a clock race.
    slow = await startFakeServer(
      (_incoming, response) =>
        new Promise<void>((resolve) => {
          const answer = () => {
            pendingAnswers.delete(answer);
            if (!response.destroyed) sendJson(response, 200, { late: true });
            resolve();
          };
          pendingAnswers.add(answer);
          if (_incoming.url === '/api/v2/explain') setTimeout(answer, SHORT_TIMEOUT_MS * 2);
        }),
    );
    overloaded = await startFakeServer((_incoming, response) =>
      sendJson(response, 503, { error: 'service_unavailable', message: 'Billing is being updated' }),
    );
    gateway = await startGateway({
      BILLING_SERVICE_URL: overloaded.url,
      QUIZ_SERVICE_URL: slow.url,
      AI_SERVICE_URL: slow.url,
      CONTENT_SERVICE_URL: CLOSED_URL,
      UPSTREAM_TIMEOUT_MS: String(SHORT_TIMEOUT_MS),
      AI_UPSTREAM_TIMEOUT_MS: String(SHORT_TIMEOUT_MS * 20),
    });
  });

  afterAll(async () => {
    for (const answer of [...pendingAnswers]) answer();
    await gateway.close();
    await Promise.all([slow.close(), overloaded.close()]);
  });

  it('when the service refuses connections, then the client gets 503 service_unavailable naming nothing internal', async () => {
    const answer = await request(`${gateway.url}/api/v2/courses?language=sv`);
    const text = await answer.body.text();

    expect(answer.statusCode).toBe(503);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const body = JSON.parse(text);
    expect(body).toEqual({ error: 'service_unavailable', message: expect.any(String) });
    expect(text).not.toMatch(/127\.0\.0\.1|:1\b|ECONNREFUSED|content|upstream|undici/i);
  });

  it('when a service that does not exist yet is asked repeatedly, then every answer is a 503 and the gateway stays up', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const answer = await request(`${gateway.url}/api/v2/images/1`, { method: 'POST', body: 'x' });
        await answer.body.dump();
        return answer.statusCode;
      }),
    );
    expect(new Set(statuses)).toEqual(new Set([503]));
    const health = await request(`${gateway.url}/healthz`);
    expect(health.statusCode).toBe(200);
    await health.body.dump();
  });

  it('when the service does not answer within the timeout, then the client gets 504 gateway_timeout', async () => {
    const started = Date.now();
    const answer = await request(`${gateway.url}/api/v2/quiz/next`);
    const body = await answer.body.json();

    expect(answer.statusCode).toBe(504);
    expect(body).toEqual({ error: 'gateway_timeout', message: expect.any(String) });
    expect(Date.now() - started).toBeLessThan(SHORT_TIMEOUT_MS * 10);
  });

  it('when a synchronous AI endpoint takes longer than the normal timeout, then its longer timeout lets it finish', async () => {
    const answer = await request(`${gateway.url}/api/v2/explain`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ questionId: 1 }),
    });

    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ late: true });
  });

  it('when a service itself answers 503, then the client gets that answer, asked once and not retried', async () => {
    const answer = await request(`${gateway.url}/api/v2/billing/status`);

    expect(answer.statusCode).toBe(503);
    expect(await answer.body.json()).toEqual({
      error: 'service_unavailable',
      message: 'Billing is being updated',
    });
    expect(overloaded.requests).toHaveLength(1);
  });
});

describe('when a service drops a connection without answering', () => {
  let flaky: FakeServer;
  let gateway: TestGateway;
  /** Paths whose next request is dropped once (the socket closed, as a service does to an idle connection). */
  const dropNext = new Set<string>();

  beforeAll(async () => {
    flaky = await startFakeServer((incoming, response) => {
      const path = incoming.url ?? '/';
      if (dropNext.delete(path)) {
        response.socket?.destroy();
        return;
      }
      sendJson(response, 200, { path });
    });
    gateway = await startGateway({ QUIZ_SERVICE_URL: flaky.url });
  });

  afterAll(async () => {
    await gateway.close();
    await flaky.close();
  });

  it('when the request has no body and may be sent twice, then it is sent again and answered', async () => {
    dropNext.add('/api/v2/quiz/next?sessionId=s1');

    const answer = await request(`${gateway.url}/api/v2/quiz/next?sessionId=s1`);

    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ path: '/api/v2/quiz/next?sessionId=s1' });
  });

  it('when the request would change something (an answer), then it is not sent twice: 503', async () => {
    dropNext.add('/api/v2/quiz/submit?sessionId=s1&answer=A');
    const before = flaky.requests.length;

    const answer = await request(`${gateway.url}/api/v2/quiz/submit?sessionId=s1&answer=A`, {
      method: 'POST',
    });

    expect(answer.statusCode).toBe(503);
    await answer.body.dump();
    expect(flaky.requests.length - before).toBe(1);
  });
});
