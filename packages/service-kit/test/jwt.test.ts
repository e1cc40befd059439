import { type FakeServer, sendJson, startFakeServer } from '@quizdrill/test-kit';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, requireCaller, type TokenVerifier } from '../src/auth/jwt.js';
import { createServiceApp } from '../src/http/create-app.js';
import { logger } from './support.js';

const claims = { uid: '6b1f7a52-0f7c-4a3e-9f41-3b2d1c0e9a11', role: 'ROLE_EDUCATOR', isPremium: false };

async function signingKey(kid: string) {
  const { privateKey, publicKey } = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'EdDSA', use: 'sig' };
  const sign = (payload: Record<string, unknown> = claims, expiresIn = '15m') =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'EdDSA', kid })
      .setSubject('anna')
      .setIssuedAt()
      .setExpirationTime(expiresIn)
      .sign(privateKey);
  return { jwk, sign };
}

/** Each user's newest token version as a test sets it (the feed's job in a service). */
function versionsOf(newest: Record<string, number>) {
  return { newestVersion: (userId: string) => newest[userId] ?? 0 };
}

describe('token verification against the JWKS', () => {
  let jwks: FakeServer;
  let published: JWK[] = [];
  let verifier: TokenVerifier;
  let first: Awaited<ReturnType<typeof signingKey>>;
  const newest: Record<string, number> = {};

  beforeAll(async () => {
    first = await signingKey('key-1');
    published = [first.jwk];
    jwks = await startFakeServer((_request, response) => sendJson(response, 200, { keys: published }));
    verifier = createTokenVerifier({
      jwksUrl: `${jwks.url}/jwks.json`,
      cooldownMs: 0,
      versions: versionsOf(newest),
    });
  });

  afterAll(() => jwks.close());

  it('when a token is signed by a published key, then the caller comes from its claims', async () => {
    await expect(verifier.verify(await first.sign())).resolves.toEqual({
      userId: claims.uid,
      username: 'anna',
      role: 'ROLE_EDUCATOR',
      isPremium: false,
    });
  });

  it('when a new key is published, then its unknown kid makes the verifier fetch the keys again', async () => {
    const second = await signingKey('key-2');
    published = [first.jwk, second.jwk];
    await expect(verifier.verify(await second.sign())).resolves.toMatchObject({ username: 'anna' });
  });

  it('when a key is retired, then tokens it signed stop working', async () => {
    const third = await signingKey('key-3');
    published = [third.jwk];
    await verifier.verify(await third.sign()); // The key set is now fetched without key-1.
    // A token not verified in the last minute (a verified one is remembered for up to a minute).
    await expect(verifier.verify(await first.sign(claims, '14m'))).rejects.toMatchObject({ status: 401 });
  });

  it('when the same token comes again, then it is not verified again, but never past its expiry', async () => {
    const current = await signingKey('key-6');
    published = [current.jwk];
    const token = await current.sign(claims, '2s');
    await expect(verifier.verify(token)).resolves.toMatchObject({ username: 'anna' });
    // The key is gone: only the remembered verification can answer now.
    published = [];
    await expect(verifier.verify(token)).resolves.toMatchObject({ username: 'anna' });
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    await expect(verifier.verify(token)).rejects.toMatchObject({ status: 401 });
  });

  it('when a token is expired, forged with a shared secret, or garbage, then 401', async () => {
    const current = await signingKey('key-4');
    published = [current.jwk];
    await expect(verifier.verify(await current.sign(claims, '-1m'))).rejects.toMatchObject({
      status: 401,
      message: 'Token has expired',
    });
    const hs256 = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', kid: 'key-4' })
      .setSubject('anna')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-shared-secret-of-enough-length!'));
    await expect(verifier.verify(hs256)).rejects.toMatchObject({ status: 401 });
    await expect(verifier.verify('not.a.token')).rejects.toMatchObject({ status: 401 });
  });

  it('when the token lacks a role, then 401', async () => {
    const current = await signingKey('key-5');
    published = [current.jwk];
    await expect(verifier.verify(await current.sign({ uid: claims.uid }))).rejects.toMatchObject({
      status: 401,
    });
  });

  it('when the JWKS cannot be reached, then 503 rather than blaming the token', async () => {
    const unreachable = createTokenVerifier({
      jwksUrl: 'http://127.0.0.1:9/jwks.json',
      versions: versionsOf({}),
    });
    await expect(unreachable.verify(await first.sign())).rejects.toMatchObject({ status: 503 });
  });

  it('when a newer token version is known for the user, then an older token is refused as outdated, even one verified before', async () => {
    const current = await signingKey('key-7');
    published = [current.jwk];
    const userId = '0d6c3a1e-5b7f-4c2a-9e8d-1f2a3b4c5d6e';
    const older = await current.sign({ ...claims, uid: userId, ver: 2 });
    const newer = await current.sign({ ...claims, uid: userId, ver: 3 });
    newest[userId] = 2;
    await expect(verifier.verify(older)).resolves.toMatchObject({ userId });
    const fetchesBefore = jwks.requests.length;

    newest[userId] = 3;
    await expect(verifier.verify(older)).rejects.toMatchObject({ status: 401, code: 'token_outdated' });
    await expect(verifier.verify(older, { acceptOutdated: true })).resolves.toMatchObject({ userId });
    await expect(verifier.verify(newer)).resolves.toMatchObject({ userId });
    // The remembered verification answered: nothing was fetched to learn the version.
    expect(jwks.requests.length).toBe(fetchesBefore);
  });

  it('when a token carries no version, then it counts as version 0; a malformed version is refused', async () => {
    const current = await signingKey('key-8');
    published = [current.jwk];
    const userId = '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
    await expect(verifier.verify(await current.sign({ ...claims, uid: userId }))).resolves.toMatchObject({
      userId,
    });
    newest[userId] = 1;
    await expect(verifier.verify(await current.sign({ ...claims, uid: userId }))).rejects.toMatchObject({
      code: 'token_outdated',
    });
    for (const ver of [-1, 1.5, '2']) {
      await expect(verifier.verify(await current.sign({ ...claims, ver }))).rejects.toMatchObject({
        status: 401,
        message: 'Token carries an invalid version',
      });
    }
  });

  it('when the Authorization header is anything but "Bearer <token>", then 401 says how it must look', async () => {
    const current = await signingKey('key-9');
    published = [current.jwk];
    const token = await current.sign();
    const app = await createServiceApp({ name: 'guarded', version: '0', logger });
    app.get('/any-user', { preHandler: requireCaller(verifier) }, async (request) => ({
      user: request.caller?.username,
    }));
    const call = (authorization: string) =>
      app.inject({ method: 'GET', url: '/any-user', headers: { authorization } });

    // RFC 7235: the scheme is case-insensitive.
    for (const accepted of [`Bearer ${token}`, `bearer ${token}`, `BEARER ${token}`]) {
      expect((await call(accepted)).json()).toEqual({ user: 'anna' });
    }
    for (const refused of [
      `Bearer ${token} junk`,
      'Bearer',
      'Bearer ',
      `Bearer  ${token}`,
      `Basic ${token}`,
      token,
      `Bearer ${token},other`,
    ]) {
      const answer = await call(refused);
      expect(answer.statusCode, refused).toBe(401);
      expect(answer.json()).toEqual({
        error: 'unauthorized',
        message: 'The Authorization header must be "Bearer <token>"',
      });
    }
    await app.close();
  });

  it('when AUTH_JWKS_URL lists several auth replicas and the first is down, then the next one gives the keys', async () => {
    const replicas = createTokenVerifier({
      jwksUrl: `http://127.0.0.1:9/jwks.json, ${jwks.url}/jwks.json`,
      versions: versionsOf({}),
    });
    const current = await signingKey('key-10');
    published = [current.jwk];
    await expect(replicas.verify(await current.sign())).resolves.toMatchObject({ username: 'anna' });
  });

  it('when every listed auth replica is down, then 503', async () => {
    const replicas = createTokenVerifier({
      jwksUrl: 'http://127.0.0.1:9/jwks.json,http://127.0.0.1:7/jwks.json',
      versions: versionsOf({}),
    });
    await expect(replicas.verify(await first.sign())).rejects.toMatchObject({ status: 503 });
  });

  it('when a route requires a role, then others get 403 and no token gets 401', async () => {
    const current = await signingKey('key-6');
    published = [current.jwk];
    const app = await createServiceApp({ name: 'guarded', version: '0', logger });
    app.get('/admin-only', { preHandler: requireCaller(verifier, ['ROLE_ADMIN']) }, async () => ({
      ok: true,
    }));
    app.get('/any-user', { preHandler: requireCaller(verifier) }, async (request) => ({
      user: request.caller?.username,
    }));

    const educatorToken = await current.sign();
    const adminToken = await current.sign({ ...claims, role: 'ROLE_ADMIN' });
    const call = (url: string, token?: string) =>
      app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

    expect((await call('/any-user')).statusCode).toBe(401);
    expect((await call('/any-user', educatorToken)).json()).toEqual({ user: 'anna' });
    const forbidden = await call('/admin-only', educatorToken);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error).toBe('forbidden');
    expect((await call('/admin-only', adminToken)).statusCode).toBe(200);
    await app.close();
  });
});
