// What another service sees: tokens checked against auth's published keys, rotation, and refresh.
import { createTokenVerifier } from '@quizdrill/service-kit';
import { generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateSigningKey } from '../src/tokens/signing-keys.js';
import { type AuthUnderTest, claimsOf, startAuth } from './support.js';

const publicPart = ({ d: _d, ...rest }: JWK) => rest;

describe('tokens as other services verify them', () => {
  let oldKey: JWK & { kid: string };
  let currentKey: JWK & { kid: string };
  let auth: AuthUnderTest;
  let tokenFromOldKey: string;

  beforeAll(async () => {
    oldKey = await generateSigningKey('key-old');
    currentKey = await generateSigningKey('key-current');
    // During a rotation: the new key signs, the old one is still accepted.
    auth = await startAuth({
      JWT_PRIVATE_KEY: JSON.stringify(oldKey),
    });
    tokenFromOldKey = await auth.login('student');
    await auth.stop();
    auth = await startAuth(
      { JWT_PRIVATE_KEY: JSON.stringify(currentKey), JWT_PUBLIC_KEYS: JSON.stringify([publicPart(oldKey)]) },
      auth.environment,
    );
  });

  afterAll(async () => {
    await auth.stop();
    await auth.cleanup();
  });

  // No revocations here: every token is of its user's current version.
  const verifier = () =>
    createTokenVerifier({
      jwksUrl: `${auth.url}/api/v2/auth/jwks.json`,
      cooldownMs: 0,
      versions: { newestVersion: () => 0 },
    });

  it('publishes every accepted public key, and never a private part', async () => {
    const { keys } = (await (await auth.call('GET', '/api/v2/auth/jwks.json')).json()) as { keys: JWK[] };
    expect(keys.map((key) => key.kid)).toEqual(['key-current', 'key-old']);
    for (const key of keys) expect(key.d).toBeUndefined();
  });

  it('when a token is signed by the current key or one still accepted, then another service accepts it', async () => {
    const fresh = await auth.login('admin');
    await expect(verifier().verify(fresh)).resolves.toMatchObject({ username: 'admin', role: 'ROLE_ADMIN' });
    await expect(verifier().verify(tokenFromOldKey)).resolves.toMatchObject({ username: 'student' });
  });

  it('when a token is forged, unsigned, expired or from an unknown key, then it is refused', async () => {
    const claims = { uid: '6b1f7a52-0f7c-4a3e-9f41-3b2d1c0e9a11', role: 'ROLE_ADMIN', isPremium: true };
    const stranger = await generateKeyPair('EdDSA', { crv: 'Ed25519' });
    const forgedWithKnownKid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'key-current' })
      .setSubject('admin')
      .setExpirationTime('1h')
      .sign(stranger.privateKey);
    const unknownKid = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'key-stranger' })
      .setSubject('admin')
      .setExpirationTime('1h')
      .sign(stranger.privateKey);
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(
      JSON.stringify({ ...claims, sub: 'admin', exp: Math.floor(Date.now() / 1000) + 3600 }),
    ).toString('base64url')}.`;
    const currentPrivate = await importJWK(currentKey, 'EdDSA');
    const expired = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', kid: 'key-current' })
      .setSubject('admin')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(currentPrivate);
    const tampered = (await auth.login('student')).replace(/\.([^.]+)\./, (_match, payload: string) => {
      const body = JSON.parse(Buffer.from(payload, 'base64url').toString());
      return `.${Buffer.from(JSON.stringify({ ...body, role: 'ROLE_ADMIN' })).toString('base64url')}.`;
    });

    for (const token of [forgedWithKnownKid, unknownKid, unsigned, expired, tampered]) {
      await expect(verifier().verify(token)).rejects.toMatchObject({ status: 401 });
      expect((await auth.call('GET', '/api/v2/users/me', { token })).status).toBe(401);
    }
  });

  it('when the old key is retired, then tokens it signed stop working everywhere', async () => {
    await auth.stop();
    auth = await startAuth({ JWT_PRIVATE_KEY: JSON.stringify(currentKey) }, auth.environment);
    await expect(verifier().verify(tokenFromOldKey)).rejects.toMatchObject({ status: 401 });
    expect((await auth.call('GET', '/api/v2/users/me', { token: tokenFromOldKey })).status).toBe(401);
    expect((await auth.call('POST', '/api/v2/auth/refresh', { token: tokenFromOldKey })).status).toBe(401);
  });

  it('when no key is configured (development), then one is generated, stored and kept across restarts', async () => {
    const development = await startAuth();
    const token = await development.login('student');
    const kid = JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString()).kid;
    await development.stop();
    const restarted = await startAuth({}, development.environment);
    try {
      expect((await restarted.call('GET', '/api/v2/users/me', { token })).status).toBe(200);
      const { keys } = await (await restarted.call('GET', '/api/v2/auth/jwks.json')).json();
      expect(keys.map((key: JWK) => key.kid)).toEqual([kid]);
      expect(claimsOf(token).sub).toBe('student');
    } finally {
      await restarted.stop();
      await restarted.cleanup();
    }
  });
});
