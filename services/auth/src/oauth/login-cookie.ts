// The short-lived cookie that binds a Google sign-in to the browser that started it: state, nonce and PKCE
// verifier, sealed with AES-256-GCM so the browser can neither read nor alter them.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { type CookieAttributes, setCookieHeader } from '@quizdrill/service-kit';

export const LOGIN_COOKIE = 'quizdrill_oauth';
export const LOGIN_COOKIE_TTL_SECONDS = 600;

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
}

interface SealedSignIn extends PendingSignIn {
  /** Unix milliseconds after which the cookie is refused even if the browser still sends it. */
  expiresAt: number;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
// Bound into every seal, so a value sealed for another purpose with the same secret never opens here.
const ASSOCIATED_DATA = Buffer.from(`${LOGIN_COOKIE}/v1`);

export interface LoginCookieSealer {
  seal(pending: PendingSignIn, now?: number): string;
  /** The pending sign-in, or undefined when the value is missing, altered, sealed with another key or expired. */
  open(value: string | undefined, now?: number): PendingSignIn | undefined;
}

/** `secret` is any high-entropy byte string; a dedicated key is derived from it. */
export function createLoginCookieSealer(secret: string | Uint8Array): LoginCookieSealer {
  const key = Buffer.from(hkdfSync('sha256', secret, 'quizdrill-auth', 'oauth login cookie', 32));
  return {
    seal(pending, now = Date.now()) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv).setAAD(ASSOCIATED_DATA);
      const payload: SealedSignIn = { ...pending, expiresAt: now + LOGIN_COOKIE_TTL_SECONDS * 1000 };
      const encrypted = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
      return Buffer.concat([iv, encrypted, cipher.getAuthTag()]).toString('base64url');
    },
    open(value, now = Date.now()) {
      if (!value) return undefined;
      const sealed = Buffer.from(value, 'base64url');
      if (sealed.length <= IV_BYTES + TAG_BYTES) return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES)).setAAD(
          ASSOCIATED_DATA,
        );
        decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
        const plain = Buffer.concat([
          decipher.update(sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES)),
          decipher.final(),
        ]);
        const payload = JSON.parse(plain.toString('utf8')) as SealedSignIn;
        if (typeof payload.expiresAt !== 'number' || payload.expiresAt <= now) return undefined;
        return { state: payload.state, nonce: payload.nonce, codeVerifier: payload.codeVerifier };
      } catch {
        return undefined;
      }
    },
  };
}

/** A Set-Cookie value; `maxAgeSeconds` 0 deletes the cookie. */
export function loginCookieHeader(
  value: string,
  maxAgeSeconds: number,
  attributes: Omit<CookieAttributes, 'sameSite'>,
): string {
  // Lax: the cookie still comes along on Google's top-level redirect back, never on cross-site subrequests.
  return setCookieHeader(LOGIN_COOKIE, value, maxAgeSeconds, { ...attributes, sameSite: 'Lax' });
}
