import { describe, expect, it } from 'vitest';
import { createLoginCookieSealer, LOGIN_COOKIE_TTL_SECONDS, loginCookieHeader } from './login-cookie.js';

const pending = { state: 'state-1', nonce: 'nonce-1', codeVerifier: 'verifier-1' };
const sealer = createLoginCookieSealer('a development secret that is long enough');

describe('login cookie', () => {
  it('when a sealed value is opened with the same secret in time, then the pending sign-in comes back', () => {
    expect(sealer.open(sealer.seal(pending, 1_000), 2_000)).toEqual(pending);
  });

  it('when the value does not reveal what it carries, then neither state nor verifier can be read from it', () => {
    const sealed = Buffer.from(sealer.seal(pending), 'base64url').toString('latin1');
    expect(sealed).not.toContain('state-1');
    expect(sealed).not.toContain('verifier-1');
  });

  it('when the value is older than ten minutes, then it is refused', () => {
    const sealed = sealer.seal(pending, 0);
    expect(sealer.open(sealed, LOGIN_COOKIE_TTL_SECONDS * 1000 - 1)).toEqual(pending);
    expect(sealer.open(sealed, LOGIN_COOKIE_TTL_SECONDS * 1000)).toBeUndefined();
  });

  it('when the value is altered, sealed with another secret, truncated or missing, then it is refused', () => {
    const sealed = sealer.seal(pending);
    const bytes = Buffer.from(sealed, 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(sealer.open(bytes.toString('base64url'))).toBeUndefined();
    expect(createLoginCookieSealer('another secret, just as long as the first').open(sealed)).toBeUndefined();
    expect(sealer.open(sealed.slice(0, 20))).toBeUndefined();
    expect(sealer.open(undefined)).toBeUndefined();
  });

  it('when the header is written, then it is httpOnly, Lax, scoped to the path and Secure only when asked', () => {
    expect(loginCookieHeader('v', 600, { path: '/login/oauth2/code/google', secure: false })).toBe(
      'quizdrill_oauth=v; Max-Age=600; Path=/login/oauth2/code/google; HttpOnly; SameSite=Lax',
    );
    expect(loginCookieHeader('', 0, { path: '/', secure: true })).toContain('; Secure');
  });
});
