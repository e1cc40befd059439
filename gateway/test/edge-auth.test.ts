import { randomUUID } from 'node:crypto';
import { type FakeServer, publishTokenRevocation, sendJson, startFakeServer } from '@quizdrill/test-kit';
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

  it('when the Authorization header is not exactly "Bearer <token>", then 401 says so and the service never sees it', async () => {
    const token = await signer.sign();
    for (const accepted of [`Bearer ${token}`, `bearer ${token}`]) {
      const answer = await ask(gateway.url, accepted);
      expect(answer.statusCode, accepted).toBe(200);
      await answer.body.dump();
    }
    const before = quiz.requests.length;
    for (const refused of [`Bearer ${token} junk`, 'Bearer', `Bearer  ${token}`, `Token ${token}`]) {
      const answer = await ask(gateway.url, refused);
      expect(answer.statusCode, refused).toBe(401);
      expect(await answer.body.json()).toEqual({
        error: 'unauthorized',
        message: 'The Authorization header must be "Bearer <token>"',
      });
    }
    expect(quiz.requests.length).toBe(before);
  });

  it("when the user's tokens are revoked, then an older token is refused as outdated within moments and a newer one passes", async () => {
    const userId = randomUUID();
    const older = await signer.sign({ uid: userId });
    const newer = await signer.sign({ uid: userId, ver: 1 });
    const first = await ask(gateway.url, `Bearer ${older}`);
    expect(first.statusCode).toBe(200);
    await first.body.dump();

    await publishTokenRevocation(gateway.namespace, { userId, version: 1 });
    await expect
      .poll(
        async () => {
          const answer = await ask(gateway.url, `Bearer ${older}`);
          return answer.body.json();
        },
        { timeout: 10_000, interval: 50 },
      )
      .toEqual({ error: 'token_outdated', message: expect.stringContaining('/api/v2/auth/refresh') });
    const before = quiz.requests.length;
    expect((await ask(gateway.url, `Bearer ${older}`)).statusCode).toBe(401);
    expect(quiz.requests.length).toBe(before);

    const fresh = await ask(gateway.url, `Bearer ${newer}`);
    expect(fresh.statusCode).toBe(200);
    await fresh.body.dump();
    // Refreshing is left to auth: the outdated token reaches it.
    const refresh = await request(`${gateway.url}/api/v2/auth/refresh`, {
      method: 'POST',
      headers: { authorization: `Bearer ${older}` },
    });
    expect(refresh.statusCode).toBe(200);
    await refresh.body.dump();
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
