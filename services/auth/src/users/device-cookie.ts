// The device cookie of OWASP's "Slow Down Online Guessing Attacks with Device Cookies": signed proof that this
// browser has logged in to an account before, so the lockouts aimed at unknown browsers (a guessed-at account, a
// school's shared address) do not stand in the way of its owner. One cookie remembers a few accounts, each
// entry signed on its own: a family or classroom computer is shared, and one student logging in there must not
// make the browser a stranger to the one before.
import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookiePathFor, setCookieHeader } from '@quizdrill/service-kit';

export const DEVICE_COOKIE = 'quizdrill_device';
/** Renewed at every login, so only a browser unused for half a year (longer than any school holiday) is forgotten. */
export const DEVICE_COOKIE_TTL_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser is remembered for, the most recent first; older ones drop off. */
export const REMEMBERED_ACCOUNTS = 5;

export interface KnownDevice {
  userId: string;
  /** Random, so each browser (and each login) has its own failure count: `device:<nonce>`. */
  nonce: string;
  /** Unix seconds after which the entry is refused even if the browser still sends it. */
  expiresAt: number;
}

export interface DeviceCookies {
  /** The entries whose signature holds and which have not expired; anything else in the value is ignored. */
  read(value: string | undefined, now?: number): KnownDevice[];
  /** The cookie value after `userId` logged in: a new entry for it first, then the browser's other accounts. */
  remember(known: KnownDevice[], userId: string, now?: number): string;
}

// Entries are `userId.nonce.expiresAt.mac`, joined by `~`: all cookie-safe characters that no field contains
// (user ids are UUIDs, nonces and MACs base64url, the expiry digits).
const FIELD = '.';
const ENTRY = '~';
const NONCE_BYTES = 16;

/** `secret` is any high-entropy byte string; a dedicated key is derived from it. */
export function createDeviceCookies(secret: string | Uint8Array): DeviceCookies {
  const key = Buffer.from(hkdfSync('sha256', secret, 'quizdrill-auth', 'device cookie', 32));
  const macOf = (signed: string) => createHmac('sha256', key).update(signed).digest();
  const signedPart = ({ userId, nonce, expiresAt }: KnownDevice) =>
    [userId, nonce, String(expiresAt)].join(FIELD);

  function parse(entry: string, nowSeconds: number): KnownDevice | undefined {
    const [userId, nonce, expiry, mac, ...rest] = entry.split(FIELD);
    if (!userId || !nonce || !expiry || !mac || rest.length > 0 || !/^\d+$/.test(expiry)) return undefined;
    const device = { userId, nonce, expiresAt: Number(expiry) };
    const expected = macOf(signedPart(device));
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    return device.expiresAt > nowSeconds ? device : undefined;
  }

  return {
    read(value, now = Date.now()) {
      if (!value) return [];
      const nowSeconds = Math.floor(now / 1000);
      return value
        .split(ENTRY)
        .slice(0, REMEMBERED_ACCOUNTS)
        .flatMap((entry) => parse(entry, nowSeconds) ?? []);
    },
    remember(known, userId, now = Date.now()) {
      const fresh: KnownDevice = {
        userId,
        nonce: randomBytes(NONCE_BYTES).toString('base64url'),
        expiresAt: Math.floor(now / 1000) + DEVICE_COOKIE_TTL_SECONDS,
      };
      return [fresh, ...known.filter((device) => device.userId !== userId)]
        .slice(0, REMEMBERED_ACCOUNTS)
        .map((device) => [signedPart(device), macOf(signedPart(device)).toString('base64url')].join(FIELD))
        .join(ENTRY);
    },
  };
}

/** The routes that read the cookie (login) or add to it (login, register). */
const DEVICE_COOKIE_ROUTES = '/api/v2/auth';

/**
 * The Set-Cookie value for an app served at `publicUrl`: scoped to the auth routes, Secure over https. Strict:
 * only the login form's own same-origin requests need the cookie, never a request from another site (Google's
 * redirect back ends at the OAuth callback, which neither reads nor sets it).
 */
export function deviceCookieHeader(value: string, publicUrl: string): string {
  return setCookieHeader(DEVICE_COOKIE, value, DEVICE_COOKIE_TTL_SECONDS, {
    path: cookiePathFor(publicUrl, DEVICE_COOKIE_ROUTES),
    secure: publicUrl.startsWith('https:'),
    sameSite: 'Strict',
  });
}
