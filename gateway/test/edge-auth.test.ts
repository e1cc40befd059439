import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOSED_URL, startGateway, type TestGateway } from './support/gateway.js';
import { createTestSigner, type TestSigner } from './support/tokens.js';

describe('bearer tokens at the edge', () => {
  let signer: TestSigner;
  let auth: FakeServer;
  let quiz: FakeServer;
  let signIn: FakeServer;
  let gateway: TestGateway;
  let gatewayWithoutAuth: TestGateway;

  beforeAll(async () => {
    signer = await createTestSigner();
    auth = await startFakeServer((incoming, response) =>
      incoming.url === '/api/v2/auth/jwks.json'
        ? sendJson(response, 200, signer.jwks)
        : sendJson(response, 404, {}),
    );
    quiz = await startFakeServer((_incoming, response) => sendJson(response, 200, { ok: true }));
    signIn = await startFakeServer((_incoming, response) => sendJson(response, 200, { token: 'fresh' }));
    gateway = await startGateway({
      QUIZ_SERVICE_URL: quiz.url,
      AUTH_SERVICE_URL: signIn.url,
      AUTH_JWKS_URL: `${auth.url}/api/v2/auth/jwks.json`,
    });
    gatewayWithoutAuth = await startGateway({
      QUIZ_SERVICE_URL: quiz.url,
      AUTH_JWKS_URL: `${CLOSED_URL}/api/v2/auth/jwks.json`,
    });
  });

  afterAll(async () => {
    await Promise.all([gateway.close(), gatewayWithoutAuth.close()]);
    await Promise.all([auth.close(), quiz.close(), signIn.close()]);
  });

  const ask = (base: string, authorization?: string) =>
    request(`${base}/api/v2/quiz/next`, { headers: authorization ? { authorization } : {} });

  it('when the token is valid, then the request reaches the service with the token', async () => {
    const token = await signer.sign();
    const answer = await ask(gateway.url, `Bearer ${token}`);

    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
    expect(quiz.requests.at(-1)?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it.each([
    ['garbage', 'Bearer not.a.jwt'],
    ['signed by another key', 'other-key'],
    ['expired', 'expired'],
  ])('when the token is %s, then the gateway answers 401 and the service never sees it', async (_, kind) => {
    const other = await createTestSigner();
    const authorization =
      kind === 'other-key'
        ? `Bearer ${await other.sign()}`
        : kind === 'expired'
          ? `Bearer ${await signer.sign({}, Math.floor(Date.now() / 1000) - 60)}`
          : kind;
    const before = quiz.requests.length;

    const answer = await ask(gateway.url, authorization);

    expect(answer.statusCode).toBe(401);
    expect(await answer.body.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    expect(quiz.requests.length).toBe(before);
  });

  it('when no token is sent, then the request passes (login and webhooks carry none)', async () => {
    const answer = await ask(gateway.url);
    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
  });

  it('when the auth service cannot hand out its keys, then the request passes on for the service to verify', async () => {
    const before = quiz.requests.length;
    const answer = await ask(gatewayWithoutAuth.url, `Bearer ${await signer.sign()}`);

    expect(answer.statusCode).toBe(200);
    await answer.body.dump();
    expect(quiz.requests.length).toBe(before + 1);
  });

  it('when signing in with a stale token still attached, then the auth service gets the request, not a 401', async () => {
    const expired = await signer.sign({}, Math.floor(Date.now() / 1000) - 60);
    const answer = await request(`${gateway.url}/api/v2/auth/login`, {
      method: 'POST',
      headers: { authorization: `Bearer ${expired}`, 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'student', password: 'quizdrill' }),
    });

    expect(answer.statusCode).toBe(200);
    expect(await answer.body.json()).toEqual({ token: 'fresh' });
    expect(signIn.requests.at(-1)?.url).toBe('/api/v2/auth/login');
  });
});
