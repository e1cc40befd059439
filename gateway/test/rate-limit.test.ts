import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type TestGateway, writeWebBuild } from './support/gateway.js';
import { createTestSigner, type TestSigner } from './support/tokens.js';

describe('rate limits', () => {
  let signer: TestSigner;
  let auth: FakeServer;
  let quiz: FakeServer;
  let classroom: FakeServer;
  const started: TestGateway[] = [];

  beforeAll(async () => {
    signer = await createTestSigner();
    auth = await startFakeServer((_incoming, response) => sendJson(response, 200, signer.jwks));
    quiz = await startFakeServer((_incoming, response) => sendJson(response, 200, { ok: true }));
    classroom = await startFakeServer((_incoming, response) => sendJson(response, 200, { accepted: true }));
  });

  afterEach(async () => {
    await Promise.all(started.splice(0).map((gateway) => gateway.close()));
  });

  afterAll(async () => {
    await Promise.all([auth.close(), quiz.close(), classroom.close()]);
  });

  async function gatewayWith(env: Record<string, string>) {
    const gateway = await startGateway({
      QUIZ_SERVICE_URL: quiz.url,
      CLASSROOM_SERVICE_URL: classroom.url,
      AUTH_JWKS_URL: `${auth.url}/api/v2/auth/jwks.json`,
      ...env,
    });
    started.push(gateway);
    return gateway;
  }

  async function statusOf(url: string, headers: Record<string, string> = {}) {
    const answer = await request(url, { headers });
    await answer.body.dump();
    return answer.statusCode;
  }

  it('when one address goes over its budget, then it gets 429 too_many_requests with Retry-After', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_IP: '5' });
    for (let sent = 0; sent < 5; sent += 1)
      expect(await statusOf(`${gateway.url}/api/v2/quiz/next`)).toBe(200);

    const refused = await request(`${gateway.url}/api/v2/quiz/next`);

    expect(refused.statusCode).toBe(429);
    expect(await refused.body.json()).toEqual({ error: 'too_many_requests', message: expect.any(String) });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(
      quiz.requests.filter((received) => received.url === '/api/v2/quiz/next').length,
    ).toBeGreaterThanOrEqual(5);
  });

  it('when an address is over its budget, then health checks and the web app still answer', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_IP: '1' });
    await writeWebBuild(gateway.webDir);
    await statusOf(`${gateway.url}/api/v2/quiz/next`);
    expect(await statusOf(`${gateway.url}/api/v2/quiz/next`)).toBe(429);

    expect(await statusOf(`${gateway.url}/healthz`)).toBe(200);
    expect(await statusOf(`${gateway.url}/readyz`)).toBe(200);
    expect(await statusOf(gateway.app.metricsUrl)).toBe(200);
    expect(await statusOf(`${gateway.url}/courses`, { accept: 'text/html' })).toBe(200);
    expect(await statusOf(`${gateway.url}/assets/index-3f2a9c1b.js`)).toBe(200);
  });

  it('when one user goes over their budget, then only that user is refused', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_USER: '3' });
    const first = { authorization: `Bearer ${await signer.sign({ uid: 'u-1' })}` };
    const second = { authorization: `Bearer ${await signer.sign({ uid: 'u-2' })}` };
    for (let sent = 0; sent < 3; sent += 1)
      expect(await statusOf(`${gateway.url}/api/v2/quiz/next`, first)).toBe(200);

    expect(await statusOf(`${gateway.url}/api/v2/quiz/next`, first)).toBe(429);
    expect(await statusOf(`${gateway.url}/api/v2/quiz/next`, second)).toBe(200);
  });

  it('when a whole school behind one address is signed in, then each request uses its user’s budget, not the address’s', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_IP: '3', RATE_LIMIT_PER_USER: '5' });
    const students = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => ({
        authorization: `Bearer ${await signer.sign({ uid: `u-${index}` })}`,
      })),
    );
    for (const student of students)
      for (let sent = 0; sent < 4; sent += 1)
        expect(await statusOf(`${gateway.url}/api/v2/quiz/next`, student)).toBe(200);

    // 32 signed-in requests later the address has its whole budget for requests without a user.
    for (let sent = 0; sent < 3; sent += 1)
      expect(await statusOf(`${gateway.url}/api/v2/quiz/next`)).toBe(200);
    expect(await statusOf(`${gateway.url}/api/v2/quiz/next`)).toBe(429);
  });

  it('when requests carry tokens that are refused, then they count against the address, so guessing stays bounded', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_IP: '3' });
    const forged = { authorization: `Bearer ${'x'.repeat(20)}.${'y'.repeat(20)}.${'z'.repeat(20)}` };
    for (let sent = 0; sent < 3; sent += 1)
      expect(await statusOf(`${gateway.url}/api/v2/quiz/next`, forged)).toBe(401);

    expect(await statusOf(`${gateway.url}/api/v2/quiz/next`, forged)).toBe(429);
    expect(quiz.requests.some((received) => received.headers.authorization === forged.authorization)).toBe(
      false,
    );
  });

  it('when a live-game player goes over their budget, then only that player is refused, not their classmates behind the same address', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_USER: '3' });
    const answer = (token: string) =>
      request(`${gateway.url}/api/v2/live/games/5c1f/answer`, {
        method: 'POST',
        headers: { authorization: `Player ${token}`, 'content-type': 'application/json' },
        body: '{"questionIndex":0,"answer":"A"}',
      }).then(async (response) => {
        await response.body.dump();
        return response.statusCode;
      });
    const [ella, kim] = ['E', 'K'].map((letter) => letter.repeat(43));
    for (let sent = 0; sent < 3; sent += 1) expect(await answer(ella!)).toBe(200);

    expect(await answer(ella!)).toBe(429);
    expect(await answer(kim!)).toBe(200);
  });

  it('when two gateways share Redis, then they share one budget per address', async () => {
    const one = await gatewayWith({ RATE_LIMIT_PER_IP: '4' });
    const other = await gatewayWith({
      RATE_LIMIT_PER_IP: '4',
      REDIS_KEY_PREFIX: one.redisKeyPrefix,
    });
    for (const gateway of [one, other, one, other]) {
      expect(await statusOf(`${gateway.url}/api/v2/quiz/next`)).toBe(200);
    }
    expect(await statusOf(`${other.url}/api/v2/quiz/next`)).toBe(429);
  });

  it('when Redis is unreachable, then requests are still served and limited in memory', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_PER_IP: '3', REDIS_URL: 'redis://127.0.0.1:1' });
    for (let sent = 0; sent < 3; sent += 1)
      expect(await statusOf(`${gateway.url}/api/v2/quiz/next`)).toBe(200);

    expect(await statusOf(`${gateway.url}/api/v2/quiz/next`)).toBe(429);
    expect(await statusOf(`${gateway.url}/readyz`)).toBe(200);
  });
});
